/**
 * Exact user-facing validation messages of docs/product/sign-in-and-accounts.md#validation: the English of the
 * `auth.*` field error codes (src/shared/contract/field-errors.ts), which the schemas and sign-in-rules.ts give.
 */
export const signInMessages = {
  emailInvalid: 'You must enter a valid email',
  emailRequired: 'You must enter an email',
  passwordTooShort: 'Password is too short - must be at least 4 chars.',
  passwordRequired: 'Please enter your password.',
} as const;

export const signUpMessages = {
  nameRequired: 'You must enter your name',
  emailInvalid: signInMessages.emailInvalid,
  emailRequired: signInMessages.emailRequired,
  passwordRequired: signInMessages.passwordRequired,
  passwordTooShort: 'Password is too short - should be 8 chars minimum.',
  passwordConfirmRequired: 'Password confirmation is required',
  passwordsMustMatch: 'Passwords must match',
  termsRequired: 'The terms and conditions must be accepted.',
} as const;
