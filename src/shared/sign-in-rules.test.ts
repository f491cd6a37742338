import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInBodySchema } from './contract/auth.ts';
import { emailPattern, signInFieldErrors } from './sign-in-rules.ts';

/** The first message the contract gives for each field, or nothing when the field is valid. */
function contractErrors(values: { email?: unknown; password?: unknown }) {
  const result = signInBodySchema.safeParse({ ...values, remember: true });
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const emails = [
  '',
  '   ',
  'a',
  'a@b',
  'a@b.c',
  'guard@demo.test',
  '  guard@demo.test  ',
  'first.last+tag@example.co.uk',
  '.dot@example.com',
  'two..dots@example.com',
  'ü@example.com',
  `${'x'.repeat(250)}@example.com`,
  undefined,
  42,
];
const passwords = ['', 'abc', 'abcd', 'demo1234', 'x'.repeat(1024), 'x'.repeat(1025), undefined, 7];

describe('sign-in rules without zod', () => {
  it("use zod's own email pattern", () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
  });

  it('agree with the contract on every case', () => {
    for (const email of emails) {
      for (const password of passwords) {
        expect(signInFieldErrors({ email, password }), JSON.stringify({ email, password })).toEqual(
          contractErrors({ email, password }),
        );
      }
    }
  });
});
