import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkReadiness } from './service.ts';

/** A client of the run's PostgreSQL server, outside the app's pool, for doing to its database what operators do. */
async function adminClient(databaseUrl?: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl ?? inject('testDatabase').adminUrl });
  await client.connect();
  return client;
}

async function withTestApp(work: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp();
  try {
    await work(t);
  } finally {
    await t.close();
  }
}

async function get(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and has every migration applied', async () => {
    await withTestApp(async (t) => {
      expect(await get(t, '/api/health/ready')).toEqual({ status: 200, body: { ok: true } });
    });
  });

  it('answers 503 health.migrations_pending while a migration is not applied, and again with none applied', async () => {
    await withTestApp(async (t) => {
      const db = await adminClient(t.database.url);
      try {
        await db.query(
          'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
        );
        const oneMissing = await get(t, '/api/health/ready');
        expect(oneMissing.status).toBe(503);
        expect(oneMissing.body.error.code).toBe('health.migrations_pending');
        // Liveness is about the process, not the database.
        expect(await get(t, '/api/health')).toEqual({ status: 200, body: { ok: true } });

        await db.query('drop schema drizzle cascade');
        const noneApplied = await get(t, '/api/health/ready');
        expect(noneApplied.status).toBe(503);
        expect(noneApplied.body.error.code).toBe('health.migrations_pending');
      } finally {
        await db.end();
      }
    });
  });

  it('answers 503 health.database_unavailable when the database is gone', async () => {
    await withTestApp(async (t) => {
      const admin = await adminClient();
      try {
        await admin.query(`drop database "${t.database.name}" with (force)`);
      } finally {
        await admin.end();
      }
      const response = await get(t, '/api/health/ready');
      expect(response).toEqual({
        status: 503,
        body: { error: { code: 'health.database_unavailable', message: 'The database does not answer.' } },
      });
      expect(await get(t, '/api/health')).toEqual({ status: 200, body: { ok: true } });
    });
  });

  it('gives up with health.database_unavailable when the database does not answer before the deadline', async () => {
    await withTestApp(async (t) => {
      const blocker = await adminClient(t.database.url);
      try {
        // Holds the readiness query behind a lock, as a database stuck on a long migration or a stalled disk would.
        await blocker.query('begin');
        await blocker.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
        const refusal = await checkReadiness(t.database.db, t.app.log, 200).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(AppError);
        expect((refusal as AppError).code).toBe('health.database_unavailable');
        await blocker.query('rollback');
        // The query that waited finishes once the lock is gone, and readiness answers again.
        await expect(checkReadiness(t.database.db, t.app.log, 5_000)).resolves.toBeUndefined();
      } finally {
        await blocker.end();
      }
    });
  });
});
