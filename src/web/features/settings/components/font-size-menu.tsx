import FormatSizeRounded from '@mui/icons-material/FormatSizeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fontSizeRange } from '../../../../shared/settings.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useSettings } from '../settings-context.tsx';

/** A font-size factor as a percentage in the current language ('120%', '%120' in Turkish). */
export function formatFontSize(value: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** The font-size slider (0.7–1.3, step 0.1) bound to the user's settings; in the settings panel and the menu. */
export function FontSizeSlider({ labelledBy }: { labelledBy: string }) {
  const { settings, updateSettings } = useSettings();
  return (
    <Slider
      aria-labelledby={labelledBy}
      value={settings.fontSize}
      min={fontSizeRange.min}
      max={fontSizeRange.max}
      step={fontSizeRange.step}
      marks
      valueLabelDisplay="auto"
      valueLabelFormat={formatFontSize}
      getAriaValueText={formatFontSize}
      onChange={(_event, value) => {
        if (typeof value === 'number') updateSettings({ fontSize: Math.round(value * 10) / 10 });
      }}
    />
  );
}

/** The toolbar's font-size menu (docs/product/settings-and-i18n.md#font-size): the same setting as the settings panel's slider. */
export function FontSizeMenu() {
  const { t } = useTranslation('settings');
  const { settings, updateSettings } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const labelId = useId();
  const current = formatFontSize(settings.fontSize);
  return (
    <>
      <Tooltip title={t('fontSize.label')}>
        <IconButton
          aria-label={t('fontSize.menu', { value: current })}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="font-size-menu"
          // A phone's toolbar has no room for it; the settings panel has the same slider.
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <FormatSizeRounded />
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': labelId, sx: { mt: 1 } } }}
      >
        <Box sx={{ width: 260, px: 2.5, pt: 1.5, pb: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
            <Typography id={labelId} variant="subtitle2" component="h2">
              {t('fontSize.label')}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="bdi">
              {current}
            </Typography>
          </Box>
          <Box sx={{ px: 1 }}>
            <FontSizeSlider labelledBy={labelId} />
          </Box>
          <Button
            size="small"
            onClick={() => updateSettings({ fontSize: 1 })}
            disabled={settings.fontSize === 1}
            sx={{ ml: -1 }}
          >
            {t('fontSize.reset', { value: formatFontSize(1) })}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
