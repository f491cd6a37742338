import { describe, expect, it } from 'vitest';
import { searchOnlyScreensFor } from './search-screens.ts';

const ids = (role: Parameters<typeof searchOnlyScreensFor>[0]) => searchOnlyScreensFor(role).map((s) => s.id);

describe('screens outside the menu that search finds', () => {
  it('follow who may open them', () => {
    expect(ids('manager')).toEqual([
      'customers',
      'customer-users',
      'tasks',
      'breaks',
      'field',
      'badge',
      'users',
      'profile',
    ]);
    expect(ids('supervisor')).toEqual(['tasks', 'breaks', 'field', 'badge', 'profile']);
    expect(ids('guard')).toContain('field');
    expect(ids('executive')).not.toContain('field');
    expect(ids('guard')).not.toContain('badge');
    expect(ids('guard')).not.toContain('customers');
    expect(ids(undefined)).toEqual([]);
    expect(ids('executive')).toContain('audit');
    expect(ids('admin')).toContain('audit');
    expect(ids('manager')).not.toContain('audit');
  });
});
