import { type SQL, sql } from 'drizzle-orm';

/**
 * A column of the table a query names `alias`, for the record-level predicates: the query, not the predicate,
 * chooses the alias. Aliases are code constants; anything but a plain identifier is a programming error.
 */
export function column(alias: string, name: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  return sql.raw(`${alias}.${name}`);
}
