import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { type FieldError, fieldErrorKey, parseFieldErrorKey } from '../../../../shared/contract/field-errors.ts';
import type { z } from '../../../../shared/zod.ts';
import { ApiError, isApiError } from '../../../lib/api-client.ts';

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

/** How a whole number of the body reads in the field's unit (a message's `min` and `max`). */
export type UnitScales = Partial<Record<string, (value: number) => number>>;

export const perBasisPoint = (bp: number) => bp / 100;
export const perMinute = (minutes: number) => minutes / 60;
export const perMinorUnit = (digits: number) => (cents: number) => cents / 10 ** digits;

/** A field message (a field error key) with its `min` and `max` in the field's unit. */
export function scaledMessage(message: string, scale: ((value: number) => number) | undefined): string {
  const error = parseFieldErrorKey(message);
  if (!scale || !error?.params) return message;
  const params = { ...error.params };
  for (const name of ['min', 'max'] as const) {
    const value = params[name];
    if (typeof value === 'number') params[name] = scale(value);
  }
  return fieldErrorKey({ code: error.code, params });
}

/** What a form's text becomes: the body to check, and the fields that are no number at all. */
export interface Converted {
  body: unknown;
  /** Field (its dotted path) → field error key. */
  errors: Record<string, string>;
}

/** The number a field's text stands for, noting in `errors` when it is none; null when it is empty and optional. */
export function numberOf(
  errors: Record<string, string>,
  field: string,
  text: string,
  convert: (text: string) => number,
  optional = false,
): number | null | undefined {
  if (text.trim() === '') {
    if (optional) return null;
    errors[field] = 'validation.required';
    return undefined;
  }
  const value = convert(text);
  if (Number.isNaN(value)) {
    errors[field] = 'validation.not_number';
    return undefined;
  }
  return value;
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  });
  const last = path.at(-1) as string;
  if (node[last] === undefined) node[last] = value;
}

/**
 * A react-hook-form resolver that converts the form (`convert`) and checks the body with the contract's schema;
 * an issue stands at its path cut to `depth` segments (1: a list of emails is one field; 3: `dates.0.date`), its
 * message in the field's unit (`scales`, by the field's first segment).
 */
export function bodyResolver<TForm extends FieldValues, TBody>(
  schema: z.ZodType<TBody>,
  convert: (values: TForm) => Converted,
  scales: UnitScales | ((values: TForm) => UnitScales) = {},
  depth = 1,
): Resolver<TForm, unknown, TBody> {
  return (values) => {
    const { body, errors: conversion } = convert(values);
    const unitScales = typeof scales === 'function' ? scales(values) : scales;
    const errors: Record<string, unknown> = {};
    for (const [field, message] of Object.entries(conversion)) {
      setAt(errors, field.split('.'), { type: 'convert', message });
    }
    const checked = schema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const path = issue.path.slice(0, depth).map(String);
        const field = path.length > 0 ? path : ['root'];
        setAt(errors, field, {
          type: issue.code,
          message: scaledMessage(issue.message, unitScales[field[0] as string]),
        });
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<TForm> };
    return { values: checked.data as TBody, errors: {} };
  };
}

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
