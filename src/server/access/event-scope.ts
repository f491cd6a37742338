import { type SQL, sql } from 'drizzle-orm';
import type { EventScope } from '../../shared/policy.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import { column } from './table-alias.ts';

/**
 * Event visibility, the rule most record-level rules build on (which scope a role gets is eventScopeFor's, in
 * src/shared/policy.ts). It is needed in two forms: SQL, for every read of the database, and in memory, for the
 * live hub, which fans out up to thousands of positions a second and cannot ask the database per record and
 * stream. So each scope kind has one entry below holding both forms side by side, and event-scope.test.ts checks
 * that they agree; a new kind cannot be added without both.
 */

/** A record of a client that may belong to an event (null: a record of the whole client, on no event). */
export interface EventRecord {
  clientId: string;
  eventId: string | null;
  /** The customer of the event; null when there is no event. */
  customerId: string | null;
}

/** What the in-memory form knows about the viewer: the actor and, for a guard, the events they are assigned to. */
export interface EventViewer {
  actor: Actor;
  assignedEventIds: ReadonlySet<string>;
}

type ScopeOf<K extends EventScope['kind']> = Extract<EventScope, { kind: K }>;

interface EventScopeRule<K extends EventScope['kind']> {
  /** The events (table aliased `e`) the scope lets see. */
  sql(scope: ScopeOf<K>, e: string): SQL;
  /** Whether the scope lets see an event of the viewer's stream. */
  admits(scope: ScopeOf<K>, viewer: EventViewer, event: EventRecord & { eventId: string }): boolean;
}

const eventScopeRules: { [K in EventScope['kind']]: EventScopeRule<K> } = {
  all: {
    sql: () => sql`true`,
    admits: () => true,
  },
  client: {
    sql: (scope, e) => sql`${column(e, 'client_id')} = ${scope.clientId}`,
    admits: (scope, _viewer, event) => event.clientId === scope.clientId,
  },
  assigned: {
    sql: (scope, e) => sql`${column(e, 'client_id')} = ${scope.clientId} and exists (
        select 1 from event_assignments a
        where a.event_id = ${column(e, 'id')} and a.user_id = ${scope.userId} and a.unassigned_at is null)`,
    admits: (scope, viewer, event) => event.clientId === scope.clientId && viewer.assignedEventIds.has(event.eventId),
  },
  granted: {
    sql: (scope, e) => sql`${column(e, 'client_id')} = ${scope.clientId} and (
        ${column(e, 'customer_id')} in (select customer_id from user_customer_access where user_id = ${scope.userId})
        or ${column(e, 'id')} in (select event_id from user_event_access where user_id = ${scope.userId})
        ${scope.customerId ? sql`or ${column(e, 'customer_id')} = ${scope.customerId}` : sql``})`,
    admits: (scope, viewer, event) => {
      if (event.clientId !== scope.clientId) return false;
      const { grants } = viewer.actor;
      return (
        grants.individualEvents.includes(event.eventId) ||
        (event.customerId !== null &&
          (grants.fullClientAccess.includes(event.customerId) || scope.customerId === event.customerId))
      );
    },
  },
};

function ruleOf<K extends EventScope['kind']>(scope: ScopeOf<K>): EventScopeRule<K> {
  return eventScopeRules[scope.kind] as EventScopeRule<K>;
}

/** Whether the scope sees every event of its client (then records on no event too). */
export const spansClient = (scope: EventScope): boolean => scope.kind === 'all' || scope.kind === 'client';

/**
 * Whether the creator of a new customer must be granted it (a `user_customer_access` row) to see and plan its
 * events: true for a scope built from grants; an executive's or admin's scope already holds every customer.
 */
export const creatorNeedsCustomerGrant = (actor: Actor): boolean => actor.eventScope.kind === 'granted';

/** The events (a query's events table, aliased `e`) the scope lets see. Every read of events goes through this. */
export function eventVisible(scope: EventScope, e: string): SQL {
  return ruleOf(scope).sql(scope, e);
}

/**
 * The records of the actor's working client (table aliased `x`, with `client_id` and `event_id`) the actor may see:
 * all of them for a scope that spans the client, otherwise those on an event they may see. The dashboard, the
 * alerts and the map read records through this; the live hub through its in-memory twin, recordVisibleInMemory.
 */
export function recordVisible(actor: Actor, x: string): SQL {
  const clientId = column(x, 'client_id');
  if (spansClient(actor.eventScope)) return sql`${clientId} = ${actor.clientId}`;
  return sql`${clientId} = ${actor.clientId} and ${column(x, 'event_id')} in (
    select e.id from events e where ${eventVisible(actor.eventScope, 'e')})`;
}

/** eventVisible in memory: whether the viewer's scope lets see this event. */
export function eventVisibleInMemory(viewer: EventViewer, event: EventRecord & { eventId: string }): boolean {
  const scope = viewer.actor.eventScope;
  return ruleOf(scope).admits(scope, viewer, event);
}

/** recordVisible in memory (the live hub): the same answer for the same record. */
export function recordVisibleInMemory(viewer: EventViewer, record: EventRecord): boolean {
  const { actor } = viewer;
  if (record.clientId !== actor.clientId) return false;
  const { eventId } = record;
  if (eventId === null) return spansClient(actor.eventScope);
  return eventVisibleInMemory(viewer, { ...record, eventId });
}

/** The events a guard is assigned to now: what the in-memory `assigned` rule reads. */
export async function assignedEventIds(db: Pick<Database, 'execute'>, userId: string): Promise<Set<string>> {
  const result = await db.execute<{ event_id: string }>(sql`
    select event_id from event_assignments where user_id = ${userId} and unassigned_at is null`);
  return new Set(result.rows.map((r) => r.event_id));
}
