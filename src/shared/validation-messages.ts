/** Exact user-facing validation messages of docs/product/sign-in-and-accounts.md#validation. */
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

export const shellMessages = {
  signedOut: 'You have signed out!',
  notFound: 'The page you requested could not be found.',
  renderFailure: 'Something went wrong.',
  noResults: 'No results..',
  noAlerts: 'No alerts available',
} as const;
