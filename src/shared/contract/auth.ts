import { z } from 'zod';
import { passwordTooLongMessage, signInLimits } from '../sign-in-rules.ts';
import { signInMessages } from '../validation-messages.ts';

export const signInBodySchema = z
  .strictObject({
    email: z
      .string(signInMessages.emailRequired)
      .trim()
      .min(1, signInMessages.emailRequired)
      .max(signInLimits.emailMax, signInMessages.emailInvalid)
      .pipe(z.email(signInMessages.emailInvalid)),
    password: z
      .string(signInMessages.passwordRequired)
      .min(1, signInMessages.passwordRequired)
      .min(signInLimits.passwordMin, signInMessages.passwordTooShort)
      .max(signInLimits.passwordMax, passwordTooLongMessage),
    remember: z.boolean('Must be true or false').default(true),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.input<typeof signInBodySchema>;

export const permissionsSchema = z.object({
  fullClientAccess: z.array(z.string()),
  individualEvents: z.array(z.string()),
});

export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    photoUrl: z.string().nullable(),
    roles: z.array(z.string()),
    role: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    customerId: z.string().nullable(),
    permissions: permissionsSchema,
    shortcuts: z.array(z.string()),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z
  .object({
    user: sessionUserSchema.nullable(),
    /** The server's clock (GET /auth/session): screens whose defaults depend on today's date read it. */
    now: z.string().optional(),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
