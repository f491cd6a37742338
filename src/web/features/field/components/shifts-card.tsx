import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldShift } from '../../../../shared/contract/shifts.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { useEligibilityText } from '../../../lib/eligibility-texts.ts';
import { formatRangeInZone } from '../../../lib/format.ts';
import { useClaimShift, useFieldShiftsLiveUpdates, useMyShifts, useOpenShifts } from '../api/field-shifts.ts';

/** Where and when a shift is, in its event's time zone. */
function ShiftLines({ shift }: { shift: FieldShift }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>
        <bdi>{formatRangeInZone(shift.startAt, shift.endAt, shift.eventTimeZone)}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {shift.eventName} · {shift.post}
      </Typography>
      {shift.siteName || shift.address ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[shift.siteName, shift.address].filter(Boolean).join(', ')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The guard's upcoming shifts (a claim waiting says so). */
export function MyShiftsCard() {
  const { t } = useTranslation('field');
  const mine = useMyShifts();
  useFieldShiftsLiveUpdates();
  const items = mine.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('shifts.mine')}
      </Typography>
      {mine.isError ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('shifts.loadFailed')}
        </Typography>
      ) : mine.isPending ? (
        <PendingLine paused={mine.fetchStatus === 'paused'} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('shifts.noneMine')}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={t('shifts.mine')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, gap: 1.5 }}>
          {items.map((shift) => (
            <Stack component="li" key={shift.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <ShiftLines shift={shift} />
              {shift.myStatus === 'pending' ? <Chip size="small" color="info" label={t('shifts.pending')} /> : null}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Open shifts the guard may claim, with what they should know first (overtime, a long day); big buttons. */
export function OpenShiftsCard() {
  const { t } = useTranslation('field');
  const ruleText = useEligibilityText();
  const open = useOpenShifts();
  const claim = useClaimShift();
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' | 'info' } | null>(null);
  const items = open.data?.items ?? [];
  const claimShift = async (shift: FieldShift) => {
    setNotice(null);
    try {
      const result = await claim.mutateAsync(shift.id);
      setNotice(
        result.status === 'pending'
          ? { text: t('shifts.claimPending'), tone: 'info' }
          : { text: t('shifts.claimed'), tone: 'success' },
      );
    } catch (error) {
      setNotice({ text: translateError(error), tone: 'error' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('shifts.open')}
      </Typography>
      <Typography
        role="status"
        variant="body2"
        sx={{ fontWeight: 600, color: notice ? `${notice.tone}.main` : undefined }}
      >
        {notice?.text}
      </Typography>
      {open.isError ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('shifts.loadFailed')}
        </Typography>
      ) : open.isPending ? (
        <PendingLine paused={open.fetchStatus === 'paused'} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('shifts.noneOpen')}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={t('shifts.open')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, gap: 1.5 }}>
          {items.map((shift) => (
            <Stack component="li" key={shift.id} sx={{ gap: 1 }}>
              <ShiftLines shift={shift} />
              <Typography variant="body2" color="text.secondary">
                {t('shifts.places', { count: shift.openPlaces })}
              </Typography>
              {shift.warnings.map((w) => (
                <Typography key={w.code} variant="body2" color="warning.main">
                  {ruleText(w)}
                </Typography>
              ))}
              <Button
                variant="contained"
                onClick={() => void claimShift(shift)}
                disabled={claim.isPending}
                sx={{ minHeight: 48 }}
                aria-label={t('shifts.claimAria', { event: shift.eventName, post: shift.post })}
              >
                {t('shifts.claim')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Nothing while the list loads; without a connection the query waits for one, and the card says so. */
function PendingLine({ paused }: { paused: boolean }) {
  const { t } = useTranslation('field');
  return paused ? (
    <Typography color="text.secondary" sx={{ mt: 1 }}>
      {t('shifts.waitingForConnection')}
    </Typography>
  ) : null;
}
