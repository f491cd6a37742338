/// <reference types="vite/client" />
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  defaultLanguage,
  isLanguageId,
  type Language,
  type LanguageId,
  languageOf,
  languages,
  namespaces,
} from './languages.ts';
import { muiLocaleFor } from './mui-locale.ts';

export const languageStorageKey = 'watchpost.language';

/**
 * Each translation file is its own small chunk, loaded when a screen of its area first needs it. A language's
 * files come with MUI's texts of that language (mui-locale.ts), so once a language's translations are ready, the
 * theme has its texts too and does not suspend the page.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts');

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`No translation file ${language}/${namespace}`), false);
      return;
    }
    const muiTexts = isLanguageId(language) ? Promise.resolve(muiLocaleFor(language)) : Promise.resolve();
    // MUI's texts failing to load is the theme's to meet (it tries again); the translations are still good.
    Promise.all([load(), muiTexts.catch(() => undefined)]).then(
      ([module]) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function storedLanguage(): LanguageId {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguageId(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language.locale;
  document.documentElement.dir = language.direction;
}

export const i18n = i18next.createInstance();

const initialLanguage = typeof window === 'undefined' ? defaultLanguage : storedLanguage();

applyToDocument(languageOf(initialLanguage));

void i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: languages.map((language) => language.id),
    load: 'currentOnly',
    // `errors` words any failure and `validation` any field error (by code), which can come before a screen's
    // own texts have loaded; a language change loads them in the new language.
    ns: ['common', 'nav', 'errors', 'validation'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** Switches the language of the whole app, keeps the choice in this browser, and mirrors the page for Arabic. */
export async function changeLanguage(id: LanguageId): Promise<void> {
  try {
    window.localStorage.setItem(languageStorageKey, id);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
  await i18n.changeLanguage(id);
  applyToDocument(languageOf(id));
}

/** Loads every namespace of a language (tests render synchronously after this). */
export async function loadAllNamespaces(): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  // Never suspends: the providers need the language before any translation file has arrived.
  const { i18n: instance } = useTranslation(undefined, { useSuspense: false });
  return languageOf(instance.resolvedLanguage ?? instance.language);
}

/** The Intl locale of the current language, for formatting outside React. */
export function currentLocale(): string {
  return languageOf(i18n.resolvedLanguage ?? i18n.language).locale;
}
