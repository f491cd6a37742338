import { z } from 'zod';
import { mfaCodeMessages, mfaMethods } from '../mfa-rules.ts';
import { sessionUserSchema } from './auth.ts';
import { text } from './common.ts';

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

export const totpCodeBodySchema = z
  .strictObject({
    code: text(mfaCodeMessages.totpFormat)
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(text().regex(/^\d{6}$/, mfaCodeMessages.totpFormat)),
  })
  .meta({ id: 'TotpCodeBody' });
export type TotpCodeBody = z.input<typeof totpCodeBodySchema>;

export const recoveryCodeBodySchema = z
  .strictObject({
    code: text(mfaCodeMessages.recoveryFormat)
      .transform((value) => value.trim().toLowerCase())
      .pipe(text().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, mfaCodeMessages.recoveryFormat)),
  })
  .meta({ id: 'RecoveryCodeBody' });

/** A WebAuthn response as @simplewebauthn/browser sends it; the server library checks the rest. */
const webAuthnResponseSchema = z.looseObject({
  id: text().min(1).max(2048),
  rawId: text().min(1).max(2048),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: text().max(65536) }),
  clientExtensionResults: z.looseObject({}),
});

export const passkeyVerifyBodySchema = z.strictObject({ response: webAuthnResponseSchema }).meta({
  id: 'PasskeyVerifyBody',
});

export const passkeyNameMessages = {
  required: 'You must enter a name',
  tooLong: 'At most 60 characters',
} as const;

export const passkeyRegisterBodySchema = z
  .strictObject({
    name: text(passkeyNameMessages.required)
      .trim()
      .min(1, passkeyNameMessages.required)
      .max(60, passkeyNameMessages.tooLong),
    response: webAuthnResponseSchema,
  })
  .meta({ id: 'PasskeyRegisterBody' });

/** WebAuthn options for the browser (JSON as @simplewebauthn/server makes them). */
export const webAuthnOptionsSchema = z.looseObject({ challenge: text() }).meta({ id: 'WebAuthnOptions' });

/** A finished second step: the session user, and the recovery codes when this step created them. */
export const mfaSessionResponseSchema = z
  .object({
    user: sessionUserSchema,
    recoveryCodes: z.array(text()).optional(),
  })
  .meta({ id: 'MfaSession' });

export const totpSetupSchema = z.object({ secret: text(), otpauthUrl: text() }).meta({ id: 'TotpSetup' });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(text()) }).meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const passkeySchema = z
  .object({ id: text(), name: text(), createdAt: text(), lastUsedAt: text().nullable() })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /me/mfa: the signed-in person's factors (never the TOTP secret). */
export const mfaStatusSchema = z
  .object({
    totp: z.boolean(),
    passkeys: z.array(passkeySchema),
    recoveryCodesLeft: z.number().int(),
    /** Their client requires a second factor for their role. */
    required: z.boolean(),
  })
  .meta({ id: 'MfaStatus' });
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const passkeyParamsSchema = z.object({ id: z.uuid('Must be a valid id') });
