import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Some columns of a table (or of an alias of it), named once: `pickColumns(c, checkpointKeys)` is the select list,
 * and `Pick<typeof checkpoints.$inferSelect, (typeof checkpointKeys)[number]>` the row it reads
 * (docs/architecture.md#rows).
 */
export function pickColumns<T extends Table, const K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table) as T['_']['columns'];
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<T['_']['columns'], K>;
}
