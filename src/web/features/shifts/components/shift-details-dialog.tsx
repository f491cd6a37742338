import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Shift, type ShiftCandidate, shiftLimits } from '../../../../shared/contract/shifts.ts';
import { hasPermission, rankOf, roleRank } from '../../../../shared/policy.ts';
import { DetailsDialog } from '../../../components/details-dialog.tsx';
import { useConfirm } from '../../../components/dialog-host.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useEligibilityText } from '../../../lib/eligibility-texts.ts';
import { formatDateTimeInZone, formatHours, formatRangeInZone } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import {
  useAssign,
  useCancelShift,
  useCandidates,
  useClaimDecision,
  usePublish,
  useShift,
  useUnassign,
} from '../api/shifts.ts';
import { BlockedPeople, ShiftEditDialog } from './shift-edit-dialog.tsx';

/**
 * A shift's details: its people (an override shows its reason), the ranked candidates with what blocks them and
 * what they would cost before anyone is assigned, and the shift's own actions (publish, cancel).
 */
export function ShiftDetailsDialog({ shiftId, onClose }: { shiftId: string | null; onClose: () => void }) {
  const { t } = useTranslation(['shifts', 'common']);
  const shift = useShift(shiftId);
  const spinner = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={t('page.loading')} />
    </Box>
  );
  return (
    <DetailsDialog
      open={shiftId !== null}
      onClose={onClose}
      titleId="shift-title"
      title={shift.data ? `${shift.data.eventName} · ${shift.data.post}` : t('details.title')}
    >
      {shift.isError ? (
        <Alert severity="error">{translateError(shift.error)}</Alert>
      ) : !shift.data ? (
        spinner
      ) : (
        // Whatever the details still load (texts, lazy parts) is waited for here, which keeps the page and the
        // dialog shown. Suspended by the page's boundary, the hidden dialog lost the keyboard focus
        // and Escape went nowhere.
        <Suspense fallback={spinner}>
          <ShiftDetails shift={shift.data} onCancelled={onClose} />
        </Suspense>
      )}
    </DetailsDialog>
  );
}

/** A name, a time or a reason kept in its own direction inside a sentence of the other (Unicode isolates). */
const isolated = (text: string) => `\u2068${text}\u2069`;

function ShiftDetails({ shift, onCancelled }: { shift: Shift; onCancelled: () => void }) {
  const { t } = useTranslation(['shifts', 'common']);
  const roles = useSession().data?.user?.roles ?? [];
  const mayEdit = hasPermission(roles, 'shifts.edit');
  const mayAssign = hasPermission(roles, 'shifts.assign');
  const mayApprove = hasPermission(roles, 'shifts.approve');
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const publish = usePublish(shift.id);
  const cancel = useCancelShift(shift.id);
  const cancelled = shift.status === 'cancelled';
  const free = shift.headcount - shift.filled - shift.pending;
  const [editing, setEditing] = useState(false);

  const togglePublish = async () => {
    try {
      await publish.mutateAsync(!shift.published);
      enqueueSnackbar(t(shift.published ? 'details.unpublished' : 'details.published'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(translateError(error), { variant: 'error' });
    }
  };
  const cancelShift = async () => {
    const done = await confirm({
      title: t('details.cancelTitle'),
      body: t('details.cancelBody'),
      confirmLabel: t('details.cancelShift'),
      action: () => cancel.mutateAsync(),
    });
    if (done) {
      enqueueSnackbar(t('details.cancelledDone'), { variant: 'success' });
      onCancelled();
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {formatRangeInZone(shift.startAt, shift.endAt, shift.eventTimeZone)}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {shift.eventTimeZone}
        </Typography>
        <Chip size="small" label={t('grid.filled', { filled: shift.filled, headcount: shift.headcount })} />
        {cancelled ? (
          <Chip size="small" label={t('grid.cancelled')} />
        ) : (
          <Chip
            size="small"
            variant="outlined"
            color={shift.published ? 'success' : 'default'}
            label={t(shift.published ? 'details.isPublished' : 'grid.draft')}
          />
        )}
        {!cancelled && free > 0 ? (
          <Chip size="small" color="warning" label={t('grid.unfilled', { count: free })} />
        ) : null}
        <Chip size="small" variant="outlined" label={t(`common:roles.${shift.requiredRole}`)} />
      </Stack>
      {shift.notes ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{shift.notes}</Typography> : null}
      {shift.editOverride ? (
        <Alert severity="warning" variant="outlined">
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('details.editOverride', {
              name: isolated(shift.editOverride.byName ?? t('details.someone')),
              at: isolated(formatDateTimeInZone(shift.editOverride.at, shift.eventTimeZone)),
              reason: isolated(shift.editOverride.reason),
            })}
          </Typography>
          <BlockedPeople people={shift.editOverride.people} />
        </Alert>
      ) : null}
      {mayEdit && !cancelled ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('details.edit')}
          </Button>
          <Button variant="outlined" onClick={() => void togglePublish()} disabled={publish.isPending}>
            {t(shift.published ? 'details.unpublish' : 'details.publish')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => void cancelShift()}>
            {t('details.cancelShift')}
          </Button>
        </Stack>
      ) : null}

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('details.people')}
      </Typography>
      {shift.assignments.length === 0 ? (
        <Typography color="text.secondary">{t('details.nobody')}</Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {shift.assignments.map((a) => (
            <Assignment key={a.userId} shift={shift} assignment={a} mayAssign={mayAssign} mayApprove={mayApprove} />
          ))}
        </Stack>
      )}

      {mayAssign && !cancelled ? <Candidates shift={shift} mayOverride={rankOf(roles) >= roleRank.manager} /> : null}
      {mayEdit ? <ShiftEditDialog shift={editing ? shift : null} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}

function Assignment({
  shift,
  assignment,
  mayAssign,
  mayApprove,
}: {
  shift: Shift;
  assignment: Shift['assignments'][number];
  mayAssign: boolean;
  mayApprove: boolean;
}) {
  const { t } = useTranslation(['shifts', 'common']);
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const unassign = useUnassign(shift.id);
  const decide = useClaimDecision(shift.id);
  const pending = assignment.status === 'pending';
  const remove = () =>
    void confirm({
      title: t('details.unassignTitle', { name: assignment.name }),
      body: t('details.unassignBody'),
      confirmLabel: t('details.unassign'),
      action: () => unassign.mutateAsync(assignment.userId),
    });
  const decideClaim = async (approve: boolean) => {
    try {
      await decide.mutateAsync({ userId: assignment.userId, approve });
      enqueueSnackbar(t(approve ? 'details.claimApproved' : 'details.claimDenied', { name: assignment.name }), {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(translateError(error), { variant: 'error' });
    }
  };
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500, flex: 1, minWidth: 120 }}>{assignment.name}</Typography>
        {pending ? <Chip size="small" color="info" label={t('details.pendingClaim')} /> : null}
        {pending && mayApprove ? (
          <>
            <Button size="small" variant="contained" onClick={() => void decideClaim(true)} disabled={decide.isPending}>
              {t('details.approve')}
            </Button>
            <Button size="small" onClick={() => void decideClaim(false)} disabled={decide.isPending}>
              {t('details.deny')}
            </Button>
          </>
        ) : null}
        {mayAssign ? (
          <Button size="small" color="error" onClick={remove}>
            {t('details.unassign')}
          </Button>
        ) : null}
      </Stack>
      {assignment.override ? (
        <Typography variant="body2" color="warning.main" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('details.override', {
            reason: assignment.override.reason,
            name: assignment.override.byName ?? t('details.someone'),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The candidates as the server ranks them, each with their blocks and warnings, and a way to assign them. */
function Candidates({ shift, mayOverride }: { shift: Shift; mayOverride: boolean }) {
  const { t } = useTranslation(['shifts', 'common']);
  const ruleText = useEligibilityText();
  const candidates = useCandidates(shift.id, true);
  const assign = useAssign(shift.id);
  const { enqueueSnackbar } = useSnackbar();
  const [overriding, setOverriding] = useState<ShiftCandidate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = shift.filled + shift.pending >= shift.headcount;

  const assignPerson = async (candidate: ShiftCandidate, reason?: string) => {
    setError(null);
    try {
      await assign.mutateAsync({ userId: candidate.userId, ...(reason !== undefined && { reason }) });
      enqueueSnackbar(t('details.assigned', { name: candidate.name }), { variant: 'success' });
      setOverriding(null);
    } catch (caught) {
      const message = translateError(caught);
      if (reason === undefined) setError(message);
      else throw caught;
    }
  };

  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('details.candidates')}
      </Typography>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {full ? <Alert severity="info">{t('details.full')}</Alert> : null}
      {candidates.isError ? (
        <Alert severity="error">{translateError(candidates.error)}</Alert>
      ) : !candidates.data ? (
        <CircularProgress size={24} aria-label={t('page.loading')} />
      ) : candidates.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('details.noCandidates')}</Typography>
      ) : (
        <Stack component="ol" aria-label={t('details.candidates')} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {candidates.data.items.map((c) => (
            <Box
              component="li"
              key={c.userId}
              aria-label={c.name}
              sx={{
                border: 1,
                borderColor: c.eligible ? 'divider' : 'error.light',
                borderRadius: 1,
                p: 1,
              }}
            >
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 500, flex: 1, minWidth: 120 }}>{c.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('details.weekHours', { hours: formatHours(c.weekHours) })}
                </Typography>
                <Chip
                  size="small"
                  color={c.eligible ? 'success' : 'error'}
                  variant="outlined"
                  label={t(c.eligible ? 'details.eligible' : 'details.blocked')}
                />
                {c.assigned ? (
                  <Chip size="small" label={t('details.onShift')} />
                ) : c.eligible ? (
                  <Button
                    size="small"
                    variant="contained"
                    disabled={full || assign.isPending}
                    onClick={() => void assignPerson(c)}
                    aria-label={t('details.assignAria', { name: c.name })}
                  >
                    {t('details.assign')}
                  </Button>
                ) : mayOverride ? (
                  <Button
                    size="small"
                    variant="outlined"
                    color="warning"
                    disabled={full || assign.isPending}
                    onClick={() => setOverriding(c)}
                    aria-label={t('details.assignAnywayAria', { name: c.name })}
                  >
                    {t('details.assignAnyway')}
                  </Button>
                ) : null}
              </Stack>
              {c.blocks.map((b) => (
                <Typography key={b.code} variant="body2" color="error.main">
                  {ruleText(b)}
                </Typography>
              ))}
              {c.warnings.map((w) => (
                <Typography key={w.code} variant="body2" color="warning.main">
                  {ruleText(w)}
                </Typography>
              ))}
            </Box>
          ))}
        </Stack>
      )}
      <OverrideDialog
        candidate={overriding}
        onClose={() => setOverriding(null)}
        onAssign={(candidate, reason) => assignPerson(candidate, reason)}
      />
    </>
  );
}

/** "Assign anyway": the reason for assigning someone despite their blocks (audited, shown on the shift). */
function OverrideDialog({
  candidate,
  onClose,
  onAssign,
}: {
  candidate: ShiftCandidate | null;
  onClose: () => void;
  onAssign: (candidate: ShiftCandidate, reason: string) => Promise<void>;
}) {
  const { t } = useTranslation(['shifts', 'common']);
  const ruleText = useEligibilityText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!candidate) return;
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onAssign(candidate, reason.trim());
      setReason('');
    } catch (caught) {
      setError(translateError(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={candidate !== null}
      onClose={busy ? undefined : close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="override-title"
    >
      <DialogTitle id="override-title">{t('details.overrideTitle', { name: candidate?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {candidate?.blocks.map((b) => (
            <Typography key={b.code} variant="body2" color="error.main">
              {ruleText(b)}
            </Typography>
          ))}
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label={t('details.overrideReason')}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
            required
            multiline
            minRows={2}
            error={missing}
            helperText={missing ? t('details.reasonRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: shiftLimits.reason } }}
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" color="warning" onClick={() => void submit()} disabled={busy}>
          {t('details.assignAnyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
