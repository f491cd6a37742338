import { defaultRouteAuth, type NavItem, navigation } from './navigation.ts';
import { allRoles, effectiveRole, type Role } from './roles.ts';

/** What the server needs to know about the signed-in user to decide access. */
export interface Principal {
  id: string;
  roles: readonly string[];
  clientId: string;
  customerId: string | null;
}

/**
 * Which events a user may see (docs/product/access-and-roles.md#event-visibility): admin all; executive every event of their client;
 * guard the events they are assigned to; everyone else the events of customers in permissions.fullClientAccess,
 * events in permissions.individualEvents, and — for a customer's own users — that customer's events.
 */
export type EventScope =
  | { kind: 'all' }
  | { kind: 'client'; clientId: string }
  | { kind: 'assigned'; clientId: string; userId: string }
  | { kind: 'granted'; clientId: string; userId: string; customerId: string | null };

export function eventScopeFor(principal: Principal): EventScope {
  const role = effectiveRole(principal.roles);
  switch (role) {
    case 'admin':
      return { kind: 'all' };
    case 'executive':
      return { kind: 'client', clientId: principal.clientId };
    case 'guard':
      return { kind: 'assigned', clientId: principal.clientId, userId: principal.id };
    default:
      return { kind: 'granted', clientId: principal.clientId, userId: principal.id, customerId: principal.customerId };
  }
}

function navAuth(id: string, items: readonly NavItem[] = navigation): readonly Role[] {
  for (const item of items) {
    if (item.id === id && item.auth) return item.auth;
    const found = item.children ? navAuth(id, item.children) : undefined;
    if (found?.length) return found;
  }
  return [];
}

/**
 * Who may do what (docs/product/access-and-roles.md#permissions). Each `/api/v1` route names one of these, or 'public' /
 * 'authenticated'; the server enforces it before the handler runs and the web app uses the same table to hide
 * what a user cannot do. `admin` passes every check an executive passes.
 */
export const permissionRoles = {
  'dashboard.view': navAuth('dashboard'),
  'events.view': navAuth('events'),
  /**
   * Events (src/shared/contract/events.ts): create, edit and delete events, their geofences and restricted
   * areas — executive (whole client) and manager (within their event scope); assign and unassign personnel,
   * write notes — also a supervisor, within their scope. The record-level scope is eventScopeFor's.
   */
  'events.edit': ['executive', 'manager'],
  'events.assign': ['executive', 'manager', 'supervisor'],
  'events.notes': ['executive', 'manager', 'supervisor'],
  'visitors.view': navAuth('visitors'),
  'visitors.request': navAuth('visitors'),
  'visitors.frontDesk': ['executive', 'manager', 'supervisor', 'guard'],
  'visitors.decide': ['executive', 'manager'],
  /** Check in (or pre-register) a visitor on the watch list after the warning (audited): supervisor and above. */
  'visitors.watchListOverride': ['executive', 'manager', 'supervisor'],
  'users.manage': ['executive', 'manager'],
  /**
   * Reset a person's second factors (they lost their phone): executive for their client's people, admin for the
   * active client's — not a manager, since it undoes a security control (docs/decisions/0015).
   */
  'users.resetMfa': ['executive'],
  'personnel.view': navAuth('personnel'),
  /** Personnel (contract/personnel.ts): licence, availability and notes — executive and manager, in their scope. */
  'personnel.edit': ['executive', 'manager'],
  /** Timesheets: add a missed punch or correct a clock entry (reason required, audited), in their event scope. */
  'timesheets.edit': ['executive', 'manager', 'supervisor'],
  /** Breaks (contract/breaks.ts): who may open /breaks (no nav entry: the default screen roles, routes.ts). */
  'breaks.view': defaultRouteAuth,
  /** End a guard's open break on their behalf (audited), on an event in their scope. */
  'breaks.end': ['executive', 'manager', 'supervisor'],
  /**
   * Tasks (contract/tasks.ts): see the /tasks screen (everyone who may open it) and complete one's own; add,
   * edit, delete, complete and reopen any task in one's scope — executive, manager and supervisor.
   */
  'tasks.view': defaultRouteAuth,
  'tasks.manage': ['executive', 'manager', 'supervisor'],
  /**
   * The field app (contract/field.ts): clock in/out, breaks, positions, SOS and task check-off as oneself, on
   * events one is assigned to — everyone who works shifts on site.
   */
  'field.use': ['guard', 'supervisor', 'manager'],
  /**
   * Alerts (contract/alerts.ts): the bell's list for everyone who has one; acknowledging (seen for the whole client)
   * is the dispatchers' — a guard or client opening an alert does not take it off the operators' queue; deleting
   * one (a false alarm, audited) the executive's.
   */
  'alerts.view': ['executive', 'manager', 'supervisor', 'guard', 'client'],
  'alerts.acknowledge': ['executive', 'manager', 'supervisor'],
  'alerts.delete': ['executive'],
  /** The real-time map (contract/map.ts) and the guard positions on the live stream. */
  'map.view': navAuth('map'),
  /** The messenger (contract/messenger.ts): who may message whom is the contract's contacts rule. */
  'messenger.use': navAuth('messenger'),
  /**
   * Incident and custom reports (contract/incident-reports.ts): read — the operators, a guard their own, a client
   * user those of their events (with comments); file — everyone who works the events; review (status) and edit
   * after filing — supervisor and above. The /reports screens themselves are the operators' (navigation.ts).
   */
  'reports.view': ['executive', 'manager', 'supervisor', 'guard', 'client'],
  'reports.file': ['executive', 'manager', 'supervisor', 'guard'],
  'reports.review': ['executive', 'manager', 'supervisor'],
  /**
   * The workforce and finance reports (contract/workforce-reports.ts): activity logs, performance metrics, payroll,
   * financial and compliance — the operators who have the Reports menu, each over their event scope.
   */
  'workforceReports.view': navAuth('reports'),
  'customers.view': ['executive', 'manager'],
  /** Add, edit, deactivate, delete customers of the client (contract/customers.ts states the rule). */
  'customers.manage': ['executive', 'manager'],
  'clients.view': navAuth('clients'),
  'clients.edit': ['executive'],
  /** Tenants themselves: add, deactivate, delete, choose the working client. */
  'clients.admin': ['admin'],
  /**
   * The audit log viewer (contract/audit.ts): every audited write of the client — executive (admin: the working
   * client, plus the entries of no client).
   */
  'audit.view': ['executive'],
  /** Personal settings and theme kept on the server: everyone but a guest, who keeps them in the browser. */
  'settings.sync': allRoles.filter((role) => role !== 'guest'),
} as const satisfies Record<string, readonly Role[]>;

/**
 * Who has the alert bell in the top bar (docs/product/alerts.md#alert-bell): everyone with an operation to watch. An admin (platform
 * operator) and a customer user have none; a guest has no alerts.
 */
export const alertBellRoles: readonly Role[] = ['executive', 'manager', 'supervisor', 'guard', 'client'];

export function showsAlertBell(roles: readonly string[]): boolean {
  const role = effectiveRole(roles);
  return role !== undefined && alertBellRoles.includes(role);
}

export type Permission = keyof typeof permissionRoles;
export type RouteAccess = 'public' | 'authenticated' | Permission;

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  const role = effectiveRole(roles);
  if (!role) return false;
  const allowed: readonly Role[] = permissionRoles[permission];
  return allowed.includes(role) || (role === 'admin' && allowed.includes('executive'));
}

/**
 * Role ranking for user administration, highest first:
 * admin > executive > manager > supervisor = areaManager = eventManager = securityManager > guard
 * > client = customer > user > guest. Nobody may give a role ranked above their own, nor edit or deactivate a
 * user ranked above them; only an admin may create an admin or grant the admin role. A user's rank is that of
 * their effective (first) role; an unknown role ranks below guest.
 */
export const roleRank: Record<Role, number> = {
  admin: 100,
  executive: 90,
  manager: 80,
  supervisor: 70,
  areaManager: 70,
  eventManager: 70,
  securityManager: 70,
  guard: 60,
  client: 50,
  customer: 50,
  user: 40,
  guest: 30,
};

export function rankOf(roles: readonly string[]): number {
  const role = effectiveRole(roles);
  return role ? roleRank[role] : 0;
}

/** Whether a user with `actorRoles` may give `targetRole` to someone (used by the server and to limit the UI). */
export function mayAssignRole(actorRoles: readonly string[], targetRole: Role): boolean {
  if (targetRole === 'admin') return effectiveRole(actorRoles) === 'admin';
  return roleRank[targetRole] <= rankOf(actorRoles);
}

/** Whether a user with `actorRoles` may edit, deactivate or reactivate a user who has `targetRoles`. */
export function mayManageUser(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  if (effectiveRole(targetRoles) === 'admin') return effectiveRole(actorRoles) === 'admin';
  return rankOf(targetRoles) <= rankOf(actorRoles);
}
