import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatElapsed, formatTime } from '../../../lib/format.ts';
import { StatusFrame } from './status-frame.tsx';

/**
 * The welfare check-call (docs/product/tours-and-check-calls.md#check-calls): when the next "I'm OK" is due,
 * counting down (and up once overdue), and the big button that answers it. An answer that waits on the phone (no
 * connection) counts with its own time once sent, so the card says when it was saved rather than counting on into
 * "overdue".
 */
export function CheckCallCard({
  dueAt,
  now,
  onAnswer,
  savedAt,
}: {
  dueAt: string;
  now: number;
  onAnswer: () => void;
  /** When the answer waiting on the phone was given; null when none waits. */
  savedAt: string | null;
}) {
  const { t } = useTranslation('field');
  const left = Date.parse(dueAt) - now;
  const overdue = left < 0 && savedAt === null;
  const colour =
    savedAt !== null ? 'info.main' : overdue ? 'error.main' : left < 5 * 60_000 ? 'warning.main' : 'success.main';
  return (
    <StatusFrame colour={colour} title={t('checkCall.title')} data-testid="check-call-card" data-overdue={overdue}>
      <Typography>
        <bdi>{t('checkCall.dueAt', { time: formatTime(dueAt) })}</bdi>
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: 32, fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: colour }}
        data-testid="check-call-countdown"
      >
        <bdi>
          {savedAt !== null
            ? t('checkCall.answeredShort')
            : overdue
              ? t('checkCall.overdue', { time: formatElapsed(-left) })
              : t('checkCall.in', { time: formatElapsed(Math.max(0, left)) })}
        </bdi>
      </Typography>
      <Button
        variant="contained"
        color="success"
        size="large"
        fullWidth
        onClick={onAnswer}
        disabled={savedAt !== null}
        sx={{ minHeight: 64, fontSize: 22, fontWeight: 700, mt: 1 }}
      >
        {t('checkCall.imOk')}
      </Button>
      {savedAt !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="check-call-saved">
          <bdi>{t('checkCall.saved', { time: formatTime(savedAt) })}</bdi>
        </Typography>
      ) : null}
    </StatusFrame>
  );
}
