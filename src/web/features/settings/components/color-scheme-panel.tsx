import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColorScheme, colorSchemes, schemeNameOf } from '../../../../shared/settings.ts';
import { PanelDrawer } from '../../../components/panel-drawer.tsx';
import { useSettings } from '../settings-context.tsx';
import { PaletteEditorDialog } from './palette-editor-dialog.tsx';

function SchemePreview({ scheme }: { scheme: ColorScheme }) {
  const { main, navbar } = scheme.theme;
  return (
    <Box sx={{ display: 'flex', height: 56, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <Box sx={{ width: 18, bgcolor: navbar.background.default }} />
      <Box
        sx={{ flex: 1, bgcolor: main.background.default, p: 0.75, display: 'flex', flexDirection: 'column', gap: 0.5 }}
      >
        <Box sx={{ height: 8, borderRadius: 0.5, bgcolor: main.background.paper }} />
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Box sx={{ width: 22, height: 10, borderRadius: 0.5, bgcolor: main.primary.main }} />
          <Box sx={{ width: 14, height: 10, borderRadius: 0.5, bgcolor: main.secondary.main }} />
        </Box>
        <Box sx={{ height: 4, width: '70%', borderRadius: 0.5, bgcolor: main.text.secondary, opacity: 0.6 }} />
      </Box>
    </Box>
  );
}

type LooseTranslate = (key: string, options?: Record<string, unknown>) => string;

/** A scheme's name in the current language: 'emeraldGoldDark' → 'Emerald gold dark'. */
function schemeLabel(t: TFunction<'settings'>, name: string, fallback: string): string {
  const translate = t as unknown as LooseTranslate;
  const dark = name.endsWith('Dark');
  const seed = dark ? name.slice(0, -'Dark'.length) : name;
  const base = translate(`schemes.names.${seed}`, { defaultValue: fallback });
  return dark ? translate('schemes.dark', { name: base }) : base;
}

/** The colour-scheme side panel: the eighteen schemes; a click applies and saves one. */
export function ColorSchemePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { settings, setTheme } = useSettings();
  const [editing, setEditing] = useState(false);
  const current = schemeNameOf(settings.theme);
  return (
    <PanelDrawer title={t('schemes.title')} open={open} onClose={onClose}>
      <Button variant="outlined" fullWidth onClick={() => setEditing(true)} sx={{ mb: 2 }}>
        {t('schemes.customise')}
      </Button>
      <Box
        role="list"
        aria-label={t('schemes.title')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
      >
        {colorSchemes.map((scheme) => {
          const selected = scheme.name === current;
          return (
            <Box role="listitem" key={scheme.name}>
              <ButtonBase
                onClick={() => setTheme(scheme.theme)}
                aria-pressed={selected}
                data-scheme={scheme.name}
                sx={{
                  width: '100%',
                  display: 'block',
                  textAlign: 'left',
                  p: 0.75,
                  borderRadius: 1.5,
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <SchemePreview scheme={scheme} />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                  <Typography variant="caption" sx={{ fontWeight: 600, flex: 1 }} noWrap>
                    {schemeLabel(t, scheme.name, scheme.label)}
                  </Typography>
                  {selected ? <CheckCircleRounded color="primary" sx={{ fontSize: 16 }} /> : null}
                </Box>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      {editing ? <PaletteEditorDialog onClose={() => setEditing(false)} /> : null}
    </PanelDrawer>
  );
}
