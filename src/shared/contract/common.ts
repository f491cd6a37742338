import { z } from '../zod.ts';
import { fieldErrorCodes, withCode } from './field-errors.ts';

/** A UTF-16 surrogate without its pair: like NUL, text PostgreSQL cannot store (text and jsonb alike). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The English of `validation.unstorable_text`, the `fields` message of such input. */
export const unstorableTextMessage = fieldErrorCodes['validation.unstorable_text'].english;

/** True when PostgreSQL can store the text: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/**
 * Every string of the contract is one of these: a zod string that refuses text PostgreSQL cannot store, so such
 * input is a 400 naming the field instead of a failed insert. `z.string` is not used elsewhere in the contract
 * (an architecture test checks).
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, 'validation.unstorable_text');
}

export const realRangeMessage = 'validation.real_range';

/**
 * True when a PostgreSQL `real` column can hold the number: 0, or a magnitude from 1e-37 to 3.4e38 (it refuses
 * 5e-324, which is a valid JSON number). Use it on every number the server stores as `real`.
 */
export function fitsReal(value: number): boolean {
  const magnitude = Math.abs(value);
  return magnitude === 0 || (magnitude >= 1e-37 && magnitude <= 3.4e38);
}

export const idSchema = z.uuid('validation.invalid_id');
export const idParamsSchema = z.object({ id: idSchema });

/** Two ids in a path: the parent's `id` and one of its parts (`noteId`, `areaId`, …). */
export function idPairParamsSchema<const K extends string>(partKey: K) {
  return z.object({ id: idSchema, [partKey]: idSchema } as { id: typeof idSchema } & Record<K, typeof idSchema>);
}

/** How many rows a list query asks for: 1 to 100 (docs/architecture.md#api-conventions). */
export function listLimitSchema(defaultLimit: number) {
  return z.coerce
    .number('validation.not_number')
    .int('validation.not_integer')
    .min(1, withCode('validation.too_small'))
    .max(100, withCode('validation.too_big'))
    .default(defaultLimit);
}

/** The longest free-text filter of a list (the lists' search fields read it too). */
export const searchTextMaxLength = 200;

/** The free-text filter `q` of a list query. */
export const searchTextSchema = text().trim().max(searchTextMaxLength, withCode('validation.too_long')).optional();

/** An optional text field of a write body: trimmed, and blank means cleared (null). */
export function optionalText(max: number) {
  return text('validation.not_text')
    .trim()
    .max(max, withCode('validation.too_long'))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
}

/** The longest email address (RFC 5321's path limit): every email field of the contract and the forms. */
export const emailMaxLength = 254;

/** An optional contact email of a write body: blank means cleared (null). */
export const optionalEmailSchema = z
  .union(
    [z.literal(''), z.email('validation.invalid_email').max(emailMaxLength, withCode('validation.too_long'))],
    'validation.invalid_email',
  )
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** For an update body whose fields are all optional: true when it changes something (refined with 'Nothing to change'). */
export function changesSomething(body: object): boolean {
  return Object.values(body).some((value) => value !== undefined);
}

/** Page-based list query shared by every list endpoint: limit ≤ 100 (docs/architecture.md#api-conventions). */
export const pageQuerySchema = z.object({
  limit: listLimitSchema(25),
  page: z.coerce
    .number('validation.not_number')
    .int('validation.not_integer')
    .min(1, withCode('validation.too_small'))
    .max(100_000, withCode('validation.too_big'))
    .default(1),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A record's contact as a client or a customer answers it (each part null when not given). */
export const contactFields = {
  contactName: text().nullable(),
  contactEmail: text().nullable(),
  contactPhone: text().nullable(),
  address: text().nullable(),
};

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });
}

/**
 * The instants and calendar days the contract accepts: years 1900 to 2999 (UTC). PostgreSQL and JS Date hold far
 * more, but the server works out other dates from the ones it is given (a default period before `to`, the days and
 * weeks around a date) and writes them back as four-digit years; within these years every such date stays storable
 * and formattable (docs/architecture.md#dates-the-contract-accepts).
 */
export const acceptedYears = { first: 1900, last: 2999 } as const;
/** The English of `validation.date_range`. */
export const dateRangeMessage = fieldErrorCodes['validation.date_range'].english;
const firstAccepted = Date.UTC(acceptedYears.first, 0, 1);
const afterLastAccepted = Date.UTC(acceptedYears.last + 1, 0, 1);

/** True when the instant (ms since the epoch) lies in the accepted years. */
export function isAcceptedInstant(ms: number): boolean {
  return ms >= firstAccepted && ms < afterLastAccepted;
}

/**
 * A string checked for its format both ways, and for the accepted years only when it comes in: a date the server
 * works out and answers (a default period's start) may lie just outside them, and must not fail the answer.
 */
function inAcceptedYears(format: () => z.ZodType<string, string>, instantOf: (value: string) => number) {
  return z.codec(format(), format(), {
    decode: (value, ctx) => {
      if (!isAcceptedInstant(instantOf(value)))
        ctx.issues.push({ code: 'custom', message: 'validation.date_range', input: value });
      return value;
    },
    encode: (value) => value,
  });
}

/** An instant with its offset, e.g. 2026-12-31T18:00:00Z, from 1900 to 2999. */
export const isoDateTime = inAcceptedYears(
  () => z.iso.datetime({ offset: true, message: 'validation.invalid_date_time' }),
  Date.parse,
);

const dateLikeMessage = 'validation.invalid_date';
/** A calendar date YYYY-MM-DD (a real one: no 2026-02-30), from 1900 to 2999. */
export const dateOnlySchema = inAcceptedYears(
  () =>
    text('validation.not_date')
      .regex(/^\d{4}-\d{2}-\d{2}$/, dateLikeMessage)
      .refine(
        (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        dateLikeMessage,
      ),
  (value) => Date.parse(`${value}T00:00:00Z`),
);

/** Money in the API is decimal dollars with at most 2 decimals (docs/product/payroll-and-reports.md#money-and-hours). */
export const moneySchema = z
  .number('validation.not_number')
  .min(0, 'validation.non_negative')
  .max(1_000_000_000, withCode('validation.too_big'))
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'validation.money_decimals');

/** A position's coordinates and accuracy (metres) as the field app and dispatch take them. */
export const latitudeSchema = z
  .number('validation.not_number')
  .min(-90, 'validation.latitude_range')
  .max(90, 'validation.latitude_range');
export const longitudeSchema = z
  .number('validation.not_number')
  .min(-180, 'validation.longitude_range')
  .max(180, 'validation.longitude_range');
export const accuracySchema = z
  .number('validation.not_number')
  .min(0, 'validation.non_negative')
  .max(100_000, withCode('validation.too_big'))
  .refine(fitsReal, realRangeMessage);
