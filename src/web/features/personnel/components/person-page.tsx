import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { PersonnelRole } from '../../../../shared/contract/personnel.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { LicenceChip, PersonnelStatusChip } from '../../../components/personnel-chips.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { initialOf } from '../../../lib/personnel-format.ts';
import { useSession } from '../../../lib/session.ts';
import { usePerson } from '../api/get-person.ts';
import { PersonDetails } from './person-details.tsx';
import { TimesheetTab } from './timesheet-tab.tsx';

const tabs = ['details', 'timesheet'] as const;
type TabId = (typeof tabs)[number];
const isTabId = (value: string | null): value is TabId => tabs.some((tab) => tab === value);

export default function PersonPage() {
  const actor = useSession().data?.user;
  const { id = '' } = useParams();
  if (!actor) return null;
  return <PersonView key={id} id={id} actor={actor} />;
}

function PersonView({ id, actor }: { id: string; actor: SessionUser }) {
  const person = usePerson(id);
  const { t } = useTranslation(['personnel', 'common']);
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabId = isTabId(tabParam) ? tabParam : 'details';
  const [photoOpen, setPhotoOpen] = useState(false);

  const back = (
    <Button
      component={RouterLink}
      to="/personnel"
      startIcon={<ArrowBackRounded sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('list.title')}
    </Button>
  );

  if (person.isPending) {
    return (
      <Stack spacing={2}>
        {back}
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (person.error) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert
          severity={isApiError(person.error) && person.error.code === 'not_found' ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={() => void person.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('page.loadFailed')}</AlertTitle>
          {translateError(person.error)}
        </Alert>
      </Stack>
    );
  }

  const data = person.data;
  const role = (data.roles[0] ?? 'guard') as PersonnelRole;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ButtonBase
          onClick={() => setPhotoOpen(true)}
          aria-label={t('page.openPhoto', { name: data.name })}
          sx={{ borderRadius: '50%' }}
        >
          <Avatar src={data.photoUrl ?? undefined} alt="" sx={{ width: 72, height: 72, fontSize: 30 }}>
            {initialOf(data.name)}
          </Avatar>
        </ButtonBase>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 }, overflowWrap: 'anywhere' }}>
            {data.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" color="primary" label={t(`common:roles.${role}`)} />
            <PersonnelStatusChip status={data.status} />
            <LicenceChip state={data.licenceState} expiresOn={data.licenceExpiresOn} />
          </Box>
        </Box>
      </Box>

      <Tabs
        value={tab}
        onChange={(_event, next: TabId) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'details') updated.delete('tab');
              else updated.set('tab', next);
              return updated;
            },
            { replace: true },
          )
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('page.sections')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tabId) => (
          <Tab
            key={tabId}
            value={tabId}
            label={t(`page.tabs.${tabId}`)}
            id={`person-tab-${tabId}`}
            aria-controls={`person-panel-${tabId}`}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={`person-panel-${tab}`} aria-labelledby={`person-tab-${tab}`}>
        {tab === 'details' ? (
          <PersonDetails key={data.id} person={data} mayEdit={hasPermission(actor.roles, 'personnel.edit')} />
        ) : null}
        {tab === 'timesheet' ? (
          <TimesheetTab
            personId={data.id}
            personName={data.name}
            mayCorrect={hasPermission(actor.roles, 'timesheets.edit')}
          />
        ) : null}
      </Box>

      <Dialog open={photoOpen} onClose={() => setPhotoOpen(false)} maxWidth="sm" aria-labelledby="person-photo-title">
        <DialogTitle id="person-photo-title">{t('page.photoTitle', { name: data.name })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
          {data.photoUrl ? (
            <Box
              component="img"
              src={data.photoUrl}
              alt={t('page.photoAlt', { name: data.name })}
              sx={{ width: '100%', maxWidth: 400, borderRadius: 2 }}
            />
          ) : (
            <Avatar sx={{ width: 200, height: 200, fontSize: 96 }}>{initialOf(data.name)}</Avatar>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPhotoOpen(false)}>{t('common:actions.close')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
