import { describe, expect, it } from 'vitest';
import { signInBodySchema } from './contract/auth.ts';
import { emailPattern, signInFieldErrors } from './sign-in-rules.ts';
import { z } from './zod.ts';

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
  it("match emails as zod's own pattern does", () => {
    const samples = [
      ...emails.filter((e): e is string => typeof e === 'string'),
      'a-b@c-d.io',
      "o'hara@example.ie",
      'a@-b.com',
      'a@b-.com',
      'a+@b.co',
      '-a@b.co',
      'a.@b.co',
    ];
    for (const email of samples) expect(emailPattern.test(email), email).toBe(z.regexes.email.test(email));
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
