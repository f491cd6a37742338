import { type NavItem, navigation, navigationFor } from '../../../shared/navigation.ts';
import type { Role } from '../../../shared/roles.ts';

/**
 * Paths of the signed-in screens this app implements so far. The navbar shows only these, so no link leads to a
 * page that does not exist yet; add a path here when its route is added to routes.tsx.
 */
export const implementedPaths: ReadonlySet<string> = new Set(['/dashboard']);

export function onlyImplemented(items: readonly NavItem[], implemented: ReadonlySet<string> = implementedPaths) {
  const kept: NavItem[] = [];
  for (const item of items) {
    if (item.children) {
      const children = onlyImplemented(item.children, implemented);
      if (children.length > 0) kept.push({ ...item, children });
    } else if (item.url && implemented.has(item.url)) {
      kept.push(item);
    }
  }
  return kept;
}

/** The navigation a role sees (SPEC §2.1), limited to implemented screens. */
export function visibleNavigation(role: Role | undefined): NavItem[] {
  return onlyImplemented(navigationFor(role));
}

/** The auth list of the navigation entry for a path, used as that route's access rule. */
export function navAuthFor(url: string, items: readonly NavItem[] = navigation): readonly Role[] | undefined {
  for (const item of items) {
    if (item.url === url) return item.auth;
    if (item.children) {
      const found = navAuthFor(url, item.children);
      if (found) return found;
    }
  }
  return undefined;
}
