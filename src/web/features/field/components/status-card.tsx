import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldToday } from '../../../../shared/contract/field.ts';
import { isBreakOverrun } from '../../../../shared/geofence.ts';
import { formatCount, formatElapsed, formatShortDateTime } from '../../../lib/format.ts';
import { StatusFrame } from './status-frame.tsx';

/** Off duty, on duty since…, or on a break since…, with the time ticking. */
export function StatusCard({ view, now }: { view: FieldToday; now: number }) {
  const { t } = useTranslation('field');
  const nowDate = new Date(now);
  const { clock, onBreak } = view;
  const state = onBreak ? 'onBreak' : clock ? 'onDuty' : 'offDuty';
  const since = onBreak?.since ?? clock?.since;
  const overrun = onBreak ? isBreakOverrun(new Date(onBreak.since), onBreak.lengthOfBreak, nowDate) : false;
  const colour = { offDuty: 'text.secondary', onDuty: 'success.main', onBreak: 'warning.main' }[state];
  return (
    <StatusFrame colour={colour} title={t('status.label')} data-testid="field-status" data-state={state}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: colour }}>
        {t(`status.${state}`)}
        {since ? (
          <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary', ms: 1, fontSize: 16 }}>
            {' '}
            <bdi>{t('status.since', { time: formatShortDateTime(since, nowDate) })}</bdi>
          </Typography>
        ) : null}
      </Typography>
      {since ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {onBreak ? t('status.breakElapsed') : t('status.elapsed')}
          </Typography>
          <Typography
            component="p"
            sx={{ fontSize: 36, fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}
            color={overrun ? 'error.main' : 'text.primary'}
            data-testid="field-elapsed"
          >
            <bdi>{formatElapsed(now - Date.parse(since))}</bdi>
            {onBreak ? (
              <Typography component="span" sx={{ fontSize: 16, color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                <bdi>{t('status.breakOf', { minutes: formatCount(onBreak.lengthOfBreak) })}</bdi>
              </Typography>
            ) : null}
          </Typography>
        </Box>
      ) : null}
      {clock?.eventName ? (
        <Typography sx={{ mt: 1 }}>
          <bdi>{t('status.event', { name: clock.eventName })}</bdi>
        </Typography>
      ) : null}
      {overrun ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t('status.breakOverrun')}
        </Alert>
      ) : null}
      {clock?.offSite ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('status.offSite')}
        </Alert>
      ) : null}
    </StatusFrame>
  );
}
