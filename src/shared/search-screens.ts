import type { NavItem } from './navigation.ts';
import type { Role } from './roles.ts';
import { mayOpen, screenRouteFor } from './routes.ts';

/**
 * Registered screens (docs/product/access-and-roles.md#screens-and-routes) that the navigation table does not list: the global search finds them
 * by title like the menu's pages, for whoever may open them (the same rule as the route guards).
 */
export const searchOnlyScreens: readonly NavItem[] = [
  { id: 'customers', title: 'Customers', translate: 'CUSTOMERS', type: 'item', url: '/customers' },
  { id: 'customer-users', title: 'Customer Users', translate: 'CUSTOMER_USERS', type: 'item', url: '/customerusers' },
  { id: 'tasks', title: 'Tasks', translate: 'TASKS', type: 'item', url: '/tasks' },
  { id: 'breaks', title: 'Breaks', translate: 'BREAKS', type: 'item', url: '/breaks' },
  { id: 'field', title: 'Field app', translate: 'FIELD', type: 'item', url: '/field' },
  { id: 'badge', title: 'Badges', translate: 'BADGES', type: 'item', url: '/badge' },
  { id: 'users', title: 'Users', translate: 'USERS', type: 'item', url: '/users' },
  { id: 'profile', title: 'Profile', translate: 'PROFILE', type: 'item', url: '/profile' },
  { id: 'audit', title: 'Audit log', translate: 'AUDIT', type: 'item', url: '/audit' },
];

export function searchOnlyScreensFor(role: Role | undefined): NavItem[] {
  return searchOnlyScreens.filter((screen) => {
    const route = screen.url ? screenRouteFor(screen.url) : undefined;
    return role !== undefined && route !== undefined && mayOpen(route, role);
  });
}
