import { describe, expect, it } from 'vitest';
import { mayAssignRole, mayManageUser, rankOf, roleRank } from './policy.ts';
import { allRoles } from './roles.ts';

describe('role ranking (user administration)', () => {
  it('orders admin > executive > manager > supervisor group > guard > client group > user > guest', () => {
    const order = [
      ['admin'],
      ['executive'],
      ['manager'],
      ['supervisor', 'areaManager', 'eventManager', 'securityManager'],
      ['guard'],
      ['client', 'customer'],
      ['user'],
      ['guest'],
    ] as const;
    for (let i = 0; i < order.length; i += 1) {
      for (const role of order[i] ?? []) {
        for (const same of order[i] ?? []) expect(roleRank[role]).toBe(roleRank[same]);
        for (const lower of order[i + 1] ?? []) expect(roleRank[role]).toBeGreaterThan(roleRank[lower]);
      }
    }
    expect(Object.keys(roleRank).sort()).toEqual([...allRoles].sort());
  });

  it('lets a user give roles up to their own, and only an admin give admin', () => {
    expect(mayAssignRole(['manager'], 'manager')).toBe(true);
    expect(mayAssignRole(['manager'], 'supervisor')).toBe(true);
    expect(mayAssignRole(['manager'], 'executive')).toBe(false);
    expect(mayAssignRole(['executive'], 'executive')).toBe(true);
    expect(mayAssignRole(['executive'], 'admin')).toBe(false);
    expect(mayAssignRole(['admin'], 'admin')).toBe(true);
    // The effective (first) role counts, not a further one.
    expect(mayAssignRole(['guard', 'executive'], 'manager')).toBe(false);
    expect(mayAssignRole(['wizard'], 'guest')).toBe(false);
    expect(rankOf([])).toBe(0);
  });

  it('lets a user manage users ranked at or below them, and nobody but an admin manage an admin', () => {
    expect(mayManageUser(['manager'], ['guard'])).toBe(true);
    expect(mayManageUser(['manager'], ['manager'])).toBe(true);
    expect(mayManageUser(['manager'], ['executive'])).toBe(false);
    expect(mayManageUser(['executive'], ['admin'])).toBe(false);
    expect(mayManageUser(['admin'], ['admin'])).toBe(true);
  });
});
