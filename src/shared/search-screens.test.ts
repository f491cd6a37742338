import { describe, expect, it } from 'vitest';
import { searchOnlyScreensFor } from './search-screens.ts';

const ids = (role: Parameters<typeof searchOnlyScreensFor>[0]) => searchOnlyScreensFor(role).map((s) => s.id);

describe('screens outside the menu that search finds', () => {
  it('follow who may open them', () => {
    expect(ids('manager')).toEqual(['billing-settings', 'field', 'profile', 'getting-started']);
    expect(ids('supervisor')).toEqual(['field', 'profile', 'getting-started']);
    expect(ids('guard')).toContain('field');
    expect(ids('executive')).toEqual(['billing-settings', 'profile', 'getting-started']);
    expect(ids('admin')).toEqual(['billing-settings', 'profile', 'getting-started']);
    expect(ids('areaManager')).toEqual(['profile']);
    expect(ids(undefined)).toEqual([]);
  });
});
