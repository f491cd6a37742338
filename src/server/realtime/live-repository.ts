import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { events } from '../db/schema.ts';

type Db = Pick<Database, 'execute'>;

/** A guard's last known position and zone state, with the customer of its event (who else may see it). */
export interface LivePositionRow extends Record<string, unknown> {
  user_id: string;
  event_id: string | null;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  position_at: Date;
  allowed: 'inside' | 'outside' | null;
  restricted: boolean;
  customer_id: string | null;
}

/** The positions of the client's guards `userIds`; a guard with no position yet is left out. */
export async function listLivePositions(db: Db, clientId: string, userIds: readonly string[]) {
  const result = await db.execute<LivePositionRow>(sql`
    select s.user_id, s.event_id, s.latitude, s.longitude, s.accuracy, s.position_at, s.allowed,
      jsonb_array_length(s.restricted_inside) > 0 as restricted, e.customer_id
    from guard_zone_states s left join events e on e.id = s.event_id
    where s.client_id = ${clientId} and s.user_id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and s.position_at is not null`);
  return result.rows;
}

/** The customer an event is held for; null for an event of no customer, or no such event. */
export async function findEventCustomer(db: Pick<Database, 'select'>, eventId: string): Promise<string | null> {
  const [row] = await db.select({ customerId: events.customerId }).from(events).where(eq(events.id, eventId));
  return row?.customerId ?? null;
}
