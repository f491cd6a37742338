import { type SQL, sql } from 'drizzle-orm';
import type { EventScope } from '../../shared/policy.ts';
import type { Actor } from './actor.ts';
import { eventVisible } from './event-scope.ts';
import { column } from './table-alias.ts';

/**
 * Whose records a workforce or finance report covers: one client (or, for an admin without a filter, every client)
 * and the caller's event scope. Records with no event are the executive's and admin's only.
 */
export interface WorkforceReportScope {
  clientId: string | undefined;
  eventScope: EventScope;
}

/** An admin reaches every client (or the one asked for); anyone else their own client and event scope. */
export function workforceReportScope(actor: Actor, requestedClientId: string | undefined): WorkforceReportScope {
  if (actor.role === 'admin') return { clientId: requestedClientId, eventScope: { kind: 'all' } };
  return { clientId: actor.clientId, eventScope: actor.eventScope };
}

/** Events (aliased `e`) the report may use: the client filter and the caller's visibility. */
export function workforceEventVisible(scope: WorkforceReportScope, e: string): SQL {
  const clientPart = scope.clientId ? sql`${column(e, 'client_id')} = ${scope.clientId}` : sql`true`;
  return sql`${clientPart} and ${eventVisible(scope.eventScope, e)}`;
}

/** Users (aliased `u`) the report may list as personnel: every client's in an admin's scope, else the caller's client's. */
export function workforcePeopleVisible(scope: WorkforceReportScope, u: string): SQL {
  return scope.eventScope.kind === 'all' ? sql`true` : sql`${column(u, 'client_id')} = ${scope.eventScope.clientId}`;
}

/** A record (aliased `x`, its event left-joined as `e`) the report may show. */
export function workforceRecordVisible(scope: WorkforceReportScope, x: string, e: string): SQL {
  const clientId = column(x, 'client_id');
  const clientPart = scope.clientId ? sql`${clientId} = ${scope.clientId}` : sql`true`;
  const kind = scope.eventScope.kind;
  if (kind === 'all' || kind === 'client') {
    return kind === 'client' ? sql`${clientPart} and ${clientId} = ${scope.eventScope.clientId}` : clientPart;
  }
  return sql`${clientPart} and ${column(e, 'id')} is not null and ${eventVisible(scope.eventScope, e)}`;
}
