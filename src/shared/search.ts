import type { NavItem } from './navigation.ts';

/**
 * Lower-case text without diacritics and with runs of white space collapsed, for matching (docs/product/settings-and-i18n.md#global-search). The
 * Turkish dotless ı counts as i, so 'raporlari' finds 'Raporları' as 'musteri' finds 'Müşteri'.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i').replace(/\s+/g, ' ').trim();
}

/** A navigable item flattened out of the (already role-filtered) navigation, with its title path. */
export interface NavigationMatch {
  id: string;
  title: string;
  /** The titles from the top level down, e.g. 'Reports / Payroll Reports'. */
  path: string;
  url: string;
  icon: string | undefined;
}

/** Every page (item with a URL), children included, in navigation order; a child takes its parent's icon. */
export function flattenNavigation(
  items: readonly NavItem[],
  parents: readonly string[] = [],
  parentIcon?: string,
): NavigationMatch[] {
  const flat: NavigationMatch[] = [];
  for (const item of items) {
    const titles = [...parents, item.title];
    const icon = item.icon ?? parentIcon;
    if (item.url && (item.type === 'item' || item.type === 'link')) {
      flat.push({ id: item.id, title: item.title, path: titles.join(' / '), url: item.url, icon });
    }
    if (item.children) flat.push(...flattenNavigation(item.children, titles, icon));
  }
  return flat;
}

/**
 * Navigation items whose title contains the search text, diacritics and case ignored (docs/product/settings-and-i18n.md#global-search). Pass the
 * navigation the user may see (`navigationFor(role)`). Blank text finds nothing.
 */
export function searchNavigation(items: readonly NavItem[], text: string, limit = 10): NavigationMatch[] {
  const needle = normalizeForSearch(text);
  if (!needle) return [];
  return flattenNavigation(items)
    .filter((item) => normalizeForSearch(item.title).includes(needle))
    .slice(0, limit);
}
