import SosRounded from '@mui/icons-material/SosRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { red } from '@mui/material/colors';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Alert, alertMessageText } from '../../../../shared/contract/alerts.ts';
import { formatAlertDateTime, formatCount } from '../../../lib/format.ts';
import { useSosSound } from '../sos-sound.ts';

export interface SosBannerProps {
  /** Unseen SOS alerts, newest first. */
  alerts: readonly Alert[];
  onOpen: (alert: Alert) => void;
}

/**
 * A white inner ring that fades in and out ten times (16 s) when an SOS arrives; the alarm sound goes on repeating.
 * Only its opacity is animated, on a layer of its own, so the compositor runs it: animating the banner's box-shadow
 * forever repainted it every frame, half a CPU core for as long as an SOS stayed unseen.
 */
const pulseSx = {
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  boxShadow: 'inset 0 0 0 4px rgba(255,255,255,0.55)',
  opacity: 0,
  '@media (prefers-reduced-motion: no-preference)': {
    willChange: 'opacity',
    animation: 'sos-pulse 1.6s ease-in-out 10',
  },
  '@keyframes sos-pulse': {
    '0%, 100%': { opacity: 0 },
    '50%': { opacity: 1 },
  },
} as const;

/**
 * The SOS banner across the top of every console screen, with an alarm sound, while an SOS is unseen (docs/product/alerts.md#sos-banner).
 * It shows the newest; opening it acknowledges it for every operator, and the next one (if any) takes its place.
 */
export function SosBanner({ alerts, onOpen }: SosBannerProps) {
  const { t } = useTranslation('alerts');
  const newest = alerts[0];
  const sound = useSosSound(newest !== undefined);
  if (!newest) return null;
  const guard = newest.guard?.name ?? t('unknownGuard');
  return (
    <Box
      role="alert"
      data-testid="sos-banner"
      data-alert-id={newest.id}
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        px: { xs: 1.5, sm: 3 },
        py: 1.25,
        // The same strong red with white text in light and dark mode (6:1 contrast): an alarm, not a theme colour.
        bgcolor: red[800],
        color: 'common.white',
        borderBottom: 3,
        borderColor: red[900],
        zIndex: theme.zIndex.appBar + 1,
        position: 'relative',
      })}
    >
      {/* Keyed by the alert, so each new SOS pulses again. */}
      <Box key={newest.id} component="span" aria-hidden sx={pulseSx} />
      <SosRounded sx={{ fontSize: 36 }} aria-hidden />
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: { xs: 16, sm: 18 }, lineHeight: 1.3 }}>
          {t('sos.raisedBy', { guard })}
          {newest.event ? ` ${t('sos.atEvent', { event: newest.event.name })}` : ''} ·{' '}
          <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
            {formatAlertDateTime(newest.createdAt)}
          </Box>
        </Typography>
        {alertMessageText(newest.message) ? (
          <Typography
            component="p"
            variant="body2"
            // On a phone the banner stays short: the whole message is in the popup.
            sx={{
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: { xs: 2, sm: 'none' },
              overflow: 'hidden',
            }}
          >
            <bdi>{alertMessageText(newest.message)}</bdi>
          </Typography>
        ) : null}
        {alerts.length > 1 ? (
          <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
            {t('sos.more', { count: formatCount(alerts.length - 1) })}
          </Typography>
        ) : null}
        {sound.blocked ? (
          <Typography component="p" variant="body2">
            {t('sos.soundBlocked')}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {sound.blocked ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<VolumeUpRounded />}
            onClick={sound.enable}
            sx={{ borderColor: 'currentColor' }}
          >
            {t('sos.turnOnSound')}
          </Button>
        ) : null}
        <Button
          variant="contained"
          onClick={() => onOpen(newest)}
          sx={{ bgcolor: 'common.white', color: red[900], fontWeight: 800, '&:hover': { bgcolor: 'grey.100' } }}
        >
          {t('sos.open')}
        </Button>
      </Box>
    </Box>
  );
}
