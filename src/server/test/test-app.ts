import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext, Clock } from '../context.ts';
import { FileStore } from '../files/file-store.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { ServerSecrets } from '../secrets/server-secrets.ts';
import { requestsAs } from './http.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { testSecretsKeyFor } from './test-secrets.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  ctx: AppContext;
  close(): Promise<void>;
}

export const testSessionSecret = 'test-session-secret-that-is-long-enough-0123456789';

/** The real application on its own fresh database, driven with app.inject(); the clock is the test's. */
export async function createTestApp(
  options: {
    clock?: Clock;
    attemptLimit?: number;
    /** Other context settings for this app (e.g. `oidc`, `baseUrl`); the database is always the test's own. */
    context?: Partial<Omit<AppContext, 'db'>>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const ctx: AppContext = {
    db: database.db,
    clock: options.clock ?? (() => new Date()),
    baseUrl: undefined,
    secureCookies: false,
    files: new FileStore(),
    attemptLimit: options.attemptLimit ?? 1000,
    secrets: new ServerSecrets(new SecretBox(testSecretsKeyFor(testSessionSecret))),
    ...options.context,
  };
  const app = await buildApp({ ctx, sessionSecret: testSessionSecret, bodyLimitBytes: 64 * 1024, logger: false });
  await app.ready();
  return {
    app,
    database,
    ctx,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/**
 * The app of a test file, made in beforeAll and closed in afterAll (call at the top of the file; the fields of
 * `t` are there from the first beforeAll on). Comes with the file's records of ids and session cookies, and
 * `call(who, method, url, payload?)` as the person whose cookie is `cookies[who]`, and `hours(h)` from the clock.
 */
export function suiteTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = {} as TestApp;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  const clock = options.clock ?? (() => new Date());
  /** The instant `h` hours after the clock's now (before it, for a negative `h`). */
  const hours = (h: number) => new Date(clock().getTime() + h * 3_600_000);
  return { t, ids, cookies, call: requestsAs(() => t.app, cookies), hours };
}
