import { describe, expect, it } from 'vitest';
import { eventStatusAt } from './contract/events.ts';
import { eventScopeFor, permissionRoles, roleHasPermission, showsAlertBell } from './policy.ts';
import { effectiveRole } from './roles.ts';

const base = { id: 'u1', clientId: 'c1', customerId: null };

describe('eventScopeFor (event visibility)', () => {
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

describe('showsAlertBell', () => {
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

describe('permissions the screens follow', () => {
  it('name their roles in the policy table itself', () => {
    const operations = ['executive', 'manager', 'supervisor', 'guard', 'client'];
    const mainRoles = [...operations, 'guest'];
    expect(permissionRoles['dashboard.view']).toEqual(operations);
    expect(permissionRoles['events.view']).toEqual(operations);
    expect(permissionRoles['visitors.view']).toEqual(mainRoles);
    expect(permissionRoles['visitors.request']).toEqual(mainRoles);
    expect(permissionRoles['personnel.view']).toEqual(['executive', 'manager', 'supervisor']);
    expect(permissionRoles['map.view']).toEqual(['executive', 'manager', 'supervisor']);
    expect(permissionRoles['messenger.use']).toEqual(['executive', 'manager', 'supervisor', 'guard']);
    expect(permissionRoles['workforceReports.view']).toEqual(['executive', 'manager', 'supervisor']);
    expect(permissionRoles['clients.view']).toEqual(['executive', 'manager']);
    expect(permissionRoles['breaks.view']).toEqual(mainRoles);
    expect(permissionRoles['tasks.view']).toEqual(mainRoles);
  });

  it('let admin pass what an executive passes, and nobody without a role', () => {
    expect(roleHasPermission('admin', 'audit.view')).toBe(true);
    expect(roleHasPermission('admin', 'clients.admin')).toBe(true);
    expect(roleHasPermission('admin', 'field.use')).toBe(false);
    expect(roleHasPermission('areaManager', 'tasks.view')).toBe(false);
    expect(roleHasPermission(undefined, 'visitors.view')).toBe(false);
  });
});
