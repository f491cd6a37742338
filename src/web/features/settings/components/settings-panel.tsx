import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { fontSizeRange, type LayoutStyle, layoutStyleLabels, layoutStyles } from '../../../../shared/settings.ts';
import { useSettings } from '../settings-context.tsx';
import { PanelDrawer } from './panel-drawer.tsx';

const styleHints: Record<LayoutStyle, string> = {
  layout1: 'Navigation in a bar on the left',
  layout2: 'Navigation as a menu bar under the toolbar',
  layout3: 'Folded icon navigation and a lower toolbar',
};

/** The settings side panel: layout style, width, parts shown, folded navbar and font size. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { settings, updateSettings } = useSettings();
  const { style, config } = settings.layout;
  return (
    <PanelDrawer title="Settings" open={open} onClose={onClose}>
      <Stack spacing={3}>
        <FormControl>
          <FormLabel id="layout-style-label">Layout</FormLabel>
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
                    {layoutStyleLabels[value]}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {styleHints[value]}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>

        <FormControl>
          <FormLabel id="container-width-label">Container width</FormLabel>
          <RadioGroup
            row
            aria-labelledby="container-width-label"
            value={config.mode}
            onChange={(_event, value) =>
              updateSettings({ layout: { config: { mode: value === 'boxed' ? 'boxed' : 'fullwidth' } } })
            }
          >
            <FormControlLabel value="fullwidth" control={<Radio />} label="Full width" />
            <FormControlLabel value="boxed" control={<Radio />} label="Boxed" />
          </RadioGroup>
        </FormControl>

        <FormControl component="fieldset">
          <FormLabel component="legend">Show</FormLabel>
          <FormControlLabel
            control={
              <Switch
                checked={config.navbar.display}
                onChange={(_event, checked) => updateSettings({ layout: { config: { navbar: { display: checked } } } })}
              />
            }
            label="Navbar"
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
            label="Toolbar"
          />
          <FormControlLabel
            control={
              <Switch
                checked={config.footer.display}
                onChange={(_event, checked) => updateSettings({ layout: { config: { footer: { display: checked } } } })}
              />
            }
            label="Footer"
          />
          <FormControlLabel
            control={
              <Switch
                checked={config.navbar.folded}
                disabled={style !== 'layout1'}
                onChange={(_event, checked) => updateSettings({ layout: { config: { navbar: { folded: checked } } } })}
              />
            }
            label="Navbar folded"
          />
        </FormControl>

        <FormControl>
          <FormLabel id="font-size-label">Font size</FormLabel>
          <Slider
            aria-labelledby="font-size-label"
            value={settings.fontSize}
            min={fontSizeRange.min}
            max={fontSizeRange.max}
            step={fontSizeRange.step}
            marks
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
            getAriaValueText={(value) => `${Math.round(value * 100)}%`}
            onChange={(_event, value) => {
              if (typeof value === 'number') updateSettings({ fontSize: Math.round(value * 10) / 10 });
            }}
          />
        </FormControl>
      </Stack>
    </PanelDrawer>
  );
}
