import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request,
} from '@playwright/test';
import pg from 'pg';
import type { Role } from '../src/shared/roles.ts';

/*
 * How the end-to-end tests stay independent of each other (docs/decisions/0017-isolated-end-to-end-tests.md):
 *
 * - The demo operation seeded at start-up is read-only for the whole suite. Tests may read it through the demo
 *   accounts' sessions (asRole, openAs('executive')), but no test creates, changes or deletes anything in the demo
 *   clients, and none changes a demo account (settings, shortcuts, photo, password, sessions, identities).
 * - A test that writes gets a `tenant`: a client (tenant) of its own with an executive, where it creates the other
 *   accounts and the records it needs through the API. Nothing another test does can change what it reads.
 * - Extra browser windows come from `openAs`, which closes them when the test ends, pass or fail: a window left
 *   open keeps its live stream, polling and animations running for the rest of the worker's tests.
 */

export const demoRoles = ['admin', 'executive', 'manager', 'supervisor', 'guard', 'client', 'guest'] as const;
export type DemoRole = (typeof demoRoles)[number];

/** Per port, so runs of the suite on different ports do not overwrite each other's sessions. */
export function storageStateFor(role: DemoRole): string {
  return path.join(import.meta.dirname, '.auth', `${process.env.E2E_PORT ?? '3100'}-${role}.json`);
}

/** `test.use(asRole('executive'))` runs a file signed in as that demo account (read-only use, see above). */
export function asRole(role: DemoRole) {
  return { storageState: storageStateFor(role) };
}

/** The password of every account the tests create. */
export const accountPassword = 'e2e-password-1';

let sequence = 0;
/** A short id unique across workers, runs and calls: for names, emails and titles of a test's own records. */
export function uniqueId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export interface Account {
  id: string;
  email: string;
  password: string;
  displayName: string;
  roles: Role[];
}

/** The JSON of a response that must have the given status; otherwise fails with what the server said. */
export async function expectJson<T>(response: APIResponse, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status(), `${response.url()} answered: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * An API session of its own (no browser), signed in as the account. Writes carry the Origin the server checks.
 * Its cookie jar starts empty on purpose: a request context made during a test otherwise starts with the test's
 * storage state, and signing in with a demo account's cookie would end that shared session.
 */
export async function apiSession(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
    storageState: { cookies: [], origins: [] },
  });
  await expectJson(await context.post('/api/v1/auth/sign-in', { data: { email, password, remember: false } }));
  return context;
}

/**
 * Signs the page's browser context in as the account. Any session cookie it carries is dropped first: signing in
 * with a cookie ends that cookie's session, which must never be a demo account's shared one.
 */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.context().clearCookies({ name: 'wp_session' });
  await expectJson(
    await page.request.post('/api/v1/auth/sign-in', {
      data: { email: account.email, password: account.password, remember: false },
    }),
  );
}

export interface EventInput {
  customerId: string;
  name?: string;
  start: Date | string;
  end: Date | string;
  [field: string]: unknown;
}

/**
 * A client (tenant) of one test: its executive's API session creates the accounts and records the test needs.
 * Names carry a unique id, so a tenant's records are told apart from everyone else's in lists shared with an admin.
 */
export class Tenant {
  constructor(
    readonly clientId: string,
    readonly name: string,
    readonly executive: Account,
    /** Signed in as the executive. */
    readonly api: APIRequestContext,
  ) {}

  async post<T>(url: string, data: unknown, status = 201): Promise<T> {
    return expectJson<T>(await this.api.post(url, { data }), status);
  }

  /**
   * A new account of this client. `fullClientAccess` (customer ids) and `individualEvents` (event ids) are the
   * permissions of a manager, supervisor or client user; `customerId` makes a client user a customer's.
   */
  async user(
    role: Role,
    options: {
      displayName?: string;
      customerId?: string;
      fullClientAccess?: string[];
      individualEvents?: string[];
    } = {},
  ): Promise<Account> {
    const id = uniqueId();
    const email = `${role}-${id}@e2e.test`;
    const displayName = options.displayName ?? `${role[0]?.toUpperCase()}${role.slice(1)} ${id}`;
    const permissions =
      options.fullClientAccess || options.individualEvents
        ? { fullClientAccess: options.fullClientAccess ?? [], individualEvents: options.individualEvents ?? [] }
        : undefined;
    const created = await this.post<{ id: string }>('/api/v1/users', {
      email,
      displayName,
      roles: [role],
      password: accountPassword,
      ...(permissions ? { permissions } : {}),
      ...(options.customerId ? { customerId: options.customerId } : {}),
    });
    return { id: created.id, email, password: accountPassword, displayName, roles: [role] };
  }

  async customer(name = `Customer ${uniqueId()}`, fields: Record<string, unknown> = {}) {
    const created = await this.post<{ id: string }>('/api/v1/customers', { name, ...fields });
    return { id: created.id, name };
  }

  async event({ customerId, name = `Event ${uniqueId()}`, start, end, ...fields }: EventInput) {
    const iso = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());
    const created = await this.post<{ id: string }>('/api/v1/events', {
      customerId,
      eventName: name,
      startDate: iso(start),
      endDate: iso(end),
      ...fields,
    });
    return { id: created.id, name };
  }

  async assign(eventId: string, userId: string) {
    await this.post(`/api/v1/events/${eventId}/assigned-guards`, { userId });
  }

  /** The server's clock (the e2e server starts at a fixed instant), from its dashboard. */
  async now(): Promise<number> {
    const body = await expectJson<{ generatedAt: string }>(await this.api.get('/api/v1/dashboard'));
    return Date.parse(body.generatedAt);
  }
}

/** Opens a browser window (its own context) signed in as an account of the test, or as a demo account. */
export type OpenAs = (who: Account | DemoRole, url?: string) => Promise<Page>;

interface TestFixtures {
  tenant: Tenant;
  openAs: OpenAs;
}

interface WorkerFixtures {
  /** Creates tenants: an admin of this worker's own, so choosing the working client races with no one. */
  newTenant: (name?: string) => Promise<Tenant>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  newTenant: [
    async ({ playwright: _playwright }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const demoAdmin = await apiSession(baseURL, 'admin@demo.test', 'demo1234');
      const adminEmail = `admin-${uniqueId()}@e2e.test`;
      await expectJson(
        await demoAdmin.post('/api/v1/users', {
          data: {
            email: adminEmail,
            displayName: `E2E Admin ${workerInfo.workerIndex}`,
            roles: ['admin'],
            password: accountPassword,
          },
        }),
        201,
      );
      await demoAdmin.dispose();
      const admin = await apiSession(baseURL, adminEmail, accountPassword);
      // One tenant at a time: the working client is a property of the admin.
      let queue: Promise<unknown> = Promise.resolve();
      const create = async (name: string): Promise<Tenant> => {
        const client = await expectJson<{ id: string }>(
          await admin.post('/api/v1/clients', { data: { clientName: name, timeZone: 'America/Chicago' } }),
          201,
        );
        await expectJson(await admin.post(`/api/v1/clients/${client.id}/set-active`));
        const id = uniqueId();
        const email = `executive-${id}@e2e.test`;
        const displayName = `Executive ${id}`;
        const created = await expectJson<{ id: string }>(
          await admin.post('/api/v1/users', {
            data: { email, displayName, roles: ['executive'], password: accountPassword },
          }),
          201,
        );
        const executive: Account = {
          id: created.id,
          email,
          password: accountPassword,
          displayName,
          roles: ['executive'],
        };
        return new Tenant(client.id, name, executive, await apiSession(baseURL, email, accountPassword));
      };
      await use((name = `Guarding ${uniqueId()}`) => {
        const next = queue.then(() => create(name));
        queue = next.catch(() => undefined);
        return next;
      });
      await admin.dispose();
    },
    { scope: 'worker' },
  ],

  tenant: async ({ newTenant }, use) => {
    const tenant = await newTenant();
    await use(tenant);
    await tenant.api.dispose();
  },

  openAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (who, url) => {
      const context = await browser.newContext(typeof who === 'string' ? asRole(who) : {});
      contexts.push(context);
      const page = await context.newPage();
      if (typeof who !== 'string') await signIn(page, who);
      if (url) await page.goto(url);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

interface ServerDatabase {
  password: string;
  port: number;
}

/**
 * The e2e server's embedded PostgreSQL: e2e-server.mjs records its DATA_DIR per port; the password and port are in
 * DATA_DIR/postgres.password and line 4 of DATA_DIR/postgres/postmaster.pid.
 */
function serverDatabase(baseURL: string | undefined): ServerDatabase {
  const port = new URL(baseURL ?? 'http://127.0.0.1:3100').port;
  const info = path.join(import.meta.dirname, '.auth', `server-${port}.json`);
  const { dataDir } = JSON.parse(readFileSync(info, 'utf8')) as { dataDir: string };
  return {
    password: readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim(),
    port: Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
        .split('\n')[3]
        ?.trim(),
    ),
  };
}

/** Runs `work` with a connection to the e2e server's database (for what the API cannot do, such as the past). */
export async function withDatabase<T>(baseURL: string | undefined, work: (client: pg.Client) => Promise<T>) {
  const { password, port } = serverDatabase(baseURL);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'watchpost' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  body: string;
}

/** The mails the e2e server queued for `to` (newest first): the server has no SMTP_URL, so mail lands in `mail_outbox`. */
export function outboxMails(baseURL: string | undefined, to: string): Promise<OutboxMail[]> {
  return withDatabase(baseURL, async (client) => {
    const result = await client.query<OutboxMail>(
      'select id, "to", subject, body from mail_outbox where lower("to") = lower($1) order by created_at desc',
      [to],
    );
    return result.rows;
  });
}
