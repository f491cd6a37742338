import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import SosRounded from '@mui/icons-material/SosRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { red } from '@mui/material/colors';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../../shared/contract/alerts.ts';
import { useAlertTexts } from '../../../lib/alert-texts.ts';
import { formatAlertDateTime, formatCount } from '../../../lib/format.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useSosBannerCollapse } from '../sos-banner-collapse.ts';
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

const alarmRed = { bgcolor: red[800], color: 'common.white' } as const;
const openButtonSx = {
  bgcolor: 'common.white',
  color: red[900],
  fontWeight: 800,
  flexShrink: 0,
  '&:hover': { bgcolor: 'grey.100' },
} as const;

/**
 * The banner's frame on phones and desktops: the same strong red with white text in light and dark mode (6:1
 * contrast), an alarm rather than a theme colour, above the app bar.
 */
const bannerFrameSx = (theme: Theme) => ({
  ...alarmRed,
  display: 'flex',
  alignItems: 'center',
  borderBottom: 3,
  borderColor: red[900],
  zIndex: theme.zIndex.appBar + 1,
  position: 'relative' as const,
});

/**
 * The SOS banner across the top of every console screen, with an alarm sound, while an SOS is unseen (docs/product/alerts.md#sos-banner).
 * It shows the newest; opening it acknowledges it for every operator, and the next one (if any) takes its place.
 * On a phone it is one line. An operator who has seen it may fold it into a pill that stays on screen (this browser
 * remembers it per alert; a new SOS unfolds it); folding acknowledges nothing and the alarm goes on.
 */
export function SosBanner({ alerts, onOpen }: SosBannerProps) {
  const { t } = useTranslation('alerts');
  const texts = useAlertTexts();
  const phone = useIsPhone();
  const newest = alerts[0];
  const sound = useSosSound(newest !== undefined);
  const fold = useSosBannerCollapse(alerts.map((alert) => alert.id));
  // Keyboard focus follows the fold: to the pill when folded, back to the banner's Open button when unfolded.
  const focusNext = useRef<'pill' | 'open' | null>(null);
  const pillRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target =
      focusNext.current === 'pill' ? pillRef.current : focusNext.current === 'open' ? openRef.current : null;
    focusNext.current = null;
    target?.focus();
  });
  if (!newest) return null;
  const count = formatCount(alerts.length);

  if (fold.collapsed) {
    return (
      <Button
        ref={pillRef}
        data-testid="sos-pill"
        data-alert-id={newest.id}
        aria-label={t('sos.pillLabel', { count })}
        onClick={() => {
          focusNext.current = 'open';
          fold.expand();
        }}
        startIcon={<NotificationsActiveRounded />}
        // Points at where the banner comes back.
        endIcon={<ExpandLessRounded />}
        sx={(theme) => ({
          ...alarmRed,
          position: 'fixed',
          bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
          // Centred the same way in both directions (a flipped `left` with a translate would not be).
          left: 0,
          right: 0,
          mx: 'auto',
          width: 'fit-content',
          // Above the page like the banner, under dialogs (a phone's full-screen dialog keeps its buttons).
          zIndex: theme.zIndex.appBar + 1,
          borderRadius: 999,
          px: 2,
          fontWeight: 800,
          border: 2,
          borderColor: 'common.white',
          boxShadow: 6,
          '&:hover': { bgcolor: red[900] },
        })}
      >
        {t('sos.pill', { count })}
      </Button>
    );
  }

  const guard = newest.guard?.name ?? t('unknownGuard');
  const message = texts.text(newest);
  const collapseButton = (
    <Tooltip title={t('sos.collapse')}>
      <IconButton
        color="inherit"
        aria-label={t('sos.collapse')}
        onClick={() => {
          focusNext.current = 'pill';
          fold.collapse();
        }}
        size={phone ? 'small' : 'medium'}
        sx={{ flexShrink: 0 }}
      >
        <ExpandLessRounded />
      </IconButton>
    </Tooltip>
  );
  const openButton = (
    <Button
      ref={openRef}
      variant="contained"
      size={phone ? 'small' : 'medium'}
      onClick={() => onOpen(newest)}
      sx={openButtonSx}
    >
      {t('sos.open')}
    </Button>
  );

  if (phone) {
    return (
      <Box
        role="alert"
        data-testid="sos-banner"
        data-alert-id={newest.id}
        sx={(theme) => ({ ...bannerFrameSx(theme), gap: 1, px: 1.5, py: 0.75 })}
      >
        <Box key={newest.id} component="span" aria-hidden sx={pulseSx} />
        <SosRounded sx={{ fontSize: 28, flexShrink: 0 }} aria-hidden />
        <Typography
          component="p"
          noWrap
          sx={{ fontWeight: 800, fontSize: 16, flex: 1, minWidth: 0 }}
          title={texts.title(newest)}
        >
          <bdi>{texts.title(newest)}</bdi>
        </Typography>
        {alerts.length > 1 ? (
          <Box
            component="span"
            aria-label={t('sos.more', { count: formatCount(alerts.length - 1) })}
            role="img"
            sx={{ fontWeight: 800, px: 0.75, borderRadius: 999, bgcolor: red[900], flexShrink: 0 }}
          >
            {t('sos.moreShort', { count: formatCount(alerts.length - 1) })}
          </Box>
        ) : null}
        {sound.blocked ? (
          <Tooltip title={t('sos.soundBlocked')}>
            <IconButton color="inherit" size="small" aria-label={t('sos.turnOnSound')} onClick={sound.enable}>
              <VolumeUpRounded />
            </IconButton>
          </Tooltip>
        ) : null}
        {openButton}
        {collapseButton}
      </Box>
    );
  }

  return (
    <Box
      role="alert"
      data-testid="sos-banner"
      data-alert-id={newest.id}
      sx={(theme) => ({ ...bannerFrameSx(theme), flexWrap: 'wrap', gap: 2, px: 3, py: 1.25 })}
    >
      {/* Keyed by the alert, so each new SOS pulses again. */}
      <Box key={newest.id} component="span" aria-hidden sx={pulseSx} />
      <SosRounded sx={{ fontSize: 36 }} aria-hidden />
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.3 }}>
          {/* An SOS is a call for help; a missed check-call or no movement says what was missed. */}
          {newest.type === 'SOS' ? t('sos.raisedBy', { guard }) : <bdi>{texts.title(newest)}</bdi>}
          {newest.event ? ` ${t('sos.atEvent', { event: newest.event.name })}` : ''} ·{' '}
          <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
            {formatAlertDateTime(newest.createdAt)}
          </Box>
        </Typography>
        {message ? (
          <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{message}</bdi>
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
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
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
        {openButton}
        {collapseButton}
      </Box>
    </Box>
  );
}
