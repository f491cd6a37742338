import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const INSERT_CHUNK = 1000;

/**
 * Inserts rows exactly as given (ids and times included), a thousand to a statement, in order. The modules'
 * `history.ts` files use it to write records of the past, such as the demo seed's (docs/product/demo-operation.md).
 */
export async function insertInBatches<T extends PgTable>(
  db: Pick<Database, 'insert'>,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(table).values(rows.slice(i, i + INSERT_CHUNK));
  }
}
