import { describe, expect, it } from 'vitest';
import { type NavItem, navigationFor } from './navigation.ts';
import { flattenNavigation, normalizeForSearch, searchNavigation } from './search.ts';

const many: NavItem[] = Array.from({ length: 15 }, (_, i) => ({
  id: `page-${i}`,
  title: `Page ${i}`,
  translate: 'PAGE',
  type: 'item',
  url: `/page-${i}`,
}));

describe('normalizeForSearch', () => {
  it('removes diacritics, lower-cases and collapses spaces', () => {
    expect(normalizeForSearch('  Café   Crème ÅNGSTRÖM ')).toBe('cafe creme angstrom');
  });
});

describe('searchNavigation', () => {
  it("finds 'Café' for 'cafe' and 'CAFÉ'", () => {
    const items: NavItem[] = [{ id: 'cafe', title: 'Café', translate: 'CAFE', type: 'item', url: '/cafe' }];
    expect(searchNavigation(items, 'cafe').map((m) => m.id)).toEqual(['cafe']);
    expect(searchNavigation(items, 'CAFÉ').map((m) => m.id)).toEqual(['cafe']);
  });

  it('finds nothing for empty or blank text', () => {
    expect(searchNavigation(many, '')).toEqual([]);
    expect(searchNavigation(many, '   ')).toEqual([]);
  });

  it('trims the text', () => {
    expect(searchNavigation(many, '  page 1  ').map((m) => m.id)).toEqual([
      'page-1',
      'page-10',
      'page-11',
      'page-12',
      'page-13',
      'page-14',
    ]);
  });

  it('returns at most 10 suggestions', () => {
    expect(searchNavigation(many, 'page')).toHaveLength(10);
    expect(searchNavigation(many, 'page', 3)).toHaveLength(3);
  });

  it('finds children with their title path', () => {
    const [payroll] = searchNavigation(navigationFor('executive'), 'payroll');
    expect(payroll).toMatchObject({ id: 'payroll-reports', path: 'Reports / Payroll Reports' });
  });

  it('only searches the navigation the role may see', () => {
    expect(searchNavigation(navigationFor('guest'), 'payroll')).toEqual([]);
    expect(flattenNavigation(navigationFor('guest')).map((m) => m.id)).toEqual(['visitors']);
  });
});
