import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { events, guardZoneStates } from '../db/schema.ts';

/** A guard's last known position and zone state, with the customer of its event (who else may see it). */
export type LivePositionRow = Pick<typeof guardZoneStates.$inferSelect, 'userId' | 'eventId' | 'accuracy'> & {
  latitude: number;
  longitude: number;
  positionAt: Date;
  allowed: 'inside' | 'outside' | null;
  restricted: boolean;
  customerId: string | null;
};

/** The positions of the client's guards `userIds`; a guard with no position yet is left out. */
export async function listLivePositions(
  db: Pick<Database, 'select'>,
  clientId: string,
  userIds: readonly string[],
): Promise<LivePositionRow[]> {
  const s = guardZoneStates;
  return db
    .select({
      userId: s.userId,
      eventId: s.eventId,
      // A stored position comes with its coordinates and time; the allowed check holds `allowed` to these values.
      latitude: sql<number>`${s.latitude}`,
      longitude: sql<number>`${s.longitude}`,
      accuracy: s.accuracy,
      positionAt: sql<Date>`${s.positionAt}`.mapWith(s.positionAt),
      allowed: sql<LivePositionRow['allowed']>`${s.allowed}`,
      restricted: sql<boolean>`jsonb_array_length(${s.restrictedInside}) > 0`,
      customerId: events.customerId,
    })
    .from(s)
    .leftJoin(events, eq(events.id, s.eventId))
    .where(and(eq(s.clientId, clientId), inArray(s.userId, [...userIds]), isNotNull(s.positionAt)));
}

/** The customer an event is held for; null for an event of no customer, or no such event. */
export async function findEventCustomer(db: Pick<Database, 'select'>, eventId: string): Promise<string | null> {
  const [row] = await db.select({ customerId: events.customerId }).from(events).where(eq(events.id, eventId));
  return row?.customerId ?? null;
}
