import type { HttpMethod } from './operation.ts';

/**
 * Method and path of the operations the app calls before any signed-in screen has loaded: the session check and
 * the sign-in page (password, a pending second step, the OpenID Connect button). They live here, with no schema,
 * so the first page loads no schema library; each operation spreads its entry into its definition, so the path
 * is still written once (docs/decisions/0023-sign-in-page-without-schemas.md).
 */
export const entryRoutes = {
  session: { method: 'GET', path: '/auth/session' },
  signIn: { method: 'POST', path: '/auth/sign-in' },
  mfaPending: { method: 'GET', path: '/auth/mfa/pending' },
  oidcConfig: { method: 'GET', path: '/auth/oidc/config' },
  oidcStart: { method: 'GET', path: '/auth/oidc/start' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;
