import { z } from 'zod';
import { passwordTooLongMessage, signInLimits } from '../sign-in-rules.ts';
import { signInMessages } from '../validation-messages.ts';
import { text } from './common.ts';

export const signInBodySchema = z
  .strictObject({
    email: text(signInMessages.emailRequired)
      .trim()
      .min(1, signInMessages.emailRequired)
      .max(signInLimits.emailMax, signInMessages.emailInvalid)
      .pipe(z.email(signInMessages.emailInvalid)),
    password: text(signInMessages.passwordRequired)
      .min(1, signInMessages.passwordRequired)
      .min(signInLimits.passwordMin, signInMessages.passwordTooShort)
      .max(signInLimits.passwordMax, passwordTooLongMessage),
    remember: z.boolean('Must be true or false').default(true),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.input<typeof signInBodySchema>;

export const permissionsSchema = z.object({
  fullClientAccess: z.array(text()),
  individualEvents: z.array(text()),
});

export const sessionUserSchema = z
  .object({
    id: text(),
    email: text(),
    displayName: text(),
    photoUrl: text().nullable(),
    roles: z.array(text()),
    role: text(),
    clientId: text(),
    clientName: text(),
    customerId: text().nullable(),
    permissions: permissionsSchema,
    shortcuts: z.array(text()),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z
  .object({
    user: sessionUserSchema.nullable(),
    /** The server's clock (GET /auth/session): screens whose defaults depend on today's date read it. */
    now: text().optional(),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
