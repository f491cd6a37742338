import type { NavItem } from '../../shared/navigation.ts';

type LooseTranslate = (key: string, options: Record<string, unknown>) => string;
/** Any `t` of react-i18next, whatever its namespace (the keys used here carry their namespace). */
type AnyTranslate = (...args: never[]) => unknown;

/** The title of a navigation entry in the current language (`nav:<translate>`), its English title as fallback. */
export function navTitle(t: AnyTranslate, item: Pick<NavItem, 'title' | 'translate'>): string {
  return (t as unknown as LooseTranslate)(`nav:${item.translate}`, { defaultValue: item.title });
}

/** The navigation tree with every title in the current language (for search and the shortcuts menu). */
export function translateNavigation(t: AnyTranslate, items: readonly NavItem[]): NavItem[] {
  return items.map((item) => ({
    ...item,
    title: navTitle(t, item),
    ...(item.children ? { children: translateNavigation(t, item.children) } : {}),
  }));
}
