import type { Localization } from '@mui/material/locale';
import type { LanguageId } from './languages.ts';

const loaded: Partial<Record<LanguageId, Localization>> = {};
const loading: Partial<Record<LanguageId, Promise<Localization>>> = {};

/**
 * MUI's own texts (pagination, close buttons, autocomplete) in a language of the console. English is MUI's own
 * (`undefined`: the theme's default, src/web/app/theme.ts); the others load when their language is first shown,
 * so a page in English carries none of them.
 */
export function muiLocaleFor(id: LanguageId): Localization | undefined | Promise<Localization> {
  if (id === 'en') return undefined;
  const ready = loaded[id];
  if (ready) return ready;
  loading[id] ??= import('./mui-locales.ts').then(
    ({ muiLocales }) => {
      const locale = muiLocales[id];
      loaded[id] = locale;
      return locale;
    },
    (error: unknown) => {
      delete loading[id]; // a failed download (offline) is tried again on the next attempt
      throw error;
    },
  );
  return loading[id];
}
