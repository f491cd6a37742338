/**
 * Accounts and the customers and events each may see recorded as they happened, with their own ids and times: the demo seed's history
 * (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { inArray } from 'drizzle-orm';
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { userCustomerAccess, userEventAccess, users } from '../../db/schema.ts';

export type UserRecord = typeof users.$inferInsert;

export type CustomerAccessRecord = typeof userCustomerAccess.$inferInsert;

export type EventAccessRecord = typeof userEventAccess.$inferInsert;

export function recordUsers(db: Pick<Database, 'insert'>, rows: UserRecord[]): Promise<void> {
  return insertInBatches(db, users, rows);
}

export function recordCustomerAccess(db: Pick<Database, 'insert'>, rows: CustomerAccessRecord[]): Promise<void> {
  return insertInBatches(db, userCustomerAccess, rows);
}

export function recordEventAccess(db: Pick<Database, 'insert'>, rows: EventAccessRecord[]): Promise<void> {
  return insertInBatches(db, userEventAccess, rows);
}

/** Sets the event each user is at now (users.current_event_id), one statement per event. */
export async function recordCurrentEvents(
  db: Pick<Database, 'update'>,
  current: Array<{ userId: string; eventId: string }>,
): Promise<void> {
  const byEvent = new Map<string, string[]>();
  for (const { userId, eventId } of current) byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), userId]);
  for (const [eventId, userIds] of byEvent) {
    await db.update(users).set({ currentEventId: eventId }).where(inArray(users.id, userIds));
  }
}
