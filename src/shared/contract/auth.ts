import { mfaCodeMessages, mfaMethods } from '../mfa-rules.ts';
import { passwordTooLongCode, signInLimits } from '../sign-in-rules.ts';
import { z } from '../zod.ts';
import { text } from './common.ts';
import { entryRoutes } from './entry-routes.ts';
import { defineOperation } from './operation.ts';

export const signInBodySchema = z
  .strictObject({
    email: text('auth.email_required')
      .trim()
      .min(1, 'auth.email_required')
      .max(signInLimits.emailMax, 'auth.email_invalid')
      .pipe(z.email('auth.email_invalid')),
    password: text('auth.password_required')
      .min(1, 'auth.password_required')
      .min(signInLimits.passwordMin, 'auth.password_too_short')
      .max(signInLimits.passwordMax, passwordTooLongCode),
    remember: z.boolean('validation.not_boolean').default(true),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.input<typeof signInBodySchema>;

export const permissionsSchema = z.object({
  fullClientAccess: z.array(text()),
  individualEvents: z.array(text()),
});

/** Who an account is, as the session and the users list both show it. */
export const accountIdentityShape = {
  id: text(),
  email: text(),
  displayName: text(),
  photoUrl: text().nullable(),
  roles: z.array(text()),
  role: text(),
};

export const sessionUserSchema = z
  .object({
    ...accountIdentityShape,
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

/** What a sign-in that needs a second factor answers instead of a session (docs/decisions/0015). */
export const mfaPendingSchema = z
  .object({
    methods: z.array(z.enum(mfaMethods)),
    /** The person has no factor yet and their client requires one: they set up an authenticator app first. */
    enrolmentRequired: z.boolean(),
  })
  .meta({ id: 'MfaPending' });
export type MfaPending = z.infer<typeof mfaPendingSchema>;

/** POST /auth/sign-in: `user` and a session, or `user: null` and `mfa` with the wp_mfa cookie. */
export const signInResponseSchema = z
  .object({
    user: sessionUserSchema.nullable(),
    mfa: mfaPendingSchema.optional(),
  })
  .meta({ id: 'SignInResponse' });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Confirming it is you before a security change: the password, or a code of the authenticator app or a recovery code. */
/** Field error codes of asking again (src/shared/contract/field-errors.ts). */
export const reauthenticateMessages = {
  oneOf: 'auth.password_or_code',
  wrongPassword: 'auth.wrong_password',
} as const;

export const reauthenticateBodySchema = z
  .strictObject({
    password: text('auth.password_required')
      .min(1, 'auth.password_required')
      .max(signInLimits.passwordMax, passwordTooLongCode)
      .optional(),
    code: text(mfaCodeMessages.totpFormat)
      .transform((value) => value.replace(/\s/g, '').toLowerCase())
      .pipe(text().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, mfaCodeMessages.totpFormat))
      .optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: reauthenticateMessages.oneOf,
    path: ['password'],
  })
  .meta({ id: 'ReauthenticateBody' });
export type ReauthenticateBody = z.input<typeof reauthenticateBodySchema>;

export const reauthenticatedSchema = z
  .object({
    reauthenticatedAt: text(),
    /** Security changes are allowed without asking again until then. */
    validUntil: text(),
  })
  .meta({ id: 'Reauthenticated' });

const tags = ['auth'];

/** Sign-in, sign-out and the session, defined once for the server's routes and the web's client. */
export const authOperations = {
  signIn: defineOperation({
    ...entryRoutes.signIn,
    access: 'public',
    tags,
    summary: 'Sign in with email and password',
    description:
      'Answers the user and sets the session cookie; or, when a second factor is needed, `user: null` and ' +
      '`mfa` (the methods offered) and sets the short-lived wp_mfa cookie that the /auth/mfa/* calls finish.',
    body: signInBodySchema,
    response: signInResponseSchema,
  }),
  signOut: defineOperation({
    method: 'POST',
    path: '/auth/sign-out',
    access: 'public',
    tags,
    summary: 'End the current session',
    response: z.object({ ok: z.literal(true) }),
  }),
  reauthenticate: defineOperation({
    method: 'POST',
    path: '/auth/reauthenticate',
    access: 'authenticated',
    tags,
    summary: 'Confirm it is you (password, authenticator code or recovery code) before a security change',
    description:
      'Removing a factor, adding a passkey, new recovery codes and changing the password or email need a sign-in or ' +
      'this within the last 5 minutes; otherwise they answer 403 `auth.reauthentication_required`. A wrong password ' +
      'answers 400 `auth.wrong_password`, a wrong code 400 with `fields.code`; both count towards the attempt limits.',
    body: reauthenticateBodySchema,
    response: reauthenticatedSchema,
  }),
  session: defineOperation({
    ...entryRoutes.session,
    access: 'public',
    tags,
    summary: 'The signed-in user, or null',
    response: sessionResponseSchema,
  }),
};
