import { useLayoutEffect } from 'react';
import type { Palette } from '../../shared/settings.ts';
import { useSettings, useShownTheme } from '../features/settings/settings-context.tsx';

/**
 * The custom properties of src/web/components/plain-ui.css for a palette: what MUI's theme (theme.ts) takes from
 * it, so a page drawn without MUI (sign-in, the splash) has the colours of the one drawn with it.
 */
export function pageColorProperties(palette: Palette, fontSize = 1): Record<string, string> {
  return {
    '--wp-mode': palette.mode,
    '--wp-root-font-size': `${Math.round(62.5 * fontSize * 100) / 100}%`,
    '--wp-background': palette.background.default,
    '--wp-paper': palette.background.paper,
    '--wp-text': palette.text.primary,
    '--wp-text-secondary': palette.text.secondary,
    '--wp-primary': palette.primary.main,
    '--wp-primary-dark': palette.primary.dark,
    '--wp-primary-contrast': palette.primary.contrastText,
  };
}

/** Keeps <html>'s colour properties and mode (`data-wp-mode`) on the palette on screen. */
export function usePageColors(): void {
  const { settings } = useSettings();
  const main = useShownTheme().main;
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(pageColorProperties(main, settings.fontSize))) {
      root.style.setProperty(name, value);
    }
    root.dataset.wpMode = main.mode;
  }, [main, settings.fontSize]);
}
