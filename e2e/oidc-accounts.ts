import type { TestAccountClaims } from '../src/server/test/oidc-test-provider.ts';

/**
 * Accounts of the end-to-end tests' OpenID provider, made up from the login typed into its form (which is also the
 * `sub`), so each test signs in with an email of its own: `verified/<email>/<name>` is an account whose email the
 * provider has verified, `unverified/<email>/<name>` one whose email it has not.
 */
export function e2eOidcAccount(login: string): TestAccountClaims | undefined {
  const [kind, email, name] = login.split('/');
  if ((kind !== 'verified' && kind !== 'unverified') || !email) return undefined;
  return { email, email_verified: kind === 'verified', name: name || email };
}

export function oidcLogin(kind: 'verified' | 'unverified', email: string, name = ''): string {
  return `${kind}/${email}/${name}`;
}

export const e2eOidcDisplayName = 'Test ID';
