import { describe, expect, it } from 'vitest';
import { eventStatusAt } from './contract/events.ts';
import { eventScopeFor, showsAlertBell } from './policy.ts';
import { effectiveRole } from './roles.ts';

const base = { id: 'u1', clientId: 'c1', customerId: null };

describe('eventScopeFor (DESIGN §2 event visibility)', () => {
  it('maps each role to its scope, using the first role as the effective one', () => {
    expect(eventScopeFor({ ...base, roles: ['admin'] })).toEqual({ kind: 'all' });
    expect(eventScopeFor({ ...base, roles: ['executive', 'guard'] })).toEqual({ kind: 'client', clientId: 'c1' });
    expect(eventScopeFor({ ...base, roles: ['guard', 'executive'] })).toEqual({
      kind: 'assigned',
      clientId: 'c1',
      userId: 'u1',
    });
    for (const role of ['manager', 'supervisor', 'client', 'guest', 'areaManager', 'eventManager']) {
      expect(eventScopeFor({ ...base, roles: [role] })).toEqual({
        kind: 'granted',
        clientId: 'c1',
        userId: 'u1',
        customerId: null,
      });
    }
  });

  it('treats an unknown role as the narrowest scope', () => {
    expect(eventScopeFor({ ...base, roles: ['wizard'] }).kind).toBe('granted');
    expect(effectiveRole(['wizard'])).toBeUndefined();
    expect(effectiveRole([])).toBeUndefined();
  });
});

describe('eventStatusAt', () => {
  const event = {
    startDate: new Date('2026-01-02T10:00:00Z'),
    endDate: new Date('2026-01-02T18:00:00Z'),
    unassigned: false,
  };
  it('is Upcoming before the start, Active through the end (inclusive), Completed after', () => {
    expect(eventStatusAt(event, new Date('2026-01-02T09:59:59Z'))).toBe('Upcoming');
    expect(eventStatusAt(event, new Date('2026-01-02T10:00:00Z'))).toBe('Active');
    expect(eventStatusAt(event, new Date('2026-01-02T18:00:00Z'))).toBe('Active');
    expect(eventStatusAt(event, new Date('2026-01-02T18:00:01Z'))).toBe('Completed');
  });
  it('is Unassigned whatever the dates when the event is unassigned', () => {
    expect(eventStatusAt({ ...event, unassigned: true }, new Date('2026-01-02T12:00:00Z'))).toBe('Unassigned');
  });
});

describe('showsAlertBell (SPEC §2.4)', () => {
  it('gives the bell to the roles with an operation to watch', () => {
    for (const role of ['executive', 'manager', 'supervisor', 'guard', 'client']) {
      expect(showsAlertBell([role]), role).toBe(true);
    }
  });

  it('hides it for admin, customer and guest, and for no role', () => {
    for (const roles of [['admin'], ['customer'], ['guest'], [], ['nonsense']]) {
      expect(showsAlertBell(roles), roles.join()).toBe(false);
    }
  });

  it('follows the effective (first) role', () => {
    expect(showsAlertBell(['admin', 'executive'])).toBe(false);
    expect(showsAlertBell(['manager', 'admin'])).toBe(true);
  });
});
