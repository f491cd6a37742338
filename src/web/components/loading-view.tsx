import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { type LanguageId, languageOf } from '../i18n/languages.ts';
import { LogoMark } from './logo.tsx';
import './plain-ui.css';

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

/** MUI's indeterminate linear progress bar, drawn without MUI (plain-ui.css). */
function ProgressBar({ label }: { label: string }) {
  return (
    <div style={{ width: 160 }}>
      {/* MUI's class names too: tools that wait for the page to settle look for them. */}
      <span
        className="wp-progress MuiLinearProgress-root MuiLinearProgress-indeterminate"
        role="progressbar"
        aria-label={label}
      >
        <span />
        <span />
      </span>
    </div>
  );
}

/**
 * The loading splash: a centred logo and a progress bar (docs/product/settings-and-i18n.md#shell). Drawn without
 * MUI, as it shows before MUI has loaded.
 */
export function LoadingView({ label = splashLabel() }: { label?: string }) {
  return (
    <div className="wp-full-page" role="status" aria-live="polite" aria-label={label}>
      <LogoMark size={64} />
      <ProgressBar label={label} />
    </div>
  );
}

/** A smaller loading state for the content area of the shell while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  const label = t('pages.loadingPage');
  return (
    <div role="status" aria-label={label} style={{ paddingBlock: 80, display: 'flex', justifyContent: 'center' }}>
      <ProgressBar label={label} />
    </div>
  );
}
