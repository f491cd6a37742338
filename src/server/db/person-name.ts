import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * The name a person is shown by, in SQL: their display name, or their email when it is empty or only spaces
 * (docs/architecture.md#rows). `personName(users)` or `personName(alias(users, 'g'))` is a select column; pass
 * `string | null` as `T` for a left-joined person, whose name is null when there is none.
 */
export function personName<T extends string | null = string>(person: {
  displayName: Column;
  email: Column;
}): SQL<NoInfer<T>> {
  return sql<T>`coalesce(nullif(btrim(${person.displayName}), ''), ${person.email})`;
}

const sqlAlias = /^[a-z_][a-z0-9_]*$/;

/** The same name for hand-written SQL, of the users row under the alias `alias` (e.g. 'u'): `${personNameOfAlias('u')}`. */
export function personNameOfAlias(alias: string): SQL<string> {
  if (!sqlAlias.test(alias)) throw new Error(`Not an SQL alias: ${alias}`);
  return sql.raw(`coalesce(nullif(btrim(${alias}.display_name), ''), ${alias}.email)`) as SQL<string>;
}
