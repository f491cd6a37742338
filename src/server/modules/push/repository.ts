import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Stores a browser's subscription for a person; the same endpoint registered again moves to them, refreshed. */
export async function upsertSubscription(
  db: Db,
  values: { clientId: string; userId: string; endpoint: string; p256dh: string; auth: string; now: Date },
): Promise<void> {
  const { now, ...row } = values;
  await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { clientId: row.clientId, userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: now },
    });
}

/** Forgets an endpoint, only the person's own. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  const [row] = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  if (row && row.userId === userId) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
}

export function subscriptionsOf(db: Db, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export async function markSent(db: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(pushSubscriptions).set({ lastSentAt: now }).where(inArray(pushSubscriptions.id, ids));
}

/** Subscriptions the push service says are gone (404 or 410). */
export async function deleteSubscriptions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
