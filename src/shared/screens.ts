import { type Permission, roleHasPermission, roleListAdmits } from './policy.ts';
import { allRoles, type Role } from './roles.ts';

/**
 * Who may open a screen. A screen whose content comes from the API names the permission of policy.ts that reads
 * it, so the menu, the route guards and the server agree; the registry never widens or narrows the API.
 */
export type ScreenAccess =
  | { kind: 'permission'; permission: Permission }
  /** For screens no API permission describes (the profile, a documentation page). */
  | { kind: 'roles'; roles: readonly Role[] }
  /** Sign-in and sign-up: only for someone not signed in, bare layout. */
  | { kind: 'guests-only' }
  /** Open to everyone, signed in or not, bare layout. */
  | { kind: 'open' };

/** Material icon ligature names the menu uses; the web shell maps each to a component. */
export type MenuIcon =
  | 'dashboard'
  | 'business'
  | 'event'
  | 'badge'
  | 'how_to_reg'
  | 'map'
  | 'chat'
  | 'assessment'
  | 'folder_open'
  | 'calendar_month'
  | 'receipt_long'
  | 'payments'
  | 'support_agent'
  | 'route';

/** A collapsible menu entry that holds several screens. */
export interface MenuGroup {
  id: string;
  title: string;
  titleKey: string;
  icon: MenuIcon;
  /**
   * The roles the group is offered to, when not everyone who may open one of its screens should have it in the
   * menu; a child still shows only to a role that may open it.
   */
  roles?: readonly Role[];
}

export const menuGroups = {
  reports: { id: 'reports', title: 'Reports', titleKey: 'REPORTS', icon: 'assessment' },
  // Billing (docs/product/billing.md): a customer's own users have only their invoices in it.
  billing: { id: 'billing', title: 'Billing', titleKey: 'BILLING', icon: 'receipt_long' },
  // Payroll (docs/product/payroll-runs.md): pay runs and the pay settings.
  payroll: { id: 'payroll', title: 'Payroll', titleKey: 'PAYROLL', icon: 'payments' },
  // A guest, waiting for a role, has only the visitors screen in the menu, though the API lets them read tasks.
  records: {
    id: 'records',
    title: 'Records',
    titleKey: 'RECORDS',
    icon: 'folder_open',
    roles: ['executive', 'manager', 'supervisor', 'guard', 'client'],
  },
} as const satisfies Record<string, MenuGroup>;

export type MenuGroupId = keyof typeof menuGroups;

export interface Screen<Path extends string = string> {
  /** Stable id: the menu's entry id, the id a shortcut is pinned by. */
  id: string;
  /** The screen's path; deeper paths (`/events/123`) belong to the screen with the longest matching path. */
  path: Path;
  /** English title, shown when the current language has no `nav:<titleKey>`. */
  title: string;
  titleKey: string;
  access: ScreenAccess;
  /**
   * The screen's place in the main menu (the registry's order is the menu's order; a group sits where its first
   * screen is). Screens without it are reached by links, the user menu or search.
   */
  menu?: { icon: MenuIcon } | { group: MenuGroupId };
  /** Found by the global search by title, for whoever may open it. Menu screens always are. */
  searchable?: true;
}

const permission = (name: Permission): ScreenAccess => ({ kind: 'permission', permission: name });
const guestsOnly: ScreenAccess = { kind: 'guests-only' };
const open: ScreenAccess = { kind: 'open' };
const everyoneSignedIn: ScreenAccess = { kind: 'roles', roles: allRoles };

const registry = [
  // The main menu, in order.
  {
    id: 'dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    titleKey: 'DASHBOARD',
    access: permission('dashboard.view'),
    menu: { icon: 'dashboard' },
  },
  {
    id: 'clients',
    path: '/clients',
    title: 'Clients',
    titleKey: 'CLIENTS',
    access: permission('clients.view'),
    menu: { icon: 'business' },
  },
  {
    id: 'events',
    path: '/events',
    title: 'Events',
    titleKey: 'EVENTS',
    access: permission('events.view'),
    menu: { icon: 'event' },
  },
  // The week of shifts by event and post (docs/product/shifts.md).
  {
    id: 'schedule',
    path: '/schedule',
    title: 'Schedule',
    titleKey: 'SCHEDULE',
    access: permission('shifts.view'),
    menu: { icon: 'calendar_month' },
  },
  {
    id: 'personnel',
    path: '/personnel',
    title: 'Personnel',
    titleKey: 'PERSONNEL',
    access: permission('personnel.view'),
    menu: { icon: 'badge' },
  },
  {
    id: 'visitors',
    path: '/visitors',
    title: 'Visitors',
    titleKey: 'VISITORS',
    access: permission('visitors.view'),
    menu: { icon: 'how_to_reg' },
  },
  {
    id: 'map',
    path: '/map',
    title: 'Real-Time Map',
    titleKey: 'MAP',
    access: permission('map.view'),
    menu: { icon: 'map' },
  },
  // Calls for service: the queue, the units for a call, assign and cancel (docs/product/dispatch.md).
  {
    id: 'dispatch',
    path: '/dispatch',
    title: 'Dispatch',
    titleKey: 'DISPATCH',
    access: permission('dispatch.manage'),
    menu: { icon: 'support_agent' },
  },
  // Mobile patrol runsheets: routes of sites with nightly windows, assigned to shifts (docs/product/dispatch.md).
  {
    id: 'patrol-routes',
    path: '/patrol-routes',
    title: 'Patrol Routes',
    titleKey: 'PATROL_ROUTES',
    access: permission('dispatch.manage'),
    menu: { icon: 'route' },
  },
  {
    id: 'messenger',
    path: '/messenger',
    title: 'Messenger',
    titleKey: 'MESSENGER',
    access: permission('messenger.use'),
    menu: { icon: 'chat' },
  },
  // The incident and custom report screens are where reports are reviewed: the reviewers' screens.
  {
    id: 'incident-reports',
    path: '/reports/incident-reports',
    title: 'Incident Reports',
    titleKey: 'INCIDENT_REPORTS',
    access: permission('reports.review'),
    menu: { group: 'reports' },
  },
  {
    id: 'activity-logs',
    path: '/reports/activity-logs',
    title: 'Activity Logs',
    titleKey: 'ACTIVITY_LOGS',
    access: permission('workforceReports.view'),
    menu: { group: 'reports' },
  },
  {
    id: 'compliance-reports',
    path: '/reports/compliance-reports',
    title: 'Compliance Reports',
    titleKey: 'COMPLIANCE_REPORTS',
    access: permission('workforceReports.view'),
    menu: { group: 'reports' },
  },
  {
    id: 'performance-metrics',
    path: '/reports/performance-metrics',
    title: 'Performance Metrics',
    titleKey: 'PERFORMANCE_METRICS',
    access: permission('workforceReports.view'),
    menu: { group: 'reports' },
  },
  {
    id: 'custom-reports',
    path: '/reports/custom-reports',
    title: 'Custom Reports',
    titleKey: 'CUSTOM_REPORTS',
    access: permission('reports.review'),
    menu: { group: 'reports' },
  },
  {
    id: 'payroll-reports',
    path: '/reports/payroll-reports',
    title: 'Payroll Reports',
    titleKey: 'PAYROLL_REPORTS',
    access: permission('workforceReports.view'),
    menu: { group: 'reports' },
  },
  {
    id: 'financial-reports',
    path: '/reports/financial-reports',
    title: 'Financial Reports',
    titleKey: 'FINANCIAL_REPORTS',
    access: permission('workforceReports.view'),
    menu: { group: 'reports' },
  },
  {
    id: 'schedule-vs-actual',
    path: '/reports/schedule-vs-actual',
    title: 'Schedule vs Actual',
    titleKey: 'SCHEDULE_VS_ACTUAL',
    access: permission('workforceReports.view'),
    menu: { group: 'reports' },
  },

  // Tour runs with their checkpoints scanned, missed, late and flagged (docs/product/tours-and-check-calls.md).
  {
    id: 'tours-report',
    path: '/reports/tours',
    title: 'Tours',
    titleKey: 'TOURS_REPORT',
    access: permission('reports.review'),
    menu: { group: 'reports' },
  },
  // The day's report a customer receives, its issued versions (docs/product/proof-of-service.md#daily-activity-report).
  {
    id: 'daily-activity',
    path: '/reports/daily-activity',
    title: 'Daily Activity Report',
    titleKey: 'DAILY_ACTIVITY',
    access: permission('reports.dailyActivity'),
    menu: { group: 'reports' },
  },
  // Minutes from a call to someone on scene, per customer, priority and month (docs/product/dispatch.md).
  {
    id: 'response-times',
    path: '/reports/response-times',
    title: 'Response times',
    titleKey: 'RESPONSE_TIMES',
    access: permission('dispatch.view'),
    menu: { group: 'reports' },
  },
  // Scheduled report mails, their attempts and errors (docs/product/proof-of-service.md#scheduled-delivery).
  {
    id: 'report-deliveries',
    path: '/reports/deliveries',
    title: 'Report deliveries',
    titleKey: 'REPORT_DELIVERIES',
    access: permission('reportDeliveries.view'),
    menu: { group: 'reports' },
  },
  // The Records group: the client's record screens, then the administration of people and the audit trail.
  {
    id: 'customers',
    path: '/customers',
    title: 'Customers',
    titleKey: 'CUSTOMERS',
    access: permission('customers.view'),
    menu: { group: 'records' },
  },
  {
    id: 'customer-users',
    path: '/customerusers',
    title: 'Customer Users',
    titleKey: 'CUSTOMER_USERS',
    access: permission('customers.view'),
    menu: { group: 'records' },
  },
  {
    id: 'tasks',
    path: '/tasks',
    title: 'Tasks',
    titleKey: 'TASKS',
    access: permission('tasks.view'),
    menu: { group: 'records' },
  },
  {
    id: 'breaks',
    path: '/breaks',
    title: 'Breaks',
    titleKey: 'BREAKS',
    access: permission('breaks.view'),
    menu: { group: 'records' },
  },
  // Badges print the personnel list: whoever may read it.
  {
    id: 'badge',
    path: '/badge',
    title: 'Badges',
    titleKey: 'BADGES',
    access: permission('personnel.view'),
    menu: { group: 'records' },
  },
  {
    id: 'users',
    path: '/users',
    title: 'Users',
    titleKey: 'USERS',
    access: permission('users.manage'),
    menu: { group: 'records' },
  },
  {
    id: 'audit',
    path: '/audit',
    title: 'Audit log',
    titleKey: 'AUDIT',
    access: permission('audit.view'),
    menu: { group: 'records' },
  },
  {
    id: 'verify',
    path: '/verify',
    title: 'Verify records',
    titleKey: 'VERIFY',
    access: permission('proof.verify'),
    menu: { group: 'records' },
  },

  // The Billing group: contracts and their lines, invoices and credit notes, contracted hours against coverage.
  {
    id: 'contracts',
    path: '/billing/contracts',
    title: 'Contracts',
    titleKey: 'CONTRACTS',
    access: permission('billing.manage'),
    menu: { group: 'billing' },
  },
  {
    id: 'invoices',
    path: '/billing/invoices',
    title: 'Invoices',
    titleKey: 'INVOICES',
    access: permission('invoices.view'),
    menu: { group: 'billing' },
  },
  {
    id: 'coverage',
    path: '/billing/coverage',
    title: 'Coverage',
    titleKey: 'COVERAGE',
    access: permission('billing.coverage'),
    menu: { group: 'billing' },
  },
  {
    id: 'holiday-calendars',
    path: '/billing/holidays',
    title: 'Holiday calendars',
    titleKey: 'HOLIDAY_CALENDARS',
    access: permission('billing.manage'),
    menu: { group: 'billing' },
  },
  // The Payroll group: the pay runs (review, approve, export) and the settings they are computed with.
  {
    id: 'pay-runs',
    path: '/payroll/runs',
    title: 'Pay runs',
    titleKey: 'PAY_RUNS',
    access: permission('payroll.review'),
    menu: { group: 'payroll' },
  },
  {
    id: 'pay-settings',
    path: '/payroll/settings',
    title: 'Pay settings',
    titleKey: 'PAY_SETTINGS',
    access: permission('payroll.manage'),
    menu: { group: 'payroll' },
  },
  // The account and tax codes of the accounting exports; the invoices screen links to it.
  {
    id: 'billing-settings',
    path: '/billing/settings',
    title: 'Billing settings',
    titleKey: 'BILLING_SETTINGS',
    access: permission('billing.manage'),
    searchable: true,
  },
  // Signed-in screens outside the menu that search finds, in the order it lists them.
  {
    id: 'field',
    path: '/field',
    title: 'Field app',
    titleKey: 'FIELD',
    access: permission('field.use'),
    searchable: true,
  },
  {
    id: 'profile',
    path: '/profile',
    title: 'Profile',
    titleKey: 'PROFILE',
    access: everyoneSignedIn,
    searchable: true,
  },
  // What to set up first, with each step's progress; the user menu links to it.
  {
    id: 'getting-started',
    path: '/example',
    title: 'Getting started',
    titleKey: 'GETTING_STARTED',
    access: permission('gettingStarted.view'),
    searchable: true,
  },

  // Other signed-in screens.
  // The language menu's documentation link.
  {
    id: 'multi-language-docs',
    path: '/documentation/configuration/multi-language',
    title: 'Multi-language',
    titleKey: 'MULTI_LANGUAGE',
    access: everyoneSignedIn,
  },

  // Account pages and the app's own pages, in the bare layout.
  { id: 'sign-in', path: '/sign-in', title: 'Sign in', titleKey: 'SIGN_IN', access: guestsOnly },
  { id: 'sign-up', path: '/sign-up', title: 'Sign up', titleKey: 'SIGN_UP', access: guestsOnly },
  // Open to everyone: a reset link may be opened in a browser where someone is signed in.
  {
    id: 'forgot-password',
    path: '/pages/auth/forgot-password',
    title: 'Forgot password',
    titleKey: 'FORGOT_PASSWORD',
    access: open,
  },
  {
    id: 'reset-password',
    path: '/pages/auth/reset-password',
    title: 'Reset password',
    titleKey: 'RESET_PASSWORD',
    access: open,
  },
  { id: 'sign-out', path: '/sign-out', title: 'Sign out', titleKey: 'SIGN_OUT', access: open },
  { id: 'not-found', path: '/404', title: 'Page not found', titleKey: 'NOT_FOUND', access: open },
  { id: 'loading', path: '/loading', title: 'Loading', titleKey: 'LOADING', access: open },
] as const satisfies readonly Screen[];

/** Every path of the registry: the web router's page map is keyed by these. */
export type ScreenPath = (typeof registry)[number]['path'];

/** The screen registry: every page of the app, its menu place and who may open it. */
export const screens: readonly Screen<ScreenPath>[] = registry;

/** The id of a registered screen. */
export type ScreenId = (typeof registry)[number]['id'];

/** The app's root: it opens a signed-in user's home screen, and the sign-in screen for anyone else. */
export const appRootPath = '/';

/**
 * The path of a screen by its id, for a link or a navigation: `record` opens one record under it
 * (`screenPath('events', { record: id })` is `/events/<id>`), `query` adds a search (empty values left out). Links
 * are made here, never written as strings, so a screen's path lives in the registry alone.
 */
export function screenPath(
  id: ScreenId,
  options: { record?: string; query?: Record<string, string | number | undefined> } = {},
): string {
  const screen = registry.find((entry) => entry.id === id);
  if (!screen) throw new Error(`No screen ${id}`);
  const path = options.record === undefined ? screen.path : `${screen.path}/${encodeURIComponent(options.record)}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Screens that show inside the signed-in layout (navbar, toolbar), behind the sign-in guard. */
export function isSignedInScreen(screen: Screen): boolean {
  return screen.access.kind === 'permission' || screen.access.kind === 'roles';
}

/** The screen a path belongs to (its longest registered prefix), if it is a registered screen. */
export function screenFor(pathname: string): Screen<ScreenPath> | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: Screen<ScreenPath> | undefined;
  for (const screen of screens) {
    if (
      (clean === screen.path || clean.startsWith(`${screen.path}/`)) &&
      screen.path.length > (best?.path.length ?? 0)
    ) {
      best = screen;
    }
  }
  return best;
}

/** May a user with this effective role (undefined = signed out) open the screen? admin passes as executive. */
export function mayOpen(screen: Screen, role: Role | undefined): boolean {
  switch (screen.access.kind) {
    case 'open':
      return true;
    case 'guests-only':
      return role === undefined;
    case 'permission':
      return roleHasPermission(role, screen.access.permission);
    case 'roles':
      return roleListAdmits(screen.access.roles, role);
  }
}
