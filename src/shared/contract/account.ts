import { z } from '../zod.ts';
import { sessionUserSchema } from './auth.ts';
import { defineOperation } from './operation.ts';
import { newPasswordSchema, passwordConfirmSchema, passwordsMustMatch, signUpEmailSchema } from './sign-up.ts';

/** POST /me/password: the new password twice (the current one was confirmed by the step-up). */
export const changePasswordBodySchema = passwordsMustMatch(
  z.strictObject({ password: newPasswordSchema, passwordConfirm: passwordConfirmSchema }),
).meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changeEmailBodySchema = z.strictObject({ email: signUpEmailSchema }).meta({ id: 'ChangeEmailBody' });
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

const stepUp =
  'Needs a sign-in or POST /auth/reauthenticate within the last 5 minutes, else 403 `auth.reauthentication_required`.';

/** The signed-in person's own sign-in details (docs/product/sign-in-and-accounts.md#confirming-it-is-you). */
export const accountOperations = {
  changePassword: defineOperation({
    method: 'POST',
    path: '/me/password',
    access: 'authenticated',
    tags: ['me'],
    summary: 'Change my password; my other sessions end',
    description: stepUp,
    body: changePasswordBodySchema,
    response: z.object({ ok: z.literal(true) }),
  }),
  changeEmail: defineOperation({
    method: 'POST',
    path: '/me/email',
    access: 'authenticated',
    tags: ['me'],
    summary: 'Change the email I sign in with',
    description: `${stepUp} 409 \`auth.email_taken\` when another account has it.`,
    body: changeEmailBodySchema,
    response: sessionUserSchema,
  }),
};
