import { type EventScope, eventScopeFor } from '../../shared/policy.ts';
import { effectiveRole, type Role } from '../../shared/roles.ts';
import type { AuthUser } from '../modules/auth/index.ts';

/**
 * The caller as the record-level rules see them, resolved once per request by the session plugin.
 * `clientId` is the tenant whose records the caller works with: an admin's working client (the one chosen in the
 * console, else their own), everyone else's own client.
 */
export interface Actor {
  userId: string;
  /** The account's e-mail and name, for what a service writes in the caller's name (a mail, an audit label). */
  email: string;
  displayName: string;
  roles: readonly string[];
  /** The effective role (the first of `roles`). */
  role: Role | undefined;
  /** The client the user belongs to. */
  homeClientId: string;
  /** The working client: every list and every write of the caller happens in it. */
  clientId: string;
  customerId: string | null;
  eventScope: EventScope;
  /** Customers and single events granted to the user (the `granted` event scope reads these). */
  grants: { fullClientAccess: readonly string[]; individualEvents: readonly string[] };
}

const actors = new WeakMap<AuthUser, Actor>();

/** The actor of a signed-in user; the same object for the same session user, so computing it again costs nothing. */
export function actorOf(user: AuthUser): Actor {
  let actor = actors.get(user);
  if (!actor) {
    const role = effectiveRole(user.roles);
    actor = {
      userId: user.id,
      email: user.email,
      displayName: user.displayName,
      roles: user.roles,
      role,
      homeClientId: user.clientId,
      clientId: role === 'admin' ? (user.activeClientId ?? user.clientId) : user.clientId,
      customerId: user.customerId,
      eventScope: eventScopeFor(user),
      grants: user.permissions,
    };
    actors.set(user, actor);
  }
  return actor;
}

/** The client whose records the user works with (see Actor.clientId). */
export const workingClientOf = (user: AuthUser): string => actorOf(user).clientId;

export const isAdmin = (actor: Actor): boolean => actor.role === 'admin';

/**
 * The actor acting on a record of `clientId` (an admin may file or edit in any client, not only the working one).
 * Only the working client changes: the event scope still applies, so for anyone but an admin a foreign client
 * admits nothing.
 */
export function actorInClient(actor: Actor, clientId: string): Actor {
  return clientId === actor.clientId ? actor : { ...actor, clientId };
}

/**
 * The client a request that may name one acts in: for an admin the one named, else their working client; for
 * anyone else their own, whatever they name (the caller decides whether naming one is an error).
 */
export function clientNamedBy(actor: Actor, named: string | undefined): string {
  return isAdmin(actor) && named ? named : actor.clientId;
}

/**
 * The event scope narrowed to the working client: an admin's `all` becomes their working client, for choosing an
 * event or listing the records of one client. Everyone else's scope already lies inside their client.
 */
export function eventScopeInClient(actor: Actor): EventScope {
  return actor.eventScope.kind === 'all' ? { kind: 'client', clientId: actor.clientId } : actor.eventScope;
}

/**
 * The event scope of a list that may name a client: an admin's narrowed to the client named; anyone else's as it
 * is, whatever they name (it lies inside their own client already).
 */
export function eventScopeNamingClient(actor: Actor, named: string | undefined): EventScope {
  return isAdmin(actor) && named ? { kind: 'client', clientId: named } : actor.eventScope;
}
