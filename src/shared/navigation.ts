import { homeScreenFor, roleListAdmits } from './policy.ts';
import type { Role } from './roles.ts';
import { type MenuGroup, type MenuGroupId, mayOpen, menuGroups, type Screen, screens } from './screens.ts';

/** Whether a group meant for `roles` is offered to `role`; admin passes as executive, as everywhere. */
const offeredTo = roleListAdmits;

/** An entry of the main menu as the navbar draws it, built from the screen registry (screens.ts). */
export interface NavItem {
  id: string;
  title: string;
  translate: string;
  type: 'item' | 'collapse' | 'group' | 'link' | 'divider';
  icon?: string;
  url?: string;
  subtitle?: string;
  exact?: boolean;
  children?: NavItem[];
}

/** A screen as a menu entry (also how search lists the screens outside the menu). */
export function screenItem(screen: Screen, icon?: string): NavItem {
  const item: NavItem = {
    id: screen.id,
    title: screen.title,
    translate: screen.titleKey,
    type: 'item',
    url: screen.path,
  };
  return icon ? { ...item, icon } : item;
}

/**
 * The main menu a role sees: the registry's menu screens it may open, in registry order; a group sits where its
 * first screen is and is left out when the role may open none of its screens (or the group is not offered to the
 * role). No role (signed out) sees nothing.
 */
export function navigationFor(role: Role | undefined): NavItem[] {
  const items: NavItem[] = [];
  const placedGroups = new Set<MenuGroupId>();
  for (const screen of screens) {
    const menu = screen.menu;
    if (!menu) continue;
    if ('icon' in menu) {
      if (mayOpen(screen, role)) items.push(screenItem(screen, menu.icon));
      continue;
    }
    if (placedGroups.has(menu.group)) continue;
    placedGroups.add(menu.group);
    const group: MenuGroup = menuGroups[menu.group];
    if (group.roles && !offeredTo(group.roles, role)) continue;
    const children = screens
      .filter((member) => member.menu && 'group' in member.menu && member.menu.group === menu.group)
      .filter((member) => mayOpen(member, role))
      .map((member) => screenItem(member));
    if (children.length === 0) continue;
    items.push({
      id: group.id,
      title: group.title,
      translate: group.titleKey,
      type: 'collapse',
      icon: group.icon,
      children,
    });
  }
  return items;
}

/** Where a user lands after sign-in and at the root path: a guard's home is the field app, a guest's the visitors. */
export function homePathFor(role: Role | undefined): string {
  return `/${homeScreenFor(role)}`;
}
