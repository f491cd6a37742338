import type { Role } from './roles.ts';

/** The second factors a person can sign in with (docs/decisions/0015-multi-factor-sign-in.md). */
export const mfaMethods = ['totp', 'passkey', 'recovery'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

/** The roles a client's MFA requirement starts with when it is switched on. */
export const defaultMfaRoles: readonly Role[] = ['executive', 'admin'];

export const recoveryCodeCount = 10;

/** Field messages of the code forms (the sign-in page checks them without zod). */
/** Field error codes of a mistyped code (the English is in src/shared/contract/field-errors.ts). */
export const mfaCodeMessages = {
  totpFormat: 'mfa.totp_format',
  recoveryFormat: 'mfa.recovery_format',
} as const;

export function isTotpCode(value: string): boolean {
  return /^\d{6}$/.test(value.replace(/\s/g, ''));
}

export function isRecoveryCode(value: string): boolean {
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/.test(value.trim().toLowerCase());
}
/** Wrong codes one pending sign-in allows before it ends (the person starts over with their password). */
export const mfaChallengeAttemptLimit = 5;
/** Wrong codes an account allows over all its pending sign-ins in `mfaAccountWindowMs`. */
export const mfaAccountAttemptLimit = 10;
export const mfaAccountWindowMs = 15 * 60 * 1000;
export const mfaChallengeLifetimeMs = 5 * 60 * 1000;

/** Whether a person with these roles must use a second factor under the client's `mfaRequiredRoles`. */
export function mfaRequiredFor(roles: readonly string[], requiredRoles: readonly string[]): boolean {
  return roles.some((role) => requiredRoles.includes(role));
}

// RFC 8176 authentication method references, by kind of factor.
const knowledge = new Set(['pwd', 'pin', 'kba']);
const possession = new Set(['swk', 'hwk', 'otp', 'sms', 'tel', 'sc', 'pop']);
const inherence = new Set(['fpt', 'face', 'iris', 'retina', 'vbm', 'user', 'bio']);
/** Methods a provider only reports for a dedicated second factor (one-time code, hardware key, smart card). */
const strongAlone = new Set(['mfa', 'otp', 'hwk', 'sc']);

/**
 * Whether an ID token's `amr` claim says the provider already checked more than one factor: `mfa`, a one-time
 * code, a hardware key or smart card, or two different kinds of factor (e.g. `swk` + `pin`, `pwd` + `fpt`).
 * Anything else — no claim, a bad claim, a password alone — leaves the second factor to Watchpost.
 */
export function amrAssertsMfa(amr: unknown): boolean {
  if (!Array.isArray(amr)) return false;
  const methods = amr.filter((value): value is string => typeof value === 'string').map((v) => v.toLowerCase());
  if (methods.some((method) => strongAlone.has(method))) return true;
  const kinds = new Set<string>();
  for (const method of methods) {
    if (knowledge.has(method)) kinds.add('knowledge');
    if (possession.has(method)) kinds.add('possession');
    if (inherence.has(method)) kinds.add('inherence');
  }
  return kinds.size >= 2;
}
