import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { idSchema, optionalText, pageQuerySchema, text } from './common.ts';
import { englishOf, fieldError, fieldErrorKey, fieldErrorOf, parseFieldErrorKey, withCode } from './field-errors.ts';

function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('no issue');
  return issue;
}

describe('fieldErrorOf', () => {
  it('takes the params from the issue: maximum → max, minimum → min, values', () => {
    expect(fieldErrorOf(firstIssue(text().max(20), 'x'.repeat(21)))).toEqual({
      code: 'validation.too_long',
      params: { max: 20 },
    });
    expect(fieldErrorOf(firstIssue(text().min(5), 'abc'))).toEqual({
      code: 'validation.too_short',
      params: { min: 5 },
    });
    expect(fieldErrorOf(firstIssue(z.number().min(3), 1))).toEqual({
      code: 'validation.too_small',
      params: { min: 3 },
    });
    expect(fieldErrorOf(firstIssue(z.number().max(9), 10))).toEqual({ code: 'validation.too_big', params: { max: 9 } });
    expect(fieldErrorOf(firstIssue(z.enum(['a', 'b']), 'c'))).toEqual({
      code: 'validation.one_of',
      params: { values: ['a', 'b'] },
    });
  });

  it('reads a code the check states, with params from the issue when it takes some', () => {
    expect(fieldErrorOf(firstIssue(text().min(1, 'auth.email_required'), ''))).toEqual({ code: 'auth.email_required' });
    expect(fieldErrorOf(firstIssue(z.enum(['asc', 'desc'], withCode('validation.either')), 'up'))).toEqual({
      code: 'validation.either',
      params: { values: ['asc', 'desc'] },
    });
  });

  it('gives validation.invalid to an issue whose message is no code', () => {
    expect(fieldErrorOf({ code: 'custom', message: 'Some library text' })).toEqual({ code: 'validation.invalid' });
  });
});

describe('the zod error map (src/shared/zod.ts)', () => {
  it('gives a generic code with its params to a check that states none', () => {
    expect(firstIssue(text().max(100), 'x'.repeat(101)).message).toBe('validation.too_long {"max":100}');
    expect(firstIssue(z.number(), 'x').message).toBe('validation.not_number');
    expect(firstIssue(z.number().int(), 1.5).message).toBe('validation.not_integer');
    expect(firstIssue(z.boolean(), 'yes').message).toBe('validation.not_boolean');
    expect(firstIssue(z.object({ name: text() }), {}).message).toBe('validation.required');
    expect(firstIssue(z.email(), 'not an email').message).toBe('validation.invalid_email');
  });

  it('leaves a check that states a code alone', () => {
    expect(firstIssue(idSchema, 'nope').message).toBe('validation.invalid_id');
    expect(firstIssue(text().min(1, 'validation.required'), '').message).toBe('validation.required');
  });

  it('keeps the English of the contract’s generic checks as they read before', () => {
    const english = (schema: z.ZodType, value: unknown) => englishOf(fieldErrorOf(firstIssue(schema, value)));
    expect(english(optionalText(120), 'x'.repeat(121))).toBe('At most 120 characters');
    expect(english(pageQuerySchema, { limit: '500' })).toBe('Must be at most 100');
    expect(english(pageQuerySchema, { limit: '0' })).toBe('Must be at least 1');
    expect(english(pageQuerySchema, { limit: 'x' })).toBe('Must be a number');
    expect(english(pageQuerySchema, { limit: '1.5' })).toBe('Must be a whole number');
    expect(english(idSchema, 'nope')).toBe('Must be a valid id');
    expect(english(z.enum(['asc', 'desc'], withCode('validation.either')), 'up')).toBe('Must be asc or desc');
    expect(english(z.enum(['low', 'normal', 'high'], withCode('validation.either')), 'x')).toBe(
      'Must be low, normal or high',
    );
    expect(english(z.enum(['name', 'status', 'createdAt']), 'x')).toBe('Must be one of name, status, createdAt');
  });
});

describe('field error keys', () => {
  it('round-trip a code and its params through the one string an issue carries', () => {
    const error = fieldError('validation.too_long', { max: 30 });
    expect(parseFieldErrorKey(fieldErrorKey(error))).toEqual(error);
    expect(parseFieldErrorKey('validation.required')).toEqual({ code: 'validation.required' });
    expect(parseFieldErrorKey('At most 30 characters')).toBeUndefined();
    expect(parseFieldErrorKey('validation.too_long {not json')).toBeUndefined();
  });
});
