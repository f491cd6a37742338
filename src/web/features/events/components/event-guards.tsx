import HistoryRounded from '@mui/icons-material/HistoryRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import {
  type AssignablePerson,
  type AssignedGuard,
  assignGuardBodySchema,
  type EventDetail,
  overrideReasonMaxLength,
} from '../../../../shared/contract/events.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { isRole } from '../../../../shared/roles.ts';
import { ReasonedButton } from '../../../components/form-parts.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { formatCount, formatDate, formatDateTimeInZone } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAssignGuard } from '../api/assign-guard.ts';
import { useAssignedGuards } from '../api/list-assigned-guards.ts';
import { useAssignablePersonnel } from '../api/search-assignable-personnel.ts';
import { useUnassignGuard } from '../api/unassign-guard.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function useRoleLabel() {
  const { t } = useTranslation('common');
  return (role: string) => (isRole(role) ? t(`roles.${role}`) : role);
}

const overrideReasonSchema = assignGuardBodySchema.shape.overrideReason;

/**
 * Search the event's assignable personnel and assign one. An expired licence is refused by the server (400 on
 * `userId`): its message shows with a field for the reason to override it, and Assign sends the reason along.
 */
export function AssignGuardDialog({
  event,
  open,
  onClose,
}: {
  event: EventDetail;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { t } = useTranslation(['events', 'common']);
  const roleLabel = useRoleLabel();
  const { enqueueSnackbar } = useSnackbar();
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 250);
  const [person, setPerson] = useState<AssignablePerson | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const people = useAssignablePersonnel(event.id, q, open);
  const assign = useAssignGuard(event.id);

  const reasonCheck = overrideReasonSchema.safeParse(reason);
  const reasonMessage = reasonError ?? (reason && !reasonCheck.success ? reasonCheck.error.issues[0]?.message : null);
  const canSubmit = Boolean(person) && !assign.isPending && (!refusal || (reason.trim() !== '' && reasonCheck.success));

  const close = () => {
    assign.reset();
    onClose();
  };
  const choose = (next: AssignablePerson | null) => {
    setPerson(next);
    setRefusal(null);
    setReason('');
    setReasonError(null);
    setFormError(null);
  };
  const submit = () => {
    if (!person || !canSubmit) return;
    setFormError(null);
    setReasonError(null);
    assign.mutate(
      { userId: person.id, ...(refusal ? { overrideReason: reason.trim() } : {}) },
      {
        onSuccess: (assigned) => {
          enqueueSnackbar(t('guards.assigned', { name: assigned.displayName }), { variant: 'success' });
          close();
        },
        onError: (error) => {
          const fields = isApiError(error) && error.status === 400 ? fieldMessagesOf(error) : undefined;
          if (fields?.overrideReason) setReasonError(fields.overrideReason);
          else if (fields?.userId) setRefusal(fields.userId);
          else setFormError(translateError(error));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={assign.isPending ? undefined : close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id={titleId}>{t('guards.assignTitle', { name: event.eventName })}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {formError ? (
              <Alert severity="error" role="alert" onClose={() => setFormError(null)}>
                {translateFieldMessage(formError)}
              </Alert>
            ) : null}
            <Autocomplete
              options={people.data?.items ?? []}
              value={person}
              onChange={(_e, next) => choose(next)}
              inputValue={input}
              onInputChange={(_e, next) => setInput(next)}
              getOptionLabel={(option) => option.displayName}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              filterOptions={(options) => options}
              loading={people.isFetching}
              autoHighlight
              noOptionsText={q ? t('guards.noMatch') : t('guards.noOne')}
              loadingText={t('common:states.loading')}
              renderOption={({ key, ...props }, option) => (
                <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Avatar src={option.photoUrl ?? undefined} sx={{ width: 32, height: 32, fontSize: 14 }}>
                    {initials(option.displayName)}
                  </Avatar>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" noWrap dir="auto">
                      {option.displayName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      {roleLabel(option.role)}
                      {option.licenceNumber ? (
                        <>
                          {' · '}
                          <bdi>{option.licenceNumber}</bdi>
                        </>
                      ) : null}
                    </Typography>
                  </Box>
                  {option.licenceExpired ? (
                    <Chip size="small" color="warning" variant="outlined" label={t('guards.licenceExpired')} />
                  ) : null}
                </Box>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  autoFocus
                  label={t('guards.person')}
                  placeholder={t('guards.searchPlaceholder')}
                  helperText={
                    person?.licenceExpired && person.licenceExpiresOn
                      ? t('guards.licenceExpiredOn', { date: formatDate(person.licenceExpiresOn) })
                      : t('guards.searchHelp')
                  }
                />
              )}
            />
            {refusal ? (
              <>
                <Alert severity="warning" role="alert">
                  {translateFieldMessage(refusal)}
                </Alert>
                <TextField
                  label={t('guards.overrideReason')}
                  value={reason}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setReasonError(null);
                  }}
                  multiline
                  minRows={2}
                  required
                  fullWidth
                  error={Boolean(reasonMessage)}
                  helperText={reasonMessage ? translateFieldMessage(reasonMessage) : t('guards.overrideHelp')}
                  slotProps={{ htmlInput: { maxLength: overrideReasonMaxLength } }}
                />
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={close} disabled={assign.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <ReasonedButton
            type="submit"
            variant="contained"
            color={refusal ? 'warning' : 'primary'}
            disabled={assign.isPending}
            disabledReason={
              !person
                ? t('guards.choosePersonFirst')
                : refusal && !(reason.trim() !== '' && reasonCheck.success)
                  ? t('guards.giveReasonFirst')
                  : null
            }
            startIcon={assign.isPending ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {refusal ? t('guards.assignAnyway') : t('guards.assign')}
          </ReasonedButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function UnassignDialog({
  eventId,
  person,
  onClose,
}: {
  eventId: string;
  person: AssignedGuard | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const { t } = useTranslation(['events', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const unassign = useUnassignGuard(eventId);
  // Keeps the last person while the dialog animates closed.
  const [shown, setShown] = useState(person);
  if (person && person !== shown) setShown(person);
  const close = () => {
    unassign.reset();
    onClose();
  };
  return (
    <Dialog
      open={Boolean(person)}
      onClose={unassign.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('guards.unassignTitle', { name: shown?.displayName ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('guards.unassignBody')}</DialogContentText>
        {unassign.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translateError(unassign.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={unassign.isPending} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={unassign.isPending}
          startIcon={unassign.isPending ? <CircularProgress size={16} color="inherit" /> : null}
          onClick={() => {
            if (!person) return;
            unassign.mutate(person.userId, {
              onSuccess: () => {
                enqueueSnackbar(t('guards.unassigned', { name: person.displayName }), { variant: 'success' });
                close();
              },
            });
          }}
        >
          {t('guards.unassign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PersonRow({
  person,
  timeZone,
  past,
  divider,
  onUnassign,
}: {
  person: AssignedGuard;
  timeZone: string;
  past: boolean;
  divider: boolean;
  onUnassign?: ((person: AssignedGuard) => void) | undefined;
}) {
  const { t } = useTranslation(['events', 'common']);
  const roleLabel = useRoleLabel();
  const assignedLine = t('guards.assignedBy', {
    at: formatDateTimeInZone(person.assignedAt, timeZone),
    name: person.assignedByName ?? t('guards.someone'),
  });
  const unassignedLine =
    past && person.unassignedAt
      ? t('guards.unassignedBy', {
          at: formatDateTimeInZone(person.unassignedAt, timeZone),
          name: person.unassignedByName ?? t('guards.someone'),
        })
      : null;
  return (
    <ListItem
      divider={divider}
      sx={{ pr: onUnassign ? 7 : 2, alignItems: 'flex-start' }}
      secondaryAction={
        onUnassign ? (
          <Tooltip title={t('guards.unassign')}>
            <IconButton
              edge="end"
              aria-label={t('guards.unassignNamed', { name: person.displayName })}
              onClick={() => onUnassign(person)}
            >
              <PersonRemoveRounded />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemAvatar>
        <Avatar src={person.photoUrl ?? undefined} sx={{ opacity: past ? 0.6 : 1 }}>
          {initials(person.displayName)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" variant="body1" dir="auto" sx={{ fontWeight: 600 }}>
              {person.displayName}
            </Typography>
            <Chip size="small" variant="outlined" label={roleLabel(person.role)} />
            {!past && person.onDuty ? <Chip size="small" color="success" label={t('guards.onDuty')} /> : null}
            {!past && person.onBreak ? <Chip size="small" color="warning" label={t('guards.onBreak')} /> : null}
          </Box>
        }
        secondary={
          <>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {assignedLine}
            </Typography>
            {unassignedLine ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {unassignedLine}
              </Typography>
            ) : null}
          </>
        }
      />
    </ListItem>
  );
}

/** Who is assigned to the event now (with on-duty and on-break chips), who was earlier, and Assign/Unassign. */
export function EventGuards({ event, actor }: { event: EventDetail; actor: SessionUser }) {
  const { t } = useTranslation(['events', 'common']);
  const assigned = useAssignedGuards(event.id);
  const mayAssign = hasPermission(actor.roles, 'events.assign');
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<AssignedGuard | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const items = assigned.data?.items ?? [];
  const history = assigned.data?.history ?? [];

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: { xs: '100%', sm: 0 } }}>
          {t('guards.title', { count: formatCount(items.length) })}
        </Typography>
        <FormControlLabel
          control={<Switch checked={showHistory} onChange={(e) => setShowHistory(e.target.checked)} />}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <HistoryRounded fontSize="small" />
              {t('guards.history')}
            </Box>
          }
        />
        {mayAssign ? (
          <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => setAssigning(true)}>
            {t('guards.assign')}
          </Button>
        ) : null}
      </Box>

      <Paper variant="outlined">
        {assigned.isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton height={40} />
            <Skeleton height={40} width="70%" />
          </Box>
        ) : assigned.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void assigned.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('guards.loadFailed', { message: translateError(assigned.error) })}
          </Alert>
        ) : items.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
            <ShieldOutlined sx={{ fontSize: 36, opacity: 0.5 }} />
            <Typography>{t('guards.empty')}</Typography>
          </Box>
        ) : (
          <List aria-label={t('guards.listLabel')} disablePadding>
            {items.map((person, index) => (
              <PersonRow
                key={person.userId}
                person={person}
                timeZone={event.timeZone}
                past={false}
                divider={index < items.length - 1}
                onUnassign={mayAssign ? setRemoving : undefined}
              />
            ))}
          </List>
        )}
      </Paper>

      {showHistory ? (
        <Paper variant="outlined">
          <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 2 }}>
            {t('guards.historyTitle')}
          </Typography>
          {history.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('guards.historyEmpty')}
            </Typography>
          ) : (
            <List aria-label={t('guards.historyTitle')} disablePadding>
              {history.map((person, index) => (
                <PersonRow
                  key={`${person.userId}-${person.assignedAt}`}
                  person={person}
                  timeZone={event.timeZone}
                  past
                  divider={index < history.length - 1}
                />
              ))}
            </List>
          )}
        </Paper>
      ) : null}

      {assigning ? <AssignGuardDialog event={event} open onClose={() => setAssigning(false)} /> : null}
      <UnassignDialog eventId={event.id} person={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
