import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchUnit } from '../../../../shared/contract/dispatch.ts';
import { formatCount } from '../../../lib/format.ts';
import { formatDistance } from '../dispatch-format.ts';

/**
 * The units for a call, as the server ranks them (available first, each group nearest first), each with an Assign
 * button. The keyboard moves between the buttons with ↑ and ↓ (one tab stop for the whole list) and Enter assigns
 * the unit in focus.
 */
export function UnitList({
  units,
  speedKmh,
  assigneeId,
  pendingUserId,
  onAssign,
}: {
  units: readonly DispatchUnit[];
  speedKmh: number;
  /** The call's current guard: their row says so instead of offering to assign. */
  assigneeId: string | null;
  /** The unit an assignment is being sent for. */
  pendingUserId: string | null;
  onAssign: (unit: DispatchUnit) => void;
}) {
  const { t } = useTranslation('dispatch');
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hintId = useId();
  const activeIndex = Math.min(active, Math.max(units.length - 1, 0));
  const busy = pendingUserId !== null;

  const move = (index: number) => {
    const next = (index + units.length) % units.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (units.length === 0) return;
    if (event.key === 'ArrowDown') move(activeIndex + 1);
    else if (event.key === 'ArrowUp') move(activeIndex - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(units.length - 1);
    else if (event.key === 'Enter') {
      const unit = units[activeIndex];
      if (unit && unit.userId !== assigneeId && !busy) onAssign(unit);
    } else return;
    event.preventDefault();
  };

  if (units.length === 0) return <Typography color="text.secondary">{t('units.empty')}</Typography>;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
        <StraightenOutlined fontSize="small" sx={{ mt: '2px' }} aria-hidden />
        <Typography variant="body2" data-testid="units-speed-note">
          {t('units.straightLine', { speed: formatCount(speedKmh) })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
        <KeyboardOutlined fontSize="small" sx={{ mt: '2px' }} aria-hidden />
        <Typography variant="body2" id={hintId}>
          {t('units.keyboardHint')}
        </Typography>
      </Stack>
      <Box
        component="ul"
        aria-label={t('units.title')}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        data-testid="unit-list"
        sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {units.map((unit, index) => {
          const current = unit.userId === assigneeId;
          return (
            <Box
              component="li"
              key={unit.userId}
              data-testid="unit-row"
              data-unit={unit.userId}
              data-available={unit.available}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 1.5,
                py: 1,
                '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
                '&:focus-within': { bgcolor: 'action.hover' },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }} dir="auto">
                    {unit.name}
                  </Typography>
                  <Chip
                    size="small"
                    color={unit.available ? 'success' : 'default'}
                    variant={unit.available ? 'filled' : 'outlined'}
                    label={unit.available ? t('units.available') : t('units.busy')}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {unit.distanceMeters !== null && unit.etaMinutes !== null
                    ? t('units.distance', {
                        distance: formatDistance(unit.distanceMeters),
                        minutes: formatCount(unit.etaMinutes),
                      })
                    : t('units.noPosition')}
                </Typography>
                {unit.available ? null : (
                  <Typography variant="body2" color="text.secondary" dir="auto">
                    {unit.eventName ? t('units.busyOn', { place: unit.eventName }) : t('units.busyOnCall')}
                  </Typography>
                )}
              </Box>
              <Button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                variant={current ? 'text' : unit.available ? 'contained' : 'outlined'}
                size="small"
                tabIndex={index === activeIndex ? 0 : -1}
                disabled={busy && unit.userId !== pendingUserId}
                // The current guard's row keeps its place in the arrow-key order, but assigns nothing.
                aria-disabled={current || undefined}
                loading={unit.userId === pendingUserId}
                onFocus={() => setActive(index)}
                onClick={() => {
                  if (!current && !busy) onAssign(unit);
                }}
                aria-label={current ? t('units.current') : t('units.assignTo', { name: unit.name })}
                sx={{ flexShrink: 0, minWidth: 88 }}
              >
                {current ? t('units.current') : assigneeId ? t('units.reassign') : t('units.assign')}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
