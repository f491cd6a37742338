import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldErrorKey, parseFieldErrorKey } from '../../shared/contract/field-errors.ts';
import type { z } from '../../shared/zod.ts';

/*
 * Forms whose fields hold the text typed while the contract takes other types (whole numbers, nulls): the form's
 * fields are named as the body's, converted before the contract's own schema checks them, and its messages given
 * back at the fields (in the field's unit where the form scales numbers).
 */

/** How a whole number of the body reads in the field's unit (a message's `min` and `max`). */
export type UnitScales = Partial<Record<string, (value: number) => number>>;

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
