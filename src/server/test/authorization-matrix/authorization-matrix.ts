/**
 * Expected answers of every /api/v1 route for every caller and tenant — the authorization matrix that
 * authorization-matrix.test.ts runs. It is written out by hand on purpose (not derived from the policy table), so
 * a change to the policy or to a route's declared access shows up as a failing cell to look at.
 *
 * Expectations: 'ok' (reaches the handler: 2xx, or 409 for a state the matrix does not control), 401, 403, 404
 * (another client's record), or 'n/a' (the cell does not exist, e.g. "other client" for a list).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defaultLayoutSettings, defaultTheme } from '../../../shared/settings.ts';
import type { Database } from '../../db/client.ts';
import { clientNotes, clients, customers, passwordResetTokens, users, visitors } from '../../db/schema.ts';
import { auditMatrixEntries } from './authorization-matrix-audit.ts';
import { billingMatrixEntries } from './authorization-matrix-billing.ts';
import { breakMatrixEntries } from './authorization-matrix-breaks.ts';
import { dailyActivityMatrixEntries } from './authorization-matrix-daily-activity.ts';
import { dispatchMatrixEntries } from './authorization-matrix-dispatch.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { eventMatrixEntries } from './authorization-matrix-events.ts';
import { fieldMatrixEntries } from './authorization-matrix-field.ts';
import { liveMatrixEntries } from './authorization-matrix-live.ts';
import { messengerMatrixEntries } from './authorization-matrix-messenger.ts';
import { mfaMatrixEntries } from './authorization-matrix-mfa.ts';
import { patrolMatrixEntries } from './authorization-matrix-patrols.ts';
import { payrollMatrixEntries } from './authorization-matrix-payroll.ts';
import { personnelMatrixEntries } from './authorization-matrix-personnel.ts';
import { proofMatrixEntries } from './authorization-matrix-proof.ts';
import { reportDeliveryMatrixEntries } from './authorization-matrix-report-delivery.ts';
import { reportMatrixEntries } from './authorization-matrix-reports.ts';
import { shiftMatrixEntries } from './authorization-matrix-shifts.ts';
import { taskMatrixEntries } from './authorization-matrix-tasks.ts';
import { tourMatrixEntries } from './authorization-matrix-tours.ts';
import { visitorBlocklistMatrixEntries } from './authorization-matrix-visitor-blocklist.ts';
import { workforceReportMatrixEntries } from './authorization-matrix-workforce-reports.ts';

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
  /** The response never ends (Server-Sent Events): the cell is checked over real HTTP by its status line. */
  streaming?: boolean;
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

/** A record of either client: allowed callers reach their own client's and never another client's (404). */
function onRecord(roles: readonly MatrixRole[]) {
  const access = allowed(roles);
  return (caller: Caller, tenant: Tenant): Expected => {
    const expected = access(caller, tenant);
    return expected === 'ok' && tenant === 'other' ? 404 : expected;
  };
}

const settingsSyncers = matrixRoles.filter((role) => role !== 'guest');
const visitorViewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard', 'client', 'guest'];
const frontDesk: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard'];
// Within a year after the matrix test's clock, as a visit time must be.
const visitAt = '2026-12-01T12:00:00Z';

/** A visitor tied to no event (the front desk's) in the tenant's client, in the given status. */
async function visitorIn(fx: MatrixFixture, tenant: Tenant, status: 'requested' | 'expected' | 'checked_in') {
  const visitor = {
    clientId: fx.clients[tenant],
    name: 'Matrix Visitor',
    status,
    expectedAt: new Date(visitAt),
    checkedInAt: status === 'checked_in' ? new Date('2026-01-01T00:00:00Z') : null,
  };
  return insertedId(fx.db.insert(visitors).values(visitor).returning({ id: visitors.id }), 'visitor');
}

const userAdmins: readonly MatrixRole[] = ['executive', 'manager'];
let matrixUserCount = 0;

/** A guest account of the tenant's client to deactivate or reactivate (so no caller's own session ends). */
async function spareUserIn(fx: MatrixFixture, tenant: Tenant, status: 'active' | 'disabled') {
  matrixUserCount += 1;
  const spare = {
    clientId: fx.clients[tenant],
    email: `spare-${matrixUserCount}@${tenant}.test`,
    roles: ['guest'],
    status,
  };
  return insertedId(fx.db.insert(users).values(spare).returning({ id: users.id }), 'user');
}

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The photo URL of the executive of the tenant's client, who uploads one first. */
async function photoUrlIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  const email = tenant === 'own' ? 'executive@own.test' : 'executive@other.test';
  const signIn = await fx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password: fx.password },
  });
  const cookie = signIn.cookies.find((c) => c.name === 'wp_session');
  const upload = await fx.app.inject({
    method: 'PUT',
    url: '/api/v1/me/photo',
    headers: { cookie: `wp_session=${cookie?.value ?? ''}`, 'content-type': 'image/png' },
    payload: tinyPng,
  });
  const photoUrl = (upload.json() as { photoUrl?: unknown }).photoUrl;
  if (typeof photoUrl !== 'string') throw new Error(`photo upload failed: ${upload.statusCode} ${upload.body}`);
  return photoUrl;
}

/** A single-use reset token for a spare account, as the forgot-password mail would carry. */
async function resetTokenIn(fx: MatrixFixture): Promise<string> {
  const userId = await spareUserIn(fx, 'own', 'active');
  const token = randomBytes(24).toString('base64url');
  await fx.db.insert(passwordResetTokens).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userId,
    expiresAt: new Date('2099-01-01T00:00:00Z'),
  });
  return token;
}

let matrixClientCount = 0;

/** The caller's own client for 'own'; for 'other' a fresh spare client (no events, no users) per call. */
async function clientFor(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  if (tenant === 'own') return fx.clients.own;
  matrixClientCount += 1;
  const spare = { name: `Spare Client ${matrixClientCount}` };
  return insertedId(fx.db.insert(clients).values(spare).returning({ id: clients.id }), 'client');
}

let spareCustomerCount = 0;

/** A fresh customer (no events, no users) in the tenant's client, for status changes and deletes. */
async function spareCustomerIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  spareCustomerCount += 1;
  const spare = { clientId: fx.clients[tenant], name: `Spare Customer ${spareCustomerCount}` };
  return insertedId(fx.db.insert(customers).values(spare).returning({ id: customers.id }), 'customer');
}

async function orphanNoteIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  const note = { clientId: fx.clients[tenant], content: 'Note to delete' };
  return insertedId(fx.db.insert(clientNotes).values(note).returning({ id: clientNotes.id }), 'note');
}

/** A record of a client: the listed roles reach their own client's, 404 for another's; admin reaches every one. */
function ownClientOnly(roles: readonly MatrixRole[]) {
  return (caller: Caller, tenant: Tenant): Expected => {
    const base = allowed(roles)(caller, tenant);
    return base === 'ok' && tenant === 'other' && caller !== 'admin' ? 404 : base;
  };
}

export const matrixEntries: Record<string, MatrixEntry> = {
  ...eventMatrixEntries,
  ...auditMatrixEntries,
  ...personnelMatrixEntries,
  ...taskMatrixEntries,
  ...breakMatrixEntries,
  ...fieldMatrixEntries,
  ...tourMatrixEntries,
  ...proofMatrixEntries,
  ...reportDeliveryMatrixEntries,
  ...liveMatrixEntries,
  ...reportMatrixEntries,
  ...workforceReportMatrixEntries,
  ...visitorBlocklistMatrixEntries,
  ...messengerMatrixEntries,
  ...mfaMatrixEntries,
  ...shiftMatrixEntries,
  ...dailyActivityMatrixEntries,
  ...billingMatrixEntries,
  ...payrollMatrixEntries,
  ...dispatchMatrixEntries,
  ...patrolMatrixEntries,
  ...sameRequestEntries(everyone, [
    'GET /api/v1/auth/session',
    'GET /api/v1/auth/oidc/config',
    'GET /api/v1/auth/oidc/outcome.js',
  ]),
  ...sameRequestEntries(allowed(['executive', 'manager', 'supervisor', 'guard', 'client'], { list: true }), [
    'GET /api/v1/dashboard',
    'GET /api/v1/events',
  ]),
  ...sameRequestEntries(allowed(matrixRoles, { list: true }), ['GET /api/v1/me/status', 'GET /api/v1/me']),
  ...sameRequestEntries(allowed(['executive', 'manager', 'supervisor', 'guard', 'client', 'guest'], { list: true }), [
    'GET /api/v1/getting-started',
  ]),
  ...sameRequestEntries(allowed(userAdmins, { list: true }), [
    'GET /api/v1/users',
    'GET /api/v1/customers',
    'GET /api/v1/customer-users.csv',
  ]),
  ...sameRequestEntries(allowed(settingsSyncers, { list: true }), ['GET /api/v1/me/settings']),
  ...sameRequestEntries(allowed(['executive', 'manager'], { list: true }), ['GET /api/v1/clients']),
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
  'POST /api/v1/auth/sign-up': {
    request: () => {
      matrixUserCount += 1;
      const password = 'long enough password';
      return {
        url: '/api/v1/auth/sign-up',
        payload: {
          displayName: 'New Person',
          email: `sign-up-${matrixUserCount}@own.test`,
          password,
          passwordConfirm: password,
          acceptTermsConditions: true,
        },
      };
    },
    expect: everyone,
    freshSession: true,
  },
  'POST /api/v1/auth/forgot-password': {
    request: () => ({ url: '/api/v1/auth/forgot-password', payload: { email: 'guest@own.test' } }),
    expect: everyone,
  },
  'POST /api/v1/auth/reset-password': {
    request: async (fx) => {
      const password = 'another long password';
      return {
        url: '/api/v1/auth/reset-password',
        payload: { token: await resetTokenIn(fx), password, passwordConfirm: password },
      };
    },
    expect: everyone,
    freshSession: true,
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
  'GET /api/v1/visitors': {
    request: () => ({ url: '/api/v1/visitors?view=history' }),
    expect: allowed(visitorViewers, { list: true }),
  },
  'GET /api/v1/visitors.csv': {
    request: () => ({ url: '/api/v1/visitors.csv?view=history' }),
    expect: allowed(visitorViewers, { list: true }),
  },
  'POST /api/v1/visitors': {
    request: () => ({ url: '/api/v1/visitors', payload: { name: 'Matrix Visitor', expectedAt: visitAt } }),
    expect: allowed(frontDesk, { list: true }),
  },
  'POST /api/v1/visitors/requests': {
    request: () => ({
      url: '/api/v1/visitors/requests',
      payload: { name: 'Matrix Visitor', hostName: 'Host', purpose: 'Meeting', expectedAt: visitAt },
    }),
    expect: allowed(visitorViewers, { list: true }),
  },
  'POST /api/v1/visitors/:id/approve': {
    request: async (fx, tenant) => ({
      url: `/api/v1/visitors/${await visitorIn(fx, tenant, 'requested')}/approve`,
      payload: {},
    }),
    expect: onRecord(['executive', 'manager']),
  },
  'POST /api/v1/visitors/:id/decline': {
    request: async (fx, tenant) => ({
      url: `/api/v1/visitors/${await visitorIn(fx, tenant, 'requested')}/decline`,
      payload: {},
    }),
    expect: onRecord(['executive', 'manager']),
  },
  'POST /api/v1/visitors/:id/check-in': {
    request: async (fx, tenant) => ({
      url: `/api/v1/visitors/${await visitorIn(fx, tenant, 'expected')}/check-in`,
      payload: {},
    }),
    expect: onRecord(frontDesk),
  },
  'POST /api/v1/visitors/:id/check-out': {
    request: async (fx, tenant) => ({ url: `/api/v1/visitors/${await visitorIn(fx, tenant, 'checked_in')}/check-out` }),
    expect: onRecord(frontDesk),
  },
  'POST /api/v1/users': {
    request: () => {
      matrixUserCount += 1;
      return {
        url: '/api/v1/users',
        payload: { email: `created-${matrixUserCount}@own.test`, displayName: 'Matrix New', roles: ['guard'] },
      };
    },
    expect: allowed(userAdmins, { list: true }),
  },
  'GET /api/v1/users/:id': {
    request: (fx, tenant) => ({
      url: `/api/v1/users/${tenant === 'own' ? (fx.users.guard ?? '') : fx.otherClientUser}`,
    }),
    expect: onRecord(userAdmins),
  },
  'PATCH /api/v1/users/:id': {
    request: (fx, tenant) => ({
      url: `/api/v1/users/${tenant === 'own' ? (fx.users.guard ?? '') : fx.otherClientUser}`,
      payload: { displayName: 'guard user' },
    }),
    expect: onRecord(userAdmins),
  },
  ...recordEntries(onRecord(userAdmins), (fx, tenant) => spareUserIn(fx, tenant, 'active'), [
    'POST /api/v1/users/:id/deactivate',
  ]),
  ...recordEntries(onRecord(userAdmins), (fx, tenant) => spareUserIn(fx, tenant, 'disabled'), [
    'POST /api/v1/users/:id/reactivate',
  ]),
  // Any signed-in user may see the photos of their own client's users, never another client's.
  'GET /api/v1/users/:id/photo': {
    request: async (fx, tenant) => ({ url: await photoUrlIn(fx, tenant) }),
    expect: onRecord(matrixRoles),
  },
  'PATCH /api/v1/me': {
    request: () => ({ url: '/api/v1/me', payload: { displayName: 'Matrix User' } }),
    expect: allowed(matrixRoles, { list: true }),
  },
  'PUT /api/v1/me/photo': {
    request: () => ({ url: '/api/v1/me/photo', payload: tinyPng }),
    expect: allowed(matrixRoles, { list: true }),
  },
  ...sameRequestEntries(allowed(matrixRoles, { list: true }), ['DELETE /api/v1/me/photo']),
  // Everyone but a guest keeps settings and theme on the server; a guest keeps them in the browser.
  'PUT /api/v1/me/settings': {
    request: () => ({ url: '/api/v1/me/settings', payload: { settings: defaultLayoutSettings } }),
    expect: allowed(settingsSyncers, { list: true }),
  },
  'PUT /api/v1/me/theme': {
    request: () => ({ url: '/api/v1/me/theme', payload: { theme: defaultTheme } }),
    expect: allowed(settingsSyncers, { list: true }),
  },
  // Customers: executive and manager of the client (an admin: the active client, so another client's is 404).
  'GET /api/v1/customers.csv': {
    request: () => ({ url: '/api/v1/customers.csv?status=Active' }),
    expect: allowed(userAdmins, { list: true }),
  },
  'POST /api/v1/customers': {
    request: () => ({ url: '/api/v1/customers', payload: { name: 'Matrix Customer' } }),
    expect: allowed(userAdmins, { list: true }),
  },
  ...recordEntries(onRecord(userAdmins), (fx, tenant) => fx.customers[tenant], [
    'GET /api/v1/customers/:id',
    'GET /api/v1/customers/:id/users',
  ]),
  'PATCH /api/v1/customers/:id': {
    request: (fx, tenant) => ({
      url: `/api/v1/customers/${fx.customers[tenant]}`,
      payload: { contactPhone: '(312) 555-0100' },
    }),
    expect: onRecord(userAdmins),
  },
  ...recordEntries(onRecord(userAdmins), spareCustomerIn, [
    'POST /api/v1/customers/:id/deactivate',
    'POST /api/v1/customers/:id/reactivate',
    'DELETE /api/v1/customers/:id',
  ]),
  'GET /api/v1/customer-users': {
    request: () => ({ url: '/api/v1/customer-users?q=user' }),
    expect: allowed(userAdmins, { list: true }),
  },
  // Every signed-in user may search; each sees only the kinds of record their role may (a guest: none).
  'GET /api/v1/search': {
    request: () => ({ url: '/api/v1/search?q=matrix' }),
    expect: allowed(matrixRoles, { list: true }),
  },
  // Guests keep their shortcuts in the browser (docs/product/settings-and-i18n.md#shortcuts).
  'PUT /api/v1/me/shortcuts': {
    request: () => ({ url: '/api/v1/me/shortcuts', payload: { shortcuts: [] } }),
    expect: allowed(['executive', 'manager', 'supervisor', 'guard', 'client'], { list: true }),
  },
  // Clients: executive and manager see their own client, admin every client; only admin manages tenants.
  'POST /api/v1/clients': {
    request: () => {
      matrixClientCount += 1;
      return { url: '/api/v1/clients', payload: { clientName: `Matrix Client ${matrixClientCount}` } };
    },
    expect: allowed(['admin'], { list: true }),
  },
  ...recordEntries(ownClientOnly(['executive', 'manager']), (fx, tenant) => fx.clients[tenant], [
    'GET /api/v1/clients/:id',
    'GET /api/v1/clients/:id/notes',
  ]),
  'PATCH /api/v1/clients/:id': {
    request: (fx, tenant) => ({
      url: `/api/v1/clients/${fx.clients[tenant]}`,
      payload: { contactPhone: '(312) 555-0100' },
    }),
    expect: ownClientOnly(['executive']),
  },
  // On the caller's own client these answer 409 (an admin may not deactivate or delete it); elsewhere a spare.
  ...recordEntries(allowed(['admin']), clientFor, [
    'POST /api/v1/clients/:id/deactivate',
    'POST /api/v1/clients/:id/reactivate',
    'DELETE /api/v1/clients/:id',
    'POST /api/v1/clients/:id/set-active',
  ]),
  'POST /api/v1/clients/:id/notes': {
    request: (fx, tenant) => ({
      url: `/api/v1/clients/${fx.clients[tenant]}/notes`,
      payload: { content: 'Matrix note' },
    }),
    expect: ownClientOnly(['executive', 'manager']),
  },
  // A note with no author: only an executive (or admin) may delete it, so a manager gets 403 from the service.
  'DELETE /api/v1/clients/:id/notes/:noteId': {
    request: async (fx, tenant) => ({
      url: `/api/v1/clients/${fx.clients[tenant]}/notes/${await orphanNoteIn(fx, tenant)}`,
    }),
    expect: (caller, tenant) =>
      caller === 'manager' && tenant === 'own' ? 403 : ownClientOnly(['executive', 'manager'])(caller, tenant),
  },
};
