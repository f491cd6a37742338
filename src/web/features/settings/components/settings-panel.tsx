import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type LayoutStyle, layoutStyles } from '../../../../shared/settings.ts';
import { PanelDrawer } from '../../../components/panel-drawer.tsx';
import { useSettings } from '../settings-context.tsx';
import { FontSizeSlider } from './font-size-menu.tsx';

/** The settings side panel: layout style, width, parts shown, folded navbar and font size. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { settings, updateSettings } = useSettings();
  const { style, config } = settings.layout;
  return (
    <PanelDrawer title={t('panel.title')} open={open} onClose={onClose}>
      <Stack spacing={3}>
        <FormControl>
          <FormLabel id="layout-style-label">{t('panel.layout')}</FormLabel>
          <RadioGroup
            aria-labelledby="layout-style-label"
            value={style}
            onChange={(_event, value) => updateSettings({ layout: { style: value as LayoutStyle } })}
          >
            {layoutStyles.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={
                  <span>
                    {t(`panel.styles.${value}`)}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t(`panel.hints.${value}`)}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>

        <FormControl>
          <FormLabel id="container-width-label">{t('panel.containerWidth')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="container-width-label"
            value={config.mode}
            onChange={(_event, value) =>
              updateSettings({ layout: { config: { mode: value === 'boxed' ? 'boxed' : 'fullwidth' } } })
            }
          >
            <FormControlLabel value="fullwidth" control={<Radio />} label={t('panel.fullWidth')} />
            <FormControlLabel value="boxed" control={<Radio />} label={t('panel.boxed')} />
          </RadioGroup>
        </FormControl>

        <FormControl component="fieldset">
          <FormLabel component="legend">{t('panel.show')}</FormLabel>
          <FormControlLabel
            control={
              <Switch
                checked={config.navbar.display}
                onChange={(_event, checked) => updateSettings({ layout: { config: { navbar: { display: checked } } } })}
              />
            }
            label={t('panel.navbar')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={config.toolbar.display}
                onChange={(_event, checked) =>
                  updateSettings({ layout: { config: { toolbar: { display: checked } } } })
                }
              />
            }
            label={t('panel.toolbar')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={config.footer.display}
                onChange={(_event, checked) => updateSettings({ layout: { config: { footer: { display: checked } } } })}
              />
            }
            label={t('panel.footer')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={config.navbar.folded}
                disabled={style !== 'layout1'}
                onChange={(_event, checked) => updateSettings({ layout: { config: { navbar: { folded: checked } } } })}
              />
            }
            label={t('panel.navbarFolded')}
          />
        </FormControl>

        <FormControl>
          <FormLabel id="font-size-label">{t('fontSize.label')}</FormLabel>
          <FontSizeSlider labelledBy="font-size-label" />
        </FormControl>
      </Stack>
    </PanelDrawer>
  );
}
