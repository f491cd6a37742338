import { type NavItem, screenItem } from './navigation.ts';
import type { Role } from './roles.ts';
import { mayOpen, screens } from './screens.ts';

/**
 * Screens outside the main menu that the global search finds by title like the menu's pages (the registry's
 * `searchable` screens), for whoever may open them (the same rule as the route guards).
 */
export function searchOnlyScreensFor(role: Role | undefined): NavItem[] {
  return screens
    .filter((screen) => screen.searchable && !screen.menu && mayOpen(screen, role))
    .map((screen) => screenItem(screen));
}
