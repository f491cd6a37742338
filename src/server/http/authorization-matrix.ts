/**
 * Expected answers of every /api/v1 route for every caller and tenant — the authorization matrix that
 * authorization-matrix.test.ts runs. It is written out by hand on purpose (not derived from the policy table), so
 * a change to the policy or to a route's declared access shows up as a failing cell to look at.
 *
 * Expectations: 'ok' (reaches the handler: 2xx, or 409 for a state the matrix does not control), 401, 403, 404
 * (another client's record), or 'n/a' (the cell does not exist, e.g. "other client" for a list).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export const matrixRoles = ['admin', 'executive', 'manager', 'supervisor', 'guard', 'client', 'guest'] as const;
export type MatrixRole = (typeof matrixRoles)[number];
export type Caller = MatrixRole | 'signedOut';
export type Tenant = 'own' | 'other';
export type Expected = 'ok' | 401 | 403 | 404 | 'n/a';

export interface MatrixFixture {
  db: Database;
  app: FastifyInstance;
  password: string;
  clients: Record<Tenant, string>;
  customers: Record<Tenant, string>;
  events: Record<Tenant, string>;
  /** The signed-in users of the own client, by role. */
  users: Record<string, string>;
  otherClientUser: string;
}

export interface MatrixEntry {
  request(
    fx: MatrixFixture,
    tenant: Tenant,
  ): Promise<{ url: string; payload?: unknown }> | { url: string; payload?: unknown };
  expect(caller: Caller, tenant: Tenant): Expected;
  /** The call ends or replaces the caller's session: give each cell a session of its own. */
  freshSession?: boolean;
}

/** Only the callers in `roles` (admin counts as executive where executive is listed) pass; others 403. */
function allowed(roles: readonly MatrixRole[], options: { signedOut?: Expected; list?: boolean } = {}) {
  return (caller: Caller, tenant: Tenant): Expected => {
    if (options.list && tenant === 'other') return 'n/a';
    if (caller === 'signedOut') return options.signedOut ?? 401;
    const passes = roles.includes(caller) || (caller === 'admin' && roles.includes('executive'));
    return passes ? 'ok' : 403;
  };
}

const everyone = (_caller: Caller, tenant: Tenant): Expected => (tenant === 'other' ? 'n/a' : 'ok');

export const matrixEntries: Record<string, MatrixEntry> = {
  'POST /api/v1/auth/sign-in': {
    request: (fx) => ({ url: '/api/v1/auth/sign-in', payload: { email: 'guest@own.test', password: fx.password } }),
    expect: everyone,
    freshSession: true,
  },
  'POST /api/v1/auth/sign-out': {
    request: () => ({ url: '/api/v1/auth/sign-out' }),
    expect: everyone,
    freshSession: true,
  },
  'GET /api/v1/auth/session': {
    request: () => ({ url: '/api/v1/auth/session' }),
    expect: everyone,
  },
  'GET /api/v1/auth/oidc/config': {
    request: () => ({ url: '/api/v1/auth/oidc/config' }),
    expect: everyone,
  },
  // The matrix app has no OpenID provider configured (OIDC_*): start and callback answer 404 to everyone.
  'GET /api/v1/auth/oidc/start': {
    request: () => ({ url: '/api/v1/auth/oidc/start?mode=sign-in' }),
    expect: (_caller, tenant) => (tenant === 'other' ? 'n/a' : 404),
  },
  'GET /api/v1/auth/oidc/callback': {
    request: () => ({ url: '/api/v1/auth/oidc/callback?code=x&state=y' }),
    expect: (_caller, tenant) => (tenant === 'other' ? 'n/a' : 404),
  },
  'GET /api/v1/auth/oidc/outcome.js': {
    request: () => ({ url: '/api/v1/auth/oidc/outcome.js' }),
    expect: everyone,
  },
  'GET /api/v1/dashboard': {
    request: () => ({ url: '/api/v1/dashboard' }),
    expect: allowed(['executive', 'manager', 'supervisor', 'guard', 'client'], { list: true }),
  },
  'GET /api/v1/events': {
    request: () => ({ url: '/api/v1/events' }),
    expect: allowed(['executive', 'manager', 'supervisor', 'guard', 'client'], { list: true }),
  },
};
