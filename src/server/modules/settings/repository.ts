import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** A transaction or the database itself. */
export type Db = Pick<Database, 'select' | 'update'>;

/** The stored (unvalidated) settings and theme of a user of the client, or undefined when there is none. */
export async function findStoredSettings(
  db: Db,
  clientId: string,
  userId: string,
): Promise<{ settings: unknown; theme: unknown } | undefined> {
  const [row] = await db
    .select({ settings: users.settings, theme: users.theme })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
  return row;
}

export async function storeSettings(db: Db, clientId: string, userId: string, settings: unknown, now: Date) {
  const updated = await db
    .update(users)
    .set({ settings, updatedAt: now })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function storeTheme(db: Db, clientId: string, userId: string, theme: unknown, now: Date) {
  const updated = await db
    .update(users)
    .set({ theme, updatedAt: now })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .returning({ id: users.id });
  return updated.length > 0;
}
