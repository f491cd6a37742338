import { mfaCodeMessages } from '../mfa-rules.ts';
import { z } from '../zod.ts';
import { mfaPendingSchema, sessionUserSchema } from './auth.ts';
import { text } from './common.ts';
import { entryRoutes } from './entry-routes.ts';
import { fieldErrorKey } from './field-errors.ts';
import { defineOperation } from './operation.ts';

// The sign-in answer lives with the sign-in operation (auth.ts); kept importable from here.
export { type MfaPending, mfaPendingSchema, type SignInResponse, signInResponseSchema } from './auth.ts';

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

/** The WebAuthn response a body carries; @simplewebauthn/browser's JSON types are checked against it by shape only. */
export type WebAuthnResponseBody = z.input<typeof webAuthnResponseSchema>;

export const passkeyVerifyBodySchema = z.strictObject({ response: webAuthnResponseSchema }).meta({
  id: 'PasskeyVerifyBody',
});

/** Field errors of a passkey's name, by code (src/shared/contract/field-errors.ts). */
export const passkeyNameMessages = {
  required: 'validation.name_required',
  tooLong: fieldErrorKey({ code: 'validation.too_long', params: { max: 60 } }),
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

export const passkeyParamsSchema = z.object({ id: z.uuid('validation.invalid_id') });

/** POST /me/mfa/totp/confirm: the recovery codes, when the authenticator app is the person's first factor. */
export const totpConfirmResponseSchema = z.object({ recoveryCodes: z.array(z.string()).optional() });

/** POST /me/mfa/passkeys: the new passkey, and the recovery codes when it is the person's first factor. */
export const passkeyRegisteredSchema = z.object({
  passkey: passkeySchema,
  recoveryCodes: z.array(z.string()).optional(),
});

/**
 * Multi-factor sign-in (docs/decisions/0015-multi-factor-sign-in.md): the second step of a sign-in, which the
 * wp_mfa cookie identifies, and the signed-in person's own factors under /me/mfa.
 */
export const mfaOperations = {
  pending: defineOperation({
    ...entryRoutes.mfaPending,
    access: 'public',
    tags: ['auth'],
    summary: 'The second step of the sign-in in progress: the methods it offers',
    response: mfaPendingSchema,
  }),
  signInWithTotp: defineOperation({
    method: 'POST',
    path: '/auth/mfa/totp',
    access: 'public',
    tags: ['auth'],
    summary: 'Finish signing in with a code of the authenticator app',
    body: totpCodeBodySchema,
    response: mfaSessionResponseSchema,
  }),
  signInWithRecoveryCode: defineOperation({
    method: 'POST',
    path: '/auth/mfa/recovery',
    access: 'public',
    tags: ['auth'],
    summary: 'Finish signing in with a one-time recovery code',
    body: recoveryCodeBodySchema,
    response: mfaSessionResponseSchema,
  }),
  passkeySignInOptions: defineOperation({
    method: 'POST',
    path: '/auth/mfa/passkey/options',
    access: 'public',
    tags: ['auth'],
    summary: 'WebAuthn options to sign in with one of the passkeys of the pending sign-in',
    response: webAuthnOptionsSchema,
  }),
  signInWithPasskey: defineOperation({
    method: 'POST',
    path: '/auth/mfa/passkey/verify',
    access: 'public',
    tags: ['auth'],
    summary: "Finish signing in with the passkey's answer",
    body: passkeyVerifyBodySchema,
    response: mfaSessionResponseSchema,
  }),
  startTotpEnrolment: defineOperation({
    method: 'POST',
    path: '/auth/mfa/enrol/totp',
    access: 'public',
    tags: ['auth'],
    summary: 'Set up an authenticator app during sign-in (the client requires a second factor)',
    response: totpSetupSchema,
  }),
  confirmTotpEnrolment: defineOperation({
    method: 'POST',
    path: '/auth/mfa/enrol/totp/confirm',
    access: 'public',
    tags: ['auth'],
    summary: 'Confirm the new authenticator app with its first code and finish signing in',
    body: totpCodeBodySchema,
    response: mfaSessionResponseSchema,
  }),
  status: defineOperation({
    method: 'GET',
    path: '/me/mfa',
    access: 'authenticated',
    tags: ['users'],
    summary: 'My second factors',
    response: mfaStatusSchema,
  }),
  startTotpSetup: defineOperation({
    method: 'POST',
    path: '/me/mfa/totp',
    access: 'authenticated',
    tags: ['users'],
    summary: 'Start setting up an authenticator app: a new secret and its otpauth URL',
    response: totpSetupSchema,
  }),
  confirmTotpSetup: defineOperation({
    method: 'POST',
    path: '/me/mfa/totp/confirm',
    access: 'authenticated',
    tags: ['users'],
    summary: 'Confirm the authenticator app with its first code (answers recovery codes with the first factor)',
    body: totpCodeBodySchema,
    response: totpConfirmResponseSchema,
  }),
  removeTotp: defineOperation({
    method: 'DELETE',
    path: '/me/mfa/totp',
    access: 'authenticated',
    tags: ['users'],
    summary: 'Remove my authenticator app',
    status: 204,
  }),
  regenerateRecoveryCodes: defineOperation({
    method: 'POST',
    path: '/me/mfa/recovery-codes',
    access: 'authenticated',
    tags: ['users'],
    summary: 'Replace my recovery codes with 10 new ones (shown once)',
    response: recoveryCodesSchema,
  }),
  passkeyRegistrationOptions: defineOperation({
    method: 'POST',
    path: '/me/mfa/passkeys/options',
    access: 'authenticated',
    tags: ['users'],
    summary: 'WebAuthn options to register a new passkey',
    response: webAuthnOptionsSchema,
  }),
  registerPasskey: defineOperation({
    method: 'POST',
    path: '/me/mfa/passkeys',
    access: 'authenticated',
    tags: ['users'],
    summary: 'Register a passkey with a name',
    body: passkeyRegisterBodySchema,
    status: 201,
    response: passkeyRegisteredSchema,
  }),
  removePasskey: defineOperation({
    method: 'DELETE',
    path: '/me/mfa/passkeys/:id',
    access: 'authenticated',
    tags: ['users'],
    summary: 'Remove one of my passkeys',
    params: passkeyParamsSchema,
    status: 204,
  }),
};
