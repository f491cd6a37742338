import type { TestAccountClaims } from '../src/server/test/oidc-test-provider.ts';

/** Accounts of the end-to-end tests' OpenID provider, by the login typed into its form (also their `sub`). */
export const e2eOidcAccounts = {
  /** Same email as the demo executive, verified: linked to that account. */
  'dana-at-idp': { email: 'executive@demo.test', email_verified: true, name: 'Dana at the provider' },
  /** Nobody in the demo has this email: a new account with OIDC_DEFAULT_ROLE (guest). */
  'new-at-idp': { email: 'newcomer@oidc.test', email_verified: true, name: 'Noor Newcomer' },
  /** The demo manager's email, but not verified by the provider: refused, never linked. */
  'unverified-at-idp': { email: 'manager@demo.test', email_verified: false, name: 'Not Verified' },
} satisfies Record<string, TestAccountClaims>;

export const e2eOidcDisplayName = 'Test ID';
