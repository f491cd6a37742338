import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { visitorBlocklist } from '../../db/schema.ts';

type Db = Pick<Database, 'execute'>;

export interface WatchListEntryRow extends Record<string, unknown> {
  id: string;
  name: string;
  vehicle_plate: string | null;
  reason: string;
  created_by_name: string | null;
  created_at: Date;
}

export async function listWatchListEntries(db: Db, clientId: string) {
  const result = await db.execute<WatchListEntryRow>(sql`
    select b.id, b.name, b.vehicle_plate, b.reason, coalesce(nullif(u.display_name, ''), u.email) as created_by_name,
           b.created_at
    from visitor_blocklist b
    left join users u on u.id = b.created_by
    where b.client_id = ${clientId}
    order by b.created_at desc, b.id`);
  return result.rows;
}

export async function insertWatchListEntry(
  db: Pick<Database, 'insert'>,
  values: typeof visitorBlocklist.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(visitorBlocklist).values(values).returning({ id: visitorBlocklist.id });
  if (!row) throw new Error('watch-list insert returned no row');
  return row.id;
}

/** Deletes the client's entry; answers what it held, or undefined when there was none. */
export async function deleteWatchListEntry(db: Db, clientId: string, id: string) {
  const result = await db.execute<{ name: string; vehicle_plate: string | null; reason: string }>(sql`
    delete from visitor_blocklist where id = ${id} and client_id = ${clientId}
    returning name, vehicle_plate, reason`);
  return result.rows[0];
}

/** The oldest entry of the client whose name key, or else plate key (when given), is the one asked for. */
export async function findWatchListEntryByKeys(db: Db, clientId: string, nameKey: string, plateKey: string | null) {
  const result = await db.execute<{ id: string; name: string; reason: string; by_name: boolean }>(sql`
    select b.id, b.name, b.reason, (b.name_key = ${nameKey}) as by_name
    from visitor_blocklist b
    where b.client_id = ${clientId}
      and (b.name_key = ${nameKey} ${plateKey ? sql`or b.plate_key = ${plateKey}` : sql``})
    order by (b.name_key = ${nameKey}) desc, b.created_at, b.id
    limit 1`);
  return result.rows[0];
}
