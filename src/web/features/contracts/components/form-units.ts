import { type FieldError, fieldErrorKey } from '../../../../shared/contract/field-errors.ts';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { scaledMessage, type UnitScales } from '../../../lib/body-resolver.ts';

export {
  bodyResolver,
  type Converted,
  numberOf,
  scaledMessage,
  type UnitScales,
} from '../../../lib/body-resolver.ts';

/*
 * The billing forms take amounts as people write them (a tax rate in percent, hours, money with decimals) while
 * the contract takes whole numbers (basis points, minutes, cents). A form's fields are named as the body's, hold the
 * text typed, and are converted before the contract's own schema checks them; its messages (and the server's) are
 * given back in the field's unit ("Must be at most 100", not 10000).
 */

/** A decimal typed with a dot or a comma, times 10^digits, rounded half-up; NaN when it is not a number. */
export function scaledInteger(text: string, digits: number): number {
  const value = text.trim().replace(',', '.');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[2] === '' && !match[3])) return Number.NaN;
  const [, sign, whole = '', fraction = ''] = match;
  const kept = fraction.padEnd(digits, '0').slice(0, digits);
  const next = fraction.charAt(digits);
  const magnitude = Number(`${whole || '0'}${kept}`) + (next !== '' && Number(next) >= 5 ? 1 : 0);
  return sign === '-' ? -magnitude : magnitude;
}

/** "7.5" (percent) → 750 basis points. */
export const percentToBp = (text: string) => scaledInteger(text, 2);
/** 750 basis points → "7.50". */
export const bpToPercent = (bp: number) => (bp / 100).toFixed(2);

/** "37.5" (hours) → 2250 minutes, rounded half-up. */
export function hoursToMinutes(text: string): number {
  const hundredths = scaledInteger(text, 2);
  return Number.isNaN(hundredths) ? Number.NaN : Math.round((hundredths * 60) / 100);
}
/** 2250 minutes → "37.5" (at most 2 decimals). */
export const minutesToHours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** "12.50" in a currency of `digits` decimals → 1250 minor units. */
export const moneyToCents = (text: string, digits: number) => scaledInteger(text, digits);
/** 1250 minor units → "12.50". */
export const centsToMoney = (cents: number, digits: number) => (cents / 10 ** digits).toFixed(digits);

/** The amount of minor units in the currency, as the viewer's language writes money. */
export function formatCurrency(cents: number, currency: string, digits: number, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 10 ** digits);
  } catch {
    return `${centsToMoney(cents, digits)} ${currency}`;
  }
}

export const perBasisPoint = (bp: number) => bp / 100;
export const perMinute = (minutes: number) => minutes / 60;
export const perMinorUnit = (digits: number) => (cents: number) => cents / 10 ** digits;

/** The server's field errors in the fields' units and at the forms' depth (see `bodyResolver`), for applyServerErrors. */
export function inFieldUnits(error: unknown, scales: UnitScales, depth = 1): unknown {
  if (!isApiError(error) || !error.fieldErrors) return error;
  const byCode: Record<string, string> = {};
  for (const [path, fieldError] of Object.entries(error.fieldErrors)) {
    const field = path.split('.').slice(0, depth).join('.');
    byCode[field] ??= scaledMessage(fieldErrorKey(fieldError as FieldError), scales[field.split('.')[0] as string]);
  }
  return new ApiError(error.status, error.code, error.message, { ...error.fields, ...byCode }, error.params);
}
