import { z } from '../zod.ts';
import { signInResponseSchema } from './auth.ts';
import { text } from './common.ts';
import { defineOperation } from './operation.ts';
import { newPasswordSchema, passwordConfirmSchema, passwordsMustMatch, signUpEmailSchema } from './sign-up.ts';

export const forgotPasswordBodySchema = z.strictObject({ email: signUpEmailSchema }).meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** The one answer to every reset request, so it does not tell whether an account exists. */
export const resetLinkSentMessage = 'If an account exists for that email, we have sent a link to reset the password.';

export const forgotPasswordResponseSchema = z.object({ message: text() }).meta({ id: 'ForgotPasswordResponse' });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const resetPasswordBodySchema = passwordsMustMatch(
  z.strictObject({
    token: text('password_reset.no_token').min(1, 'password_reset.no_token').max(200, 'password_reset.link_not_valid'),
    password: newPasswordSchema,
    passwordConfirm: passwordConfirmSchema,
  }),
).meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** Why a reset token was refused (shown under `fields.token`). */
/** Field error codes of a reset link that cannot be used (src/shared/contract/field-errors.ts). */
export const resetTokenMessages = {
  unknown: 'password_reset.token_unknown',
  used: 'password_reset.token_used',
  expired: 'password_reset.token_expired',
} as const;

/** How long a reset link works. */
export const resetTokenLifetimeMs = 60 * 60 * 1000;

const tags = ['auth'];

/** Forgotten password and reset, defined once for the server's routes and the web's client. */
export const passwordResetOperations = {
  forgotPassword: defineOperation({
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    tags,
    summary: 'Mail a password reset link (the same answer whether or not the account exists)',
    body: forgotPasswordBodySchema,
    status: 202,
    response: forgotPasswordResponseSchema,
  }),
  resetPassword: defineOperation({
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    tags,
    summary: 'Set a new password with a reset link token; ends every session and signs in anew',
    body: resetPasswordBodySchema,
    response: signInResponseSchema,
  }),
};
