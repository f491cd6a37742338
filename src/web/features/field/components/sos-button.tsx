import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format.ts';

export const sosHoldMs = 2_000;
const tickMs = 100;

type Phase = 'idle' | 'holding' | 'cancelled' | 'triggered';

/**
 * The SOS button (docs/product/field-app.md#sos): press and hold for 2 s — with the mouse, a finger, or Space/Enter — while a ring
 * fills and the seconds count down. Letting go earlier cancels, and says so.
 */
export function SosButton({ onTrigger, disabled = false }: { onTrigger: () => void; disabled?: boolean }) {
  const { t } = useTranslation('field');
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const timers = useRef<{ fire?: ReturnType<typeof setTimeout>; tick?: ReturnType<typeof setInterval> }>({});
  const startedAt = useRef(0);
  const holding = useRef(false);
  const onTriggerRef = useRef(onTrigger);
  onTriggerRef.current = onTrigger;
  const hintId = useId();

  const clearTimers = () => {
    if (timers.current.fire) clearTimeout(timers.current.fire);
    if (timers.current.tick) clearInterval(timers.current.tick);
    timers.current = {};
  };
  useEffect(
    () => () => {
      clearTimeout(timers.current.fire);
      clearInterval(timers.current.tick);
    },
    [],
  );

  const start = () => {
    if (disabled || holding.current) return;
    holding.current = true;
    startedAt.current = Date.now();
    setElapsed(0);
    setPhase('holding');
    timers.current.tick = setInterval(() => setElapsed(Math.min(sosHoldMs, Date.now() - startedAt.current)), tickMs);
    timers.current.fire = setTimeout(() => {
      clearTimers();
      holding.current = false;
      setElapsed(sosHoldMs);
      setPhase('triggered');
      onTriggerRef.current();
    }, sosHoldMs);
  };

  const release = () => {
    if (!holding.current) return;
    holding.current = false;
    clearTimers();
    setElapsed(0);
    setPhase('cancelled');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (!event.repeat) start();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    release();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    // Keep receiving the release even if the finger slides off the button.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests, some assistive tools) cannot be captured; the release still arrives.
    }
    start();
  };

  const remaining = Math.max(0, Math.ceil((sosHoldMs - elapsed) / 1000));
  const progress = phase === 'holding' ? (elapsed / sosHoldMs) * 100 : phase === 'triggered' ? 100 : 0;
  let status = '';
  if (phase === 'holding') status = t('sos.holding', { seconds: formatCount(remaining) });
  else if (phase === 'cancelled') status = t('sos.cancelled');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, minWidth: 96 }}>
      <Box sx={{ position: 'relative', width: 88, height: 88 }}>
        <ButtonBase
          aria-describedby={hintId}
          disabled={disabled}
          data-testid="sos-button"
          data-phase={phase}
          onPointerDown={onPointerDown}
          onPointerUp={release}
          onPointerCancel={release}
          onLostPointerCapture={release}
          onBlur={release}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onContextMenu={(event) => event.preventDefault()}
          sx={{
            width: 88,
            height: 88,
            borderRadius: '50%',
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontWeight: 800,
            fontSize: 24,
            letterSpacing: 1,
            touchAction: 'none',
            userSelect: 'none',
            WebkitUserSelect: 'none',
            WebkitTouchCallout: 'none',
            boxShadow: 3,
            transition: 'transform 120ms',
            transform: phase === 'holding' ? 'scale(0.94)' : 'none',
            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'error.dark', outlineOffset: 3 },
            '&.Mui-disabled': { opacity: 0.5 },
          }}
        >
          {phase === 'holding' ? <bdi>{formatCount(remaining)}</bdi> : t('sos.label')}
        </ButtonBase>
        <CircularProgress
          variant="determinate"
          value={progress}
          size={100}
          thickness={3}
          aria-hidden
          sx={{ position: 'absolute', top: -6, left: -6, pointerEvents: 'none', color: 'error.dark' }}
        />
      </Box>
      <Typography
        id={hintId}
        variant="caption"
        color="text.secondary"
        sx={{ textAlign: 'center', maxWidth: 120, lineHeight: 1.3 }}
      >
        {t('sos.hint')}
      </Typography>
      <Typography
        role="status"
        aria-live="assertive"
        variant="caption"
        sx={{ textAlign: 'center', fontWeight: 600, maxWidth: 160 }}
        color={phase === 'cancelled' ? 'warning.main' : 'text.primary'}
      >
        {status}
      </Typography>
    </Box>
  );
}
