import { type SQL, sql } from 'drizzle-orm';
import type { EventScope } from '../../shared/policy.ts';
import { type Actor, eventScopeInClient, isAdmin } from './actor.ts';
import { eventVisible } from './event-scope.ts';
import { column } from './table-alias.ts';

/**
 * Which tasks a caller sees: a whole client (executive, admin's working client), or the tasks of visible events
 * plus those the caller created or was given.
 */
export type TaskScope = { kind: 'client'; clientId: string } | { kind: 'events'; events: EventScope; userId: string };

export function taskScope(actor: Actor): TaskScope {
  if (actor.role === 'admin' || actor.role === 'executive') return { kind: 'client', clientId: actor.clientId };
  return { kind: 'events', events: actor.eventScope, userId: actor.userId };
}

/** The tasks (table aliased `t`) of the scope. */
export function taskVisible(scope: TaskScope, t: string): SQL {
  if (scope.kind === 'client') return sql`${column(t, 'client_id')} = ${scope.clientId}`;
  const clientId = scope.events.kind === 'all' ? undefined : scope.events.clientId;
  return sql`${clientId ? sql`${column(t, 'client_id')} = ${clientId} and ` : sql``}(
    ${column(t, 'assigned_to')} = ${scope.userId} or ${column(t, 'created_by')} = ${scope.userId}
    or exists (select 1 from events e where e.id = ${column(t, 'event_id')} and ${eventVisible(scope.events, 'e')}))`;
}

/**
 * The client and event scope of breaks and of personnel: a list shows the working client (an admin's `all` scope
 * narrowed to it); one record read by id is found in any client an admin reaches (clientId undefined).
 */
export interface ClientEventScope {
  clientId: string | undefined;
  eventScope: EventScope;
}

export function breakScope(actor: Actor, forList: boolean): ClientEventScope {
  return {
    clientId: forList || !isAdmin(actor) ? actor.clientId : undefined,
    eventScope: forList ? eventScopeInClient(actor) : actor.eventScope,
  };
}

/** The breaks (aliased `b`, their event left-joined as `e`) of the scope. */
export function breakVisible(scope: ClientEventScope, b: string, e: string): SQL {
  const clientPart = scope.clientId ? sql`${column(b, 'client_id')} = ${scope.clientId}` : sql`true`;
  const kind = scope.eventScope.kind;
  // Executive and admin see every break of the client, also one on no (or a deleted) event.
  if (kind === 'all' || kind === 'client') return clientPart;
  return sql`${clientPart} and ${column(e, 'id')} is not null and ${eventVisible(scope.eventScope, e)}`;
}

/**
 * Who the caller may see in personnel: the whole client (executive, admin), or themselves plus the people of their
 * events.
 */
export interface PersonScope extends ClientEventScope {
  callerId: string;
}

export function personScope(actor: Actor, forList: boolean): PersonScope {
  return { ...breakScope(actor, forList), callerId: actor.userId };
}

/** The people (users aliased `u`) of the scope: themselves plus those assigned to or clocked on their events. */
export function personVisible(scope: PersonScope, u: string): SQL {
  const userId = column(u, 'id');
  const clientPart = scope.clientId ? sql`${column(u, 'client_id')} = ${scope.clientId}` : sql`true`;
  const kind = scope.eventScope.kind;
  if (kind === 'all' || kind === 'client') return clientPart;
  if (kind === 'assigned') return sql`${clientPart} and ${userId} = ${scope.callerId}`;
  const visible = eventVisible(scope.eventScope, 'e');
  return sql`${clientPart} and (${userId} = ${scope.callerId}
    or exists (select 1 from event_assignments a join events e on e.id = a.event_id
               where a.user_id = ${userId} and ${visible})
    or exists (select 1 from clock_entries c join events e on e.id = c.event_id
               where c.user_id = ${userId} and ${visible}))`;
}

/** Executive and admin see every clock entry of a person; the others only those on events in their scope. */
export const seesAllClockEntries = (actor: Actor): boolean =>
  actor.eventScope.kind === 'all' || actor.eventScope.kind === 'client';

export interface AuditScope {
  clientId: string;
  includeNoClient: boolean;
}

/** An executive reads their client's audit entries; an admin their working client's and those of no client. */
export function auditScope(actor: Actor): AuditScope {
  return { clientId: actor.clientId, includeNoClient: isAdmin(actor) };
}

/** The audit entries (aliased `a`) of the scope. */
export function auditEntryVisible(scope: AuditScope, a: string): SQL {
  const clientId = column(a, 'client_id');
  return scope.includeNoClient
    ? sql`(${clientId} = ${scope.clientId} or ${clientId} is null)`
    : sql`${clientId} = ${scope.clientId}`;
}
