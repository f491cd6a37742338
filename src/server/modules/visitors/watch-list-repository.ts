import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { personName } from '../../db/person-name.ts';
import { users, visitorBlocklist } from '../../db/schema.ts';

type Db = Pick<Database, 'select'>;

type EntryColumns = Pick<typeof visitorBlocklist.$inferSelect, 'id' | 'name' | 'vehiclePlate' | 'reason' | 'createdAt'>;

/** An entry as the watch list shows it: its row and the name of whoever added it. */
export interface WatchListEntryRow extends EntryColumns {
  createdByName: string | null;
}

export function listWatchListEntries(db: Db, clientId: string): Promise<WatchListEntryRow[]> {
  return db
    .select({
      id: visitorBlocklist.id,
      name: visitorBlocklist.name,
      vehiclePlate: visitorBlocklist.vehiclePlate,
      reason: visitorBlocklist.reason,
      createdByName: personName<string | null>(users),
      createdAt: visitorBlocklist.createdAt,
    })
    .from(visitorBlocklist)
    .leftJoin(users, eq(users.id, visitorBlocklist.createdBy))
    .where(eq(visitorBlocklist.clientId, clientId))
    .orderBy(desc(visitorBlocklist.createdAt), asc(visitorBlocklist.id));
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
export async function deleteWatchListEntry(db: Pick<Database, 'delete'>, clientId: string, id: string) {
  const [row] = await db
    .delete(visitorBlocklist)
    .where(and(eq(visitorBlocklist.id, id), eq(visitorBlocklist.clientId, clientId)))
    .returning({
      name: visitorBlocklist.name,
      vehiclePlate: visitorBlocklist.vehiclePlate,
      reason: visitorBlocklist.reason,
    });
  return row;
}

/** The oldest entry of the client whose name key, or else plate key (when given), is the one asked for. */
export async function findWatchListEntryByKeys(db: Db, clientId: string, nameKey: string, plateKey: string | null) {
  const byName = eq(visitorBlocklist.nameKey, nameKey);
  const [row] = await db
    .select({
      id: visitorBlocklist.id,
      name: visitorBlocklist.name,
      reason: visitorBlocklist.reason,
      byName: sql<boolean>`${byName}`,
    })
    .from(visitorBlocklist)
    .where(
      and(
        eq(visitorBlocklist.clientId, clientId),
        plateKey ? or(byName, eq(visitorBlocklist.plateKey, plateKey)) : byName,
      ),
    )
    .orderBy(desc(byName), asc(visitorBlocklist.createdAt), asc(visitorBlocklist.id))
    .limit(1);
  return row;
}
