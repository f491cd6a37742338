/**
 * The expected answers most matrix entries share (authorization-matrix*.ts): `admin` passes wherever `executive`
 * is listed; a list has no "other client" cell; a record of another client is 404 (never revealed).
 */
import type { Caller, Expected, MatrixRole, Tenant } from './authorization-matrix.ts';

/** Whether a signed-in caller holds one of `roles` (admin counts as executive). */
export function passes(roles: readonly MatrixRole[], caller: Caller): boolean {
  if (caller === 'signedOut') return false;
  return roles.includes(caller) || (caller === 'admin' && roles.includes('executive'));
}

/** A list or an action on one's own things: only the own-client cell applies. */
export function listExpect(roles: readonly MatrixRole[]) {
  return (caller: Caller, tenant: Tenant): Expected => {
    if (tenant === 'other') return 'n/a';
    if (caller === 'signedOut') return 401;
    return passes(roles, caller) ? 'ok' : 403;
  };
}

/**
 * A record of the tenant's client: allowed callers reach their own client's; another client's is 404 — for an
 * admin too unless `adminReachesOtherClient` (routes that take any client's record by id).
 */
export function recordExpect(roles: readonly MatrixRole[], options: { adminReachesOtherClient: boolean }) {
  return (caller: Caller, tenant: Tenant): Expected => {
    if (caller === 'signedOut') return 401;
    if (!passes(roles, caller)) return 403;
    if (tenant === 'own' || (caller === 'admin' && options.adminReachesOtherClient)) return 'ok';
    return 404;
  };
}
