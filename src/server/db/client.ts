import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

// timestamptz comes back as Date; bigint (int8) counts as number — our bigints stay well below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function connectDatabase(url: string, options: { max?: number; applicationName?: string } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
    application_name: options.applicationName ?? 'watchpost',
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one checked out between two statements (inside a transaction) when the database goes away: pg emits 'error'
  // on it with no query to fail, and with nobody listening that is an uncaught exception. Its next statement fails
  // instead, and that request answers with an error (docs/crash-safety.md).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** The pool under a Drizzle database (for what Drizzle does not do: LISTEN on a connection of its own). */
export function poolOf(db: Database): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}
