import type { Role } from './roles.ts';
import { mainRoles } from './roles.ts';

/** A navigation item as docs/product/access-and-roles.md#navigation describes it. An item with no `auth` list is shown to everyone. */
export interface NavItem {
  id: string;
  title: string;
  translate: string;
  type: 'item' | 'collapse' | 'group' | 'link' | 'divider';
  icon?: string;
  url?: string;
  auth?: readonly Role[];
  subtitle?: string;
  exact?: boolean;
  disabled?: boolean;
  badge?: { title: string; bg?: string; fg?: string };
  children?: NavItem[];
}

const operators: readonly Role[] = ['executive', 'manager', 'supervisor'];

export const navigation: readonly NavItem[] = [
  {
    id: 'dashboard',
    title: 'Dashboard',
    translate: 'DASHBOARD',
    type: 'item',
    icon: 'dashboard',
    url: '/dashboard',
    auth: ['executive', 'manager', 'supervisor', 'guard', 'client'],
  },
  {
    id: 'clients',
    title: 'Clients',
    translate: 'CLIENTS',
    type: 'item',
    icon: 'business',
    url: '/clients',
    auth: ['executive', 'manager'],
  },
  {
    id: 'events',
    title: 'Events',
    translate: 'EVENTS',
    type: 'item',
    icon: 'event',
    url: '/events',
    auth: ['executive', 'manager', 'supervisor', 'guard', 'client'],
  },
  {
    id: 'personnel',
    title: 'Personnel',
    translate: 'PERSONNEL',
    type: 'item',
    icon: 'badge',
    url: '/personnel',
    auth: operators,
  },
  {
    id: 'visitors',
    title: 'Visitors',
    translate: 'VISITORS',
    type: 'item',
    icon: 'how_to_reg',
    url: '/visitors',
    auth: ['executive', 'manager', 'supervisor', 'guard', 'client', 'guest'],
  },
  {
    id: 'map',
    title: 'Real-Time Map',
    translate: 'MAP',
    type: 'item',
    icon: 'map',
    url: '/map',
    auth: operators,
  },
  {
    id: 'messenger',
    title: 'Messenger',
    translate: 'MESSENGER',
    type: 'item',
    icon: 'chat',
    url: '/messenger',
    auth: ['executive', 'manager', 'supervisor', 'guard'],
  },
  {
    id: 'reports',
    title: 'Reports',
    translate: 'REPORTS',
    type: 'collapse',
    icon: 'assessment',
    auth: operators,
    children: [
      {
        id: 'incident-reports',
        title: 'Incident Reports',
        translate: 'INCIDENT_REPORTS',
        type: 'item',
        url: '/reports/incident-reports',
        auth: operators,
      },
      {
        id: 'activity-logs',
        title: 'Activity Logs',
        translate: 'ACTIVITY_LOGS',
        type: 'item',
        url: '/reports/activity-logs',
        auth: operators,
      },
      {
        id: 'compliance-reports',
        title: 'Compliance Reports',
        translate: 'COMPLIANCE_REPORTS',
        type: 'item',
        url: '/reports/compliance-reports',
        auth: operators,
      },
      {
        id: 'performance-metrics',
        title: 'Performance Metrics',
        translate: 'PERFORMANCE_METRICS',
        type: 'item',
        url: '/reports/performance-metrics',
        auth: operators,
      },
      {
        id: 'custom-reports',
        title: 'Custom Reports',
        translate: 'CUSTOM_REPORTS',
        type: 'item',
        url: '/reports/custom-reports',
        auth: operators,
      },
      {
        id: 'payroll-reports',
        title: 'Payroll Reports',
        translate: 'PAYROLL_REPORTS',
        type: 'item',
        url: '/reports/payroll-reports',
        auth: operators,
      },
      {
        id: 'financial-reports',
        title: 'Financial Reports',
        translate: 'FINANCIAL_REPORTS',
        type: 'item',
        url: '/reports/financial-reports',
        auth: operators,
      },
    ],
  },
];

/**
 * `admin` passes every check an executive passes (docs/product/access-and-roles.md#admin), so for navigation it is treated as executive.
 * An item is shown when it has no auth list or the role is in it (docs/product/access-and-roles.md#navigation).
 */
export function canSee(auth: readonly Role[] | undefined, role: Role | undefined): boolean {
  if (!auth) return true;
  if (!role) return false;
  const asRole: Role = role === 'admin' ? 'executive' : role;
  return auth.includes(asRole);
}

export function navigationFor(role: Role | undefined, items: readonly NavItem[] = navigation): NavItem[] {
  const visible: NavItem[] = [];
  for (const item of items) {
    if (!canSee(item.auth, role)) continue;
    const children = item.children ? navigationFor(role, item.children) : undefined;
    if (item.type === 'collapse' && children?.length === 0) continue;
    visible.push(children ? { ...item, children } : { ...item });
  }
  return visible;
}

/** Default auth setting of a route: the six main roles (docs/product/access-and-roles.md#screens-and-routes). */
export const defaultRouteAuth: readonly Role[] = mainRoles;

/** Where a user lands after sign-in and at the root path (docs/product/access-and-roles.md#home-and-redirects); a guard's home is the field app (docs/product/field-app.md). */
export function homePathFor(role: Role | undefined): string {
  if (role === 'guard') return '/field';
  return role === 'guest' ? '/visitors' : '/dashboard';
}
