import { defaultRouteAuth, type NavItem, navigation } from './navigation.ts';
import { permissionRoles } from './policy.ts';
import { allRoles, type Role } from './roles.ts';

/**
 * Who may open which screen (docs/product/access-and-roles.md#screens-and-routes): the auth list of its navigation entry when it has one, the default
 * setting (the six main roles) otherwise. Used by the web app's route guards and navbar; the server enforces the
 * same roles through the permission table in policy.ts.
 */
export type RouteAccessRule =
  | { kind: 'roles'; roles: readonly Role[] }
  /** sign-in and sign-up: only for someone not signed in, bare layout. */
  | { kind: 'guests-only' }
  /** Open to everyone, signed in or not. */
  | { kind: 'open' };

export interface ScreenRoute {
  path: string;
  access: RouteAccessRule;
}

function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

const navRoles = new Map(
  flatten(navigation)
    .filter((item) => item.url && item.auth)
    .map((item) => [item.url ?? '', item.auth ?? defaultRouteAuth]),
);

const byDefault = (path: string): ScreenRoute => ({
  path,
  access: { kind: 'roles', roles: navRoles.get(path) ?? defaultRouteAuth },
});

/** The registered routes (docs/product/access-and-roles.md#screens-and-routes), plus the account pages (docs/product/sign-in-and-accounts.md). */
export const screenRoutes: readonly ScreenRoute[] = [
  { path: '/sign-in', access: { kind: 'guests-only' } },
  { path: '/sign-up', access: { kind: 'guests-only' } },
  { path: '/pages/auth/forgot-password', access: { kind: 'guests-only' } },
  { path: '/pages/auth/reset-password', access: { kind: 'open' } },
  { path: '/sign-out', access: { kind: 'open' } },
  { path: '/404', access: { kind: 'open' } },
  { path: '/loading', access: { kind: 'open' } },
  ...[
    '/dashboard',
    '/clients',
    '/events',
    '/personnel',
    '/tasks',
    '/breaks',
    '/visitors',
    '/map',
    '/messenger',
    '/example',
    '/reports/incident-reports',
    '/reports/activity-logs',
    '/reports/compliance-reports',
    '/reports/performance-metrics',
    '/reports/custom-reports',
    '/reports/payroll-reports',
    '/reports/financial-reports',
  ].map(byDefault),
  // Badges (docs/product/personnel-and-tasks.md#badges) print the personnel list: whoever may read it ('personnel.view' in policy.ts).
  { path: '/badge', access: { kind: 'roles', roles: permissionRoles['personnel.view'] } },
  { path: '/users', access: { kind: 'roles', roles: ['executive', 'manager'] } },
  // Customers and their users (docs/product/clients-and-customers.md#customers): who holds 'customers.view' in policy.ts.
  { path: '/customers', access: { kind: 'roles', roles: ['executive', 'manager'] } },
  { path: '/customerusers', access: { kind: 'roles', roles: ['executive', 'manager'] } },
  { path: '/profile', access: { kind: 'roles', roles: allRoles } },
  // The guard's field app (docs/product/field-app.md): whoever holds 'field.use' in policy.ts.
  { path: '/field', access: { kind: 'roles', roles: permissionRoles['field.use'] } },
  // The audit log viewer: whoever holds 'audit.view' in policy.ts (executive; admin passes as executive).
  { path: '/audit', access: { kind: 'roles', roles: permissionRoles['audit.view'] } },
  // The language menu's documentation link (docs/product/settings-and-i18n.md#languages): for every signed-in user.
  { path: '/documentation/configuration/multi-language', access: { kind: 'roles', roles: allRoles } },
];

/** The rule of the screen a path belongs to (its longest registered prefix), if it is a registered screen. */
export function screenRouteFor(pathname: string): ScreenRoute | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: ScreenRoute | undefined;
  for (const route of screenRoutes) {
    if ((clean === route.path || clean.startsWith(`${route.path}/`)) && route.path.length > (best?.path.length ?? 0)) {
      best = route;
    }
  }
  return best;
}

/** May a user with this effective role (undefined = signed out) open the screen? admin passes as executive. */
export function mayOpen(route: ScreenRoute, role: Role | undefined): boolean {
  switch (route.access.kind) {
    case 'open':
      return true;
    case 'guests-only':
      return role === undefined;
    case 'roles':
      return (
        role !== undefined &&
        (route.access.roles.includes(role) || (role === 'admin' && route.access.roles.includes('executive')))
      );
  }
}
