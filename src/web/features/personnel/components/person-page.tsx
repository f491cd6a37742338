import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { PersonnelRole } from '../../../../shared/contract/personnel.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { LicenceChip, PersonnelStatusChip } from '../../../components/personnel-chips.tsx';
import { RecordPageFrame, RecordRoute, RecordTitle } from '../../../components/record-page/record-page-frame.tsx';
import { RecordTabs } from '../../../components/record-page/record-tabs.tsx';
import { initialOf } from '../../../lib/personnel-format.ts';
import { useSession } from '../../../lib/session.ts';
import { usePerson } from '../api/get-person.ts';
import { PayrollIdsCard } from './payroll-ids-card.tsx';
import { PersonDetails } from './person-details.tsx';
import { TimesheetTab } from './timesheet-tab.tsx';

export default function PersonPage() {
  return <RecordRoute actor={useSession().data?.user} view={PersonView} />;
}

function PersonView({ id, actor }: { id: string; actor: SessionUser }) {
  const person = usePerson(id);
  const { t } = useTranslation(['personnel', 'common']);
  const [photoOpen, setPhotoOpen] = useState(false);

  return (
    <RecordPageFrame query={person} backTo="/personnel" backLabel={t('list.title')} loadFailed={t('page.loadFailed')}>
      {(data) => (
        <>
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
              <RecordTitle>{data.name}</RecordTitle>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip
                  size="small"
                  color="primary"
                  label={t(`common:roles.${(data.roles[0] ?? 'guard') as PersonnelRole}`)}
                />
                <PersonnelStatusChip status={data.status} />
                <LicenceChip state={data.licenceState} expiresOn={data.licenceExpiresOn} />
              </Box>
            </Box>
          </Box>

          <RecordTabs
            idPrefix="person"
            label={(tabId) => t(`page.tabs.${tabId}`)}
            ariaLabel={t('page.sections')}
            panels={{
              details: () => (
                <Stack spacing={2}>
                  <PersonDetails key={data.id} person={data} mayEdit={hasPermission(actor.roles, 'personnel.edit')} />
                  {hasPermission(actor.roles, 'payroll.review') ? (
                    <PayrollIdsCard person={data} mayEdit={hasPermission(actor.roles, 'payroll.manage')} />
                  ) : null}
                </Stack>
              ),
              timesheet: () => (
                <TimesheetTab
                  personId={data.id}
                  personName={data.name}
                  mayCorrect={hasPermission(actor.roles, 'timesheets.edit')}
                />
              ),
            }}
          />

          <PhotoDialog open={photoOpen} name={data.name} photoUrl={data.photoUrl} onClose={() => setPhotoOpen(false)} />
        </>
      )}
    </RecordPageFrame>
  );
}

function PhotoDialog({
  open,
  name,
  photoUrl,
  onClose,
}: {
  open: boolean;
  name: string;
  photoUrl: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['personnel', 'common']);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" aria-labelledby="person-photo-title">
      <DialogTitle id="person-photo-title">{t('page.photoTitle', { name })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        {photoUrl ? (
          <Box
            component="img"
            src={photoUrl}
            alt={t('page.photoAlt', { name })}
            sx={{ width: '100%', maxWidth: 400, borderRadius: 2 }}
          />
        ) : (
          <Avatar sx={{ width: 200, height: 200, fontSize: 96 }}>{initialOf(name)}</Avatar>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
