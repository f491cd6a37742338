import type { ErrorParams } from '../../shared/contract/errors.ts';
import { isRole, roleLabels } from '../../shared/roles.ts';
import { isApiError } from '../lib/api-client.ts';
import { i18n, translateMessage } from './i18n.ts';
import { defaultLanguage } from './languages.ts';

type LooseTranslate = (key: string, options: Record<string, unknown>) => string;

const lookup = { ns: 'messages', keySeparator: false, nsSeparator: false } as const;

/** An answer without the error body: its key in the `messages` files, shown with `status` and `statusText`. */
export const httpErrorKey = 'http_error';

/**
 * A visitor's status (the ids of the visitors contract) as a sentence words it: its label in lower case, a key
 * of the `messages` files. Kept here so that showing an error does not load the visitors contract and zod.
 */
export const visitorStatusWords: Record<string, string> = {
  requested: 'requested',
  expected: 'expected',
  checked_in: 'on site',
  checked_out: 'checked out',
  denied: 'declined',
  cancelled: 'cancelled',
};

/** Params that are ids (a role, a visitor's status): shown as their label in the current language. */
function shownParams(params: ErrorParams): Record<string, unknown> {
  const shown: Record<string, unknown> = { ...params };
  const { role, status } = params;
  if (typeof role === 'string' && isRole(role)) shown.role = translateMessage(roleLabels[role]);
  const statusWord = typeof status === 'string' ? visitorStatusWords[status] : undefined;
  if (statusWord) shown.status = translateMessage(statusWord);
  // `count`, or the one number a code takes, picks the plural form (`client.has_events_one`).
  const numbers = Object.values(params).filter((value) => typeof value === 'number');
  if (shown.count === undefined && numbers.length === 1) shown.count = numbers[0];
  return shown;
}

/** The text of a code from the error table (src/shared/contract/errors.ts) with its params, in this language. */
export function translateErrorCode(code: string, params: ErrorParams = {}, defaultValue?: string): string {
  return (i18n.t as unknown as LooseTranslate)(code, {
    ...shownParams(params),
    ...lookup,
    ...(defaultValue !== undefined && { defaultValue }),
  });
}

/** An error as the API sends it: an ApiError, or one refusal of a batch (the field app's sync). */
export interface ErrorParts {
  code: string;
  message: string;
  params?: ErrorParams | undefined;
}

/**
 * An API error in the current language, by its code: a business refusal (a dotted code such as
 * `client.has_events`) by the code's text with its params; a generic code (`not_found`, `bad_request`…) by the
 * message it came with when that is one of the shared contract's known messages, else by the code's own text
 * (in English, the message itself).
 */
export function translateErrorParts({ code, message, params }: ErrorParts): string {
  const known = i18n.exists(code, lookup);
  if (code.includes('.') && known) return translateErrorCode(code, params, message);
  if (i18n.exists(message, lookup)) return translateMessage(message);
  if (code.startsWith('http_') && params) return translateErrorCode(httpErrorKey, params, message).trim();
  const english = (i18n.resolvedLanguage ?? i18n.language) === defaultLanguage;
  return known && !english ? translateErrorCode(code, params, message) : message;
}

/** Any failure as a sentence in the current language: an API error by its code, others by their message. */
export function translateError(error: unknown): string {
  if (isApiError(error)) return translateErrorParts(error);
  if (error instanceof Error) return translateMessage(error.message);
  return translateMessage(String(error));
}
