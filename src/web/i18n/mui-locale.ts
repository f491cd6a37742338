import { enUS, type Localization } from '@mui/material/locale';
import type { LanguageId } from './languages.ts';

const loaded: Partial<Record<LanguageId, Localization>> = { en: enUS };
const loading: Partial<Record<LanguageId, Promise<Localization>>> = {};

/**
 * MUI's own texts (pagination, close buttons, autocomplete) in a language of the console. English comes with the
 * app; the others load when their language is first shown, so a page in English carries none of them.
 */
export function muiLocaleFor(id: LanguageId): Localization | Promise<Localization> {
  const ready = loaded[id];
  if (ready) return ready;
  loading[id] ??= import('./mui-locales.ts').then(
    ({ muiLocales }) => {
      const locale = id === 'en' ? enUS : muiLocales[id];
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
