import { allRoles, effectiveRole, mainRoles, type Role } from './roles.ts';

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

/** Roles that see every alert of their client (the dispatch queue), not only those of their events. */
export function seesAllClientAlerts(role: Role | undefined): boolean {
  return role === 'admin' || role === 'executive';
}

/** The roles that run operations: they have the Reports menu, the map and the personnel list. */
const operators: readonly Role[] = ['executive', 'manager', 'supervisor'];
/** Everyone with an operation: the operators, the guards who work it and the client users who watch it. */
const operationRoles: readonly Role[] = ['executive', 'manager', 'supervisor', 'guard', 'client'];

/**
 * Who may do what (docs/product/access-and-roles.md#permissions). Each `/api/v1` route names one of these, or 'public' /
 * 'authenticated'; the server enforces it before the handler runs and the web app uses the same table to hide
 * what a user cannot do. The screen registry (screens.ts) names these permissions too, so the menu and the route
 * guards follow this table, never the other way round. `admin` passes every check an executive passes.
 */
export const permissionRoles = {
  'dashboard.view': operationRoles,
  'events.view': operationRoles,
  /**
   * Events (src/shared/contract/events.ts): create, edit and delete events, their geofences and restricted
   * areas — executive (whole client) and manager (within their event scope); assign and unassign personnel,
   * write notes — also a supervisor, within their scope. The record-level scope is eventScopeFor's.
   */
  'events.edit': ['executive', 'manager'],
  'events.assign': ['executive', 'manager', 'supervisor'],
  'events.notes': ['executive', 'manager', 'supervisor'],
  /** Visitors: everyone with an operation, and a guest, who may ask to visit. */
  'visitors.view': [...operationRoles, 'guest'],
  'visitors.request': [...operationRoles, 'guest'],
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
  'personnel.view': operators,
  /** Personnel (contract/personnel.ts): licence, availability and notes — executive and manager, in their scope. */
  'personnel.edit': ['executive', 'manager'],
  /** Timesheets: add a missed punch or correct a clock entry (reason required, audited), in their event scope. */
  'timesheets.edit': ['executive', 'manager', 'supervisor'],
  /** Breaks (contract/breaks.ts): who may open /breaks — the six main roles. */
  'breaks.view': mainRoles,
  /** End a guard's open break on their behalf (audited), on an event in their scope. */
  'breaks.end': ['executive', 'manager', 'supervisor'],
  /**
   * Tasks (contract/tasks.ts): see the /tasks screen and complete one's own — the six main roles; add,
   * edit, delete, complete and reopen any task in one's scope — executive, manager and supervisor.
   */
  'tasks.view': mainRoles,
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
  'alerts.view': operationRoles,
  'alerts.acknowledge': ['executive', 'manager', 'supervisor'],
  'alerts.delete': ['executive'],
  /** The real-time map (contract/map.ts) and the guard positions on the live stream. */
  'map.view': operators,
  /** The messenger (contract/messenger.ts): who may message whom is the contract's contacts rule. */
  'messenger.use': ['executive', 'manager', 'supervisor', 'guard'],
  /**
   * Incident and custom reports (contract/incident-reports.ts): read — the operators, a guard their own, a client
   * user those of their events (with comments); file — everyone who works the events; review (status) and edit
   * after filing — supervisor and above. The incident and custom report screens are the review desk, so they
   * follow 'reports.review' (screens.ts).
   */
  'reports.view': operationRoles,
  'reports.file': ['executive', 'manager', 'supervisor', 'guard'],
  'reports.review': ['executive', 'manager', 'supervisor'],
  /**
   * The workforce and finance reports (contract/workforce-reports.ts): activity logs, performance metrics, payroll,
   * financial and compliance — the operators who have the Reports menu, each over their event scope.
   */
  'workforceReports.view': operators,
  /**
   * Shifts (contract/shifts.ts): see shifts and the scheduling rules — the operators, in their event scope;
   * plan them (create, edit, cancel, copy a week, publish) — executive and manager; assign people and see the
   * candidates — also a supervisor (an override of a blocked person: manager and above, checked by the service);
   * approve claims, time off and swaps — executive and manager; change the rules — executive. People who work
   * shifts use 'field.use' for their own shifts, open shifts, time off, availability and swaps.
   */
  'shifts.view': operators,
  'shifts.edit': ['executive', 'manager'],
  'shifts.assign': ['executive', 'manager', 'supervisor'],
  'shifts.approve': ['executive', 'manager'],
  'shifts.settings': ['executive'],
  /** Time-off requests: executive and manager see the client's, the others who work shifts their own. */
  'timeOff.view': ['executive', 'manager', 'supervisor', 'guard'],
  /** Shift swaps: the operators those on shifts in their scope, guards their own and the offers they could take. */
  'swaps.view': ['executive', 'manager', 'supervisor', 'guard'],
  /**
   * Verify the client's hash chain of records (contract/proof.ts): the whole client's records, so the roles whose
   * scope is the whole client — executive and manager.
   */
  'proof.verify': ['executive', 'manager'],
  /**
   * Billing (contract/billing.ts): contracts, holiday calendars, invoices, credit notes and the accounting
   * exports — executive and manager, every customer of the client (as customers.manage); coverage — also a
   * supervisor; issued invoices and their PDFs — also a customer's own users, their customer's only.
   */
  'billing.manage': ['executive', 'manager'],
  'billing.coverage': ['executive', 'manager', 'supervisor'],
  /**
   * Payroll (contract/payroll.ts): the client's pay settings, each person's payroll-provider ids, opening,
   * approving and exporting pay runs — executive and manager, their own client's only; reviewing a run — also a
   * supervisor, for the people who worked on the events of their scope (access/payroll.ts).
   */
  'payroll.manage': ['executive', 'manager'],
  'payroll.review': ['executive', 'manager', 'supervisor'],
  /**
   * Dispatch (contract/dispatch.ts): the board — take, assign, reassign and cancel calls, see the units — supervisor
   * and above, over their event scope (calls at a free address: the whole client's dispatchers); read calls and the
   * response-time report — also a customer's user, their own customer's calls only; ask for a patrol — a customer's
   * user (access/dispatch.ts).
   */
  'dispatch.manage': ['executive', 'manager', 'supervisor'],
  'dispatch.view': ['executive', 'manager', 'supervisor', 'client'],
  'dispatch.request': ['client'],
  'invoices.view': ['executive', 'manager', 'client'],
  'customers.view': ['executive', 'manager'],
  /** Add, edit, deactivate, delete customers of the client (contract/customers.ts states the rule). */
  'customers.manage': ['executive', 'manager'],
  'clients.view': ['executive', 'manager'],
  'clients.edit': ['executive'],
  /** Tenants themselves: add, deactivate, delete, choose the working client. */
  'clients.admin': ['admin'],
  /**
   * The audit log viewer (contract/audit.ts): every audited write of the client — executive (admin: the working
   * client, plus the entries of no client).
   */
  'audit.view': ['executive'],
  /** The Getting started page (/example, contract/getting-started.ts): each setup step's progress in one's scope. */
  'gettingStarted.view': mainRoles,
  /**
   * Daily activity reports (contract/daily-activity.ts): read a day's report, its PDF and the issued versions —
   * the operators and a client user, each over their event scope; write the supervisor's note of the day —
   * executive, manager, supervisor; issue a version on demand — executive and manager.
   */
  'reports.dailyActivity': ['executive', 'manager', 'supervisor', 'client'],
  'dailyNotes.edit': ['executive', 'manager', 'supervisor'],
  'dailyActivity.issue': ['executive', 'manager'],
  /** Personal settings and theme kept on the server: everyone but a guest, who keeps them in the browser. */
  'settings.sync': allRoles.filter((role) => role !== 'guest'),
  /**
   * Scheduled report delivery (contract/report-delivery.ts): add and delete a customer's subscriptions — executive
   * and manager, customers in their scope; see them — also a supervisor and a client user (their own customer);
   * the delivery log — executive and manager.
   */
  'reportSubscriptions.manage': ['executive', 'manager'],
  'reportSubscriptions.view': ['executive', 'manager', 'supervisor', 'client'],
  'reportDeliveries.view': ['executive', 'manager'],
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
  return roleHasPermission(effectiveRole(roles), permission);
}

/** The same check for an effective role already known (undefined: signed out or no known role). */
export function roleHasPermission(role: Role | undefined, permission: Permission): boolean {
  return roleIsIn(role, permissionRoles[permission]);
}

/** Whether `role` is one of `allowed`; `admin` counts as `executive` wherever an executive is allowed. */
function roleIsIn(role: Role | undefined, allowed: readonly Role[]): boolean {
  if (!role) return false;
  return allowed.includes(role) || (role === 'admin' && allowed.includes('executive'));
}

/**
 * The caller as an ownership rule sees them. The server's `Actor` has this shape; the web passes the session
 * user's id and roles.
 */
export interface PolicyActor {
  userId: string;
  roles: readonly string[];
}

/**
 * What an ownership rule needs to know of the record: whose it is — a note's author, a task's assignee, the person
 * who asked for the time off or offered the swap, the guard a report is about. Null: nobody's.
 */
export interface OwnedRecord {
  ownerId: string | null | undefined;
}

interface OwnershipRule {
  /** Roles that may do it to anyone's record they can reach. */
  any: readonly Role[];
  /** Roles that may do it to their own record only. */
  own: readonly Role[];
}

/**
 * Who may act on whose record (docs/product/access-and-roles.md#own-and-any, docs/decisions/0046): each action on a
 * record, the roles that may do it to anyone's (`any`) and those that may do it to their own only (`own`). The
 * route's permission and the record-level scope (src/server/access) still apply first; these rows decide between
 * one's own record and another's. The server enforces them with `can` and the web shows or hides the control with
 * the same call. `admin` passes wherever `executive` is listed, as in `permissionRoles`.
 */
export const ownershipRules = {
  /** Delete a note on an event: its author, or an executive any note. */
  'eventNote.delete': { any: ['executive'], own: permissionRoles['events.notes'] },
  /** Delete a note on a client: its author, or an executive any note. */
  'clientNote.delete': { any: ['executive'], own: permissionRoles['clients.view'] },
  /** Complete or reopen a task on the tasks screen: its assignee, or anyone who manages tasks any task. */
  'task.complete': { any: permissionRoles['tasks.manage'], own: permissionRoles['tasks.view'] },
  /** Tick off a task in the field app: only one's own (another's answers 404, as if unseen). */
  'fieldTask.complete': { any: [], own: permissionRoles['field.use'] },
  /**
   * Add photos to an incident report that is not closed: a reviewer any report, its submitter their own while it
   * is a draft (the caller passes no owner once review has started).
   */
  'report.attach': { any: permissionRoles['reports.review'], own: permissionRoles['reports.file'] },
  /** File a report about a guard: a guard only about themself, the reviewers about anyone. */
  'report.fileAboutGuard': { any: permissionRoles['reports.review'], own: ['guard'] },
  /** Withdraw a time-off request: only the person who asked. */
  'timeOff.cancel': { any: [], own: permissionRoles['field.use'] },
  /** Withdraw a shift swap offer: only the person who offered it. */
  'swap.cancel': { any: [], own: permissionRoles['field.use'] },
} as const satisfies Record<string, OwnershipRule>;

export type OwnershipAction = keyof typeof ownershipRules;

/** Whether `actor` may do `action` to `record`: on anyone's record, or on their own one. */
export function can(actor: PolicyActor, action: OwnershipAction, record: OwnedRecord): boolean {
  const rule: OwnershipRule = ownershipRules[action];
  const role = effectiveRole(actor.roles);
  if (roleIsIn(role, rule.any)) return true;
  return roleIsIn(role, rule.own) && record.ownerId != null && record.ownerId === actor.userId;
}

/** Whether `actor` may do `action` to anyone's record, not only their own (e.g. to offer a choice of owner). */
export function canOnAnyRecord(actor: Pick<PolicyActor, 'roles'>, action: OwnershipAction): boolean {
  return roleIsIn(effectiveRole(actor.roles), ownershipRules[action].any);
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

/** Whether something meant for `roles` (a menu group, a screen) is offered to `role`: admin passes as executive. */
export function roleListAdmits(roles: readonly Role[], role: Role | undefined): boolean {
  return role !== undefined && (roles.includes(role) || (role === 'admin' && roles.includes('executive')));
}

/** The platform operator, who may work in any client (docs/product/access-and-roles.md#roles). */
export function isPlatformAdmin(role: Role | undefined): boolean {
  return role === 'admin';
}

/** A guest has no operation: only their own visits. */
export function isGuestRole(role: Role | undefined): boolean {
  return role === 'guest';
}

/** Plans events for every customer of the client (a manager only for those fully granted to them). */
export function plansForEveryCustomer(role: Role | undefined): boolean {
  return role === 'admin' || role === 'executive';
}

/** The dashboard a role sees: a guard's own day, a customer user's sites, or the whole operation. */
export function dashboardViewFor(role: Role | undefined): 'guard' | 'client' | 'operations' {
  if (role === 'guard') return 'guard';
  return role === 'client' || role === 'customer' ? 'client' : 'operations';
}

/** Where a role lands after sign-in: a guard's home is the field app, a guest's the visitors screen. */
export function homeScreenFor(role: Role | undefined): 'field' | 'visitors' | 'dashboard' {
  if (role === 'guard') return 'field';
  return role === 'guest' ? 'visitors' : 'dashboard';
}

/** The roles a shift may require, each with a pay rate of its own at the event. */
export const shiftRoles = ['guard', 'supervisor', 'manager'] as const;
export type ShiftRole = (typeof shiftRoles)[number];

export function isShiftRole(role: string | undefined): role is ShiftRole {
  return (shiftRoles as readonly (string | undefined)[]).includes(role);
}
