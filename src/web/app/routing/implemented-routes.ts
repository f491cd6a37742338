import { type NavItem, navigationFor } from '../../../shared/navigation.ts';
import type { Role } from '../../../shared/roles.ts';

/** Paths of the signed-in screens this app implements so far; add a path here when its route is added. */
export const implementedPaths: ReadonlySet<string> = new Set([
  '/dashboard',
  '/visitors',
  '/users',
  '/profile',
  '/clients',
  '/customers',
  '/customerusers',
  '/personnel',
  '/badge',
  '/breaks',
  '/tasks',
  '/field',
  '/map',
  '/messenger',
  '/events',
  '/reports/incident-reports',
  '/reports/custom-reports',
  '/reports/activity-logs',
  '/reports/compliance-reports',
  '/reports/performance-metrics',
  '/reports/payroll-reports',
  '/reports/financial-reports',
  '/documentation/configuration/multi-language',
  '/audit',
]);

/**
 * Marks the entries whose screen this release does not have yet as disabled with a 'Soon' badge: every role sees
 * exactly its menu of docs/product/access-and-roles.md#navigation, and no link leads to a page without content.
 */
export function markUnavailable(
  items: readonly NavItem[],
  implemented: ReadonlySet<string> = implementedPaths,
): NavItem[] {
  return items.map((item) => {
    if (item.children) {
      const children = markUnavailable(item.children, implemented);
      return { ...item, children, disabled: children.every((child) => child.disabled) };
    }
    const available = item.url !== undefined && implemented.has(item.url);
    return available ? item : { ...item, disabled: true, badge: { title: 'Soon' } };
  });
}

/** The navigation a role sees (docs/product/access-and-roles.md#navigation), with screens not yet built disabled. */
export function visibleNavigation(role: Role | undefined): NavItem[] {
  return markUnavailable(navigationFor(role));
}
