import type { ErrorParams } from '../../shared/contract/errors.ts';
import { isRole } from '../../shared/roles.ts';
import { isApiError } from '../lib/api-client.ts';
import { i18n } from './i18n.ts';
import { defaultLanguage } from './languages.ts';

type LooseTranslate = (key: string, options: Record<string, unknown>) => string;

/** Error codes contain dots: the `errors` files are flat, keyed by code. */
const lookup = { ns: 'errors', keySeparator: false, nsSeparator: false } as const;

/** An answer without the error body: its key in the `errors` files, shown with `status` and `statusText`. */
export const httpErrorKey = 'http_error';

/** The key of a visitor's status (an id of the visitors contract) as a sentence words it, in the `errors` files. */
export const visitorStatusKey = (status: string) => `visitor_status.${status}`;

const translate = (key: string, options: Record<string, unknown>) =>
  (i18n.t as unknown as LooseTranslate)(key, { ...options, ...lookup });

/** Params that are ids (a role, a visitor's status): shown as their label in the current language. */
function shownParams(params: ErrorParams): Record<string, unknown> {
  const shown: Record<string, unknown> = { ...params };
  const { role, status, resource } = params;
  if (typeof role === 'string' && isRole(role)) shown.role = i18n.t(`common:roles.${role}`);
  if (typeof status === 'string' && i18n.exists(visitorStatusKey(status), lookup)) {
    shown.status = translate(visitorStatusKey(status), {});
  }
  // `not_found` with `{ resource: 'client' }` reads `not_found_client` ("No such client.").
  if (typeof resource === 'string') shown.context = resource;
  // `count`, or the one number a code takes, picks the plural form (`client.has_events_one`).
  const numbers = Object.values(params).filter((value) => typeof value === 'number');
  if (shown.count === undefined && numbers.length === 1) shown.count = numbers[0];
  return shown;
}

/** The text of a code from the error table (src/shared/contract/errors.ts) with its params, in this language. */
export function translateErrorCode(code: string, params: ErrorParams = {}, defaultValue?: string): string {
  return translate(code, { ...shownParams(params), ...(defaultValue !== undefined && { defaultValue }) });
}

/** An error as the API sends it: an ApiError, or one refusal of a batch (the field app's sync). */
export interface ErrorParts {
  code: string;
  message: string;
  params?: ErrorParams | undefined;
}

/**
 * An API error in the current language, by its code and params (docs/decisions/0019-error-codes.md): a business
 * refusal (a dotted code such as `client.has_events`) by the code's text; a generic code (`not_found`,
 * `conflict`…) by its text, made specific by its params (`not_found` of a `resource`) — for an English reader a
 * generic code without such params keeps the server's own, more specific English. An answer without an error
 * body (`http_502`) is shown by its status; a code this app does not know, by the message it came with.
 */
export function translateErrorParts({ code, message, params }: ErrorParts): string {
  if (i18n.exists(code, lookup)) {
    const generic = !code.includes('.');
    const english = (i18n.resolvedLanguage ?? i18n.language) === defaultLanguage;
    if (generic && english && params?.resource === undefined) return message;
    return translateErrorCode(code, params, message);
  }
  if (code.startsWith('http_') && params) return translateErrorCode(httpErrorKey, params, message).trim();
  return message;
}

/** Any failure as a sentence in the current language: an API error by its code, others by their message. */
export function translateError(error: unknown): string {
  if (isApiError(error)) return translateErrorParts(error);
  if (error instanceof Error) return error.message;
  return String(error);
}
