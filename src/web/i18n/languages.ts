/** The languages of the console (docs/product/settings-and-i18n.md#languages). `locale` is what Intl and MUI format dates and numbers with. */
export const languages = [
  { id: 'en', title: 'English', direction: 'ltr', locale: 'en-US' },
  { id: 'tr', title: 'Türkçe', direction: 'ltr', locale: 'tr-TR' },
  { id: 'ar', title: 'العربية', direction: 'rtl', locale: 'ar' },
  { id: 'jp', title: '日本語', direction: 'ltr', locale: 'ja-JP' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageId = Language['id'];
export type Direction = Language['direction'];

export const defaultLanguage: LanguageId = 'en';

export function isLanguageId(value: unknown): value is LanguageId {
  return languages.some((language) => language.id === value);
}

export function languageOf(id: string | undefined): Language {
  return languages.find((language) => language.id === id) ?? languages[0];
}

/** The namespaces of the translation files: one per area of the product. */
export const namespaces = [
  'common',
  'nav',
  'validation',
  'errors',
  'shell',
  'settings',
  'auth',
  'dashboard',
  'clients',
  'users',
  'profile',
  'visitors',
  'quickPanel',
  'customers',
  'events',
  'personnel',
  'tasks',
  'breaks',
  'badges',
  'field',
  'alerts',
  'map',
  'incidentReports',
  'workforceReports',
  'activityLogs',
  'performanceMetrics',
  'payrollReports',
  'messenger',
  'audit',
  'gettingStarted',
  'shifts',
  'dailyActivity',
  'reportDelivery',
  'contracts',
  'invoices',
  'payRuns',
  'dispatch',
  'patrolRoutes',
] as const;
export type Namespace = (typeof namespaces)[number];
