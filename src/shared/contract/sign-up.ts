import { z } from '../zod.ts';
import { sessionResponseSchema } from './auth.ts';
import { emailMaxLength, text } from './common.ts';
import { defineOperation } from './operation.ts';

/** Email as on the sign-in form (docs/product/sign-in-and-accounts.md#validation): required, then a valid address. */
export const signUpEmailSchema = text('auth.email_required')
  .trim()
  .min(1, 'auth.email_required')
  .max(emailMaxLength, 'auth.email_invalid')
  .pipe(z.email('auth.email_invalid'));

/** A new password (sign-up and reset): required, at least 8 characters (docs/product/sign-in-and-accounts.md#validation). */
export const newPasswordSchema = text('auth.password_required')
  .min(1, 'auth.password_required')
  .min(8, 'auth.new_password_too_short')
  .max(1024, 'user.password_too_long');

export const passwordConfirmSchema = text('auth.password_confirm_required')
  .min(1, 'auth.password_confirm_required')
  .max(1024, 'user.password_too_long');

/**
 * "Passwords must match", reported on passwordConfirm. It runs as soon as both passwords are typed, even while
 * other fields are still invalid, so the form can show it beside the confirmation field right away.
 */
export function passwordsMustMatch<S extends z.ZodType<{ password: string; passwordConfirm: string }>>(schema: S): S {
  return schema.refine((value) => value.password === value.passwordConfirm, {
    message: 'auth.passwords_must_match',
    path: ['passwordConfirm'],
    when: ({ value }) => {
      const { password, passwordConfirm } = (value ?? {}) as { password?: unknown; passwordConfirm?: unknown };
      return typeof password === 'string' && typeof passwordConfirm === 'string' && passwordConfirm.length > 0;
    },
  });
}

export const signUpBodySchema = passwordsMustMatch(
  z.strictObject({
    displayName: text('auth.name_required').trim().min(1, 'auth.name_required').max(100, 'auth.name_too_long'),
    email: signUpEmailSchema,
    password: newPasswordSchema,
    passwordConfirm: passwordConfirmSchema,
    acceptTermsConditions: z.boolean('auth.terms_required').refine((accepted) => accepted, 'auth.terms_required'),
  }),
).meta({ id: 'SignUpBody' });
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const emailTakenMessage = 'An account with this email already exists.';

/** Self sign-up, defined once for the server's route and the web's client. */
export const signUpOperations = {
  signUp: defineOperation({
    method: 'POST',
    path: '/auth/sign-up',
    access: 'public',
    tags: ['auth'],
    summary: 'Create a guest account with email and password, and sign it in',
    body: signUpBodySchema,
    status: 201,
    response: sessionResponseSchema,
  }),
};
