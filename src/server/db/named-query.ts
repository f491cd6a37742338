import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

interface DrizzleInner<T> {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  session: { client: { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }> } };
}

/**
 * Runs `query` as a named prepared statement, so PostgreSQL plans it once per connection instead of on every
 * call — for the few statements on the hottest paths (a session lookup per request, a position per ping), where
 * planning cost as much as running. `name` must stand for one SQL text: a query whose text varies needs a name
 * per variant (executePrepared). Reaches under Drizzle (its dialect turns the query into text and parameters; its
 * session's client is the pool, or the transaction's connection).
 */
export async function executeNamed<T>(db: Pick<Database, 'execute'>, name: string, query: SQL): Promise<{ rows: T[] }> {
  const inner = db as unknown as DrizzleInner<T>;
  const { sql: text, params } = inner.dialect.sqlToQuery(query);
  return inner.session.client.query({ name, text, values: params });
}

/**
 * Runs `query` as a prepared statement named after its text, for a hot read whose text varies with its filters:
 * each variant is planned once per connection, and PostgreSQL keeps a generic plan when it is as good. Planning the
 * events list cost more than running it (docs/benchmarks.md).
 */
export async function executePrepared<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<{ rows: T[] }> {
  const inner = db as unknown as DrizzleInner<T>;
  const { sql: text, params } = inner.dialect.sqlToQuery(query);
  const name = `q-${createHash('sha1').update(text).digest('base64url')}`;
  return inner.session.client.query({ name, text, values: params });
}
