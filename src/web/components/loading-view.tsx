import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { type LanguageId, languageOf } from '../i18n/languages.ts';
import { fullPageColumnSx } from './full-page.ts';
import { LogoMark } from './logo.tsx';

/** The splash shows before any translation file has arrived, so its label is written here in each language. */
const splashLabels: Record<LanguageId, string> = {
  en: 'Loading Watchpost',
  tr: 'Watchpost yükleniyor',
  ar: 'جارٍ تحميل Watchpost',
  jp: 'Watchpost を読み込み中',
};

/** The splash's label in the current language (no namespace needed). */
export function splashLabel(): string {
  return splashLabels[languageOf(i18n.resolvedLanguage ?? i18n.language).id];
}

/** The loading splash: a centred logo and a progress bar (docs/product/settings-and-i18n.md#shell). */
export function LoadingView({ label = splashLabel() }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" aria-label={label} sx={fullPageColumnSx}>
      <LogoMark size={64} />
      <Box sx={{ width: 160 }}>
        <LinearProgress aria-label={label} />
      </Box>
    </Box>
  );
}

/** A smaller loading state for the content area of the shell while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  const label = t('pages.loadingPage');
  return (
    <Box role="status" aria-label={label} sx={{ py: 10, display: 'flex', justifyContent: 'center' }}>
      <Box sx={{ width: 160 }}>
        <LinearProgress aria-label={label} />
      </Box>
    </Box>
  );
}
