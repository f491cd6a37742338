/**
 * The sign-in rules without zod, so the sign-in page can check its form without loading a schema library
 * (its JavaScript budget is 250 kB). The contract's `signInBodySchema` states the same rules for the server;
 * sign-in-rules.test.ts proves the two agree.
 */

/** zod 4's email pattern (`z.regexes.email`), copied so this module does not import zod (tested to agree). */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const signInLimits = { emailMax: 254, passwordMin: 4, passwordMax: 1024 } as const;

/** The field error code of a password over the limit (src/shared/contract/field-errors.ts). */
export const passwordTooLongCode = 'user.password_too_long';

export interface SignInFieldErrors {
  email?: string;
  password?: string;
}

/**
 * The first broken rule of each field, as the field error code the contract gives for it
 * (src/shared/contract/field-errors.ts; the sign-in page translates it by code).
 */
export function signInFieldErrors(values: { email?: unknown; password?: unknown }): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (typeof values.email !== 'string') errors.email = 'auth.email_required';
  else {
    const email = values.email.trim();
    if (email.length < 1) errors.email = 'auth.email_required';
    else if (email.length > signInLimits.emailMax || !emailPattern.test(email)) {
      errors.email = 'auth.email_invalid';
    }
  }
  if (typeof values.password !== 'string' || values.password.length < 1) {
    errors.password = 'auth.password_required';
  } else if (values.password.length < signInLimits.passwordMin) errors.password = 'auth.password_too_short';
  else if (values.password.length > signInLimits.passwordMax) errors.password = passwordTooLongCode;
  return errors;
}

/** How long a sign-in or POST /auth/reauthenticate allows security changes without asking again (step-up). */
export const stepUpWindowMs = 5 * 60 * 1000;
