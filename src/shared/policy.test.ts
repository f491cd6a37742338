import { describe, expect, it } from 'vitest';
import { eventStatusAt } from './contract/events.ts';
import {
  can,
  canOnAnyRecord,
  eventScopeFor,
  type OwnershipAction,
  ownershipRules,
  permissionRoles,
  roleHasPermission,
  showsAlertBell,
} from './policy.ts';
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

describe('can (ownership rules)', () => {
  const as = (role: string, userId = 'me') => ({ userId, roles: [role] });
  const mine = { ownerId: 'me' };
  const theirs = { ownerId: 'someone else' };

  it('lets an executive (and an admin) delete anyone’s note, the other note writers only their own', () => {
    for (const action of ['eventNote.delete', 'clientNote.delete'] as const) {
      expect(can(as('executive'), action, theirs), action).toBe(true);
      expect(can(as('admin'), action, theirs), action).toBe(true);
      expect(can(as('manager'), action, mine), action).toBe(true);
      expect(can(as('manager'), action, theirs), action).toBe(false);
    }
    expect(can(as('supervisor'), 'eventNote.delete', mine)).toBe(true);
    expect(can(as('supervisor'), 'eventNote.delete', theirs)).toBe(false);
    // A supervisor writes no client notes, so deletes none, not even with their id on it.
    expect(can(as('supervisor'), 'clientNote.delete', mine)).toBe(false);
  });

  it('lets the task managers complete any task, everyone else with the tasks screen their own', () => {
    for (const role of ['executive', 'admin', 'manager', 'supervisor']) {
      expect(can(as(role), 'task.complete', theirs), role).toBe(true);
    }
    for (const role of ['guard', 'client', 'guest']) {
      expect(can(as(role), 'task.complete', mine), role).toBe(true);
      expect(can(as(role), 'task.complete', theirs), role).toBe(false);
      expect(can(as(role), 'task.complete', { ownerId: null }), role).toBe(false);
    }
  });

  it('keeps the field app’s task check-off, time off and swap withdrawal to one’s own, whatever the role', () => {
    for (const action of ['fieldTask.complete', 'timeOff.cancel', 'swap.cancel'] as const) {
      for (const role of ['guard', 'supervisor', 'manager']) {
        expect(can(as(role), action, mine), `${action} ${role}`).toBe(true);
        expect(can(as(role), action, theirs), `${action} ${role}`).toBe(false);
      }
      // An executive does not work shifts: not even their own.
      expect(can(as('executive'), action, mine), action).toBe(false);
      expect(canOnAnyRecord(as('manager'), action), action).toBe(false);
    }
  });

  it('lets a reviewer add photos to any report, its submitter to their own draft', () => {
    for (const role of ['executive', 'admin', 'manager', 'supervisor']) {
      expect(can(as(role), 'report.attach', { ownerId: null }), role).toBe(true);
    }
    expect(can(as('guard'), 'report.attach', mine)).toBe(true);
    expect(can(as('guard'), 'report.attach', theirs)).toBe(false);
    expect(can(as('guard'), 'report.attach', { ownerId: null })).toBe(false);
    expect(can(as('client'), 'report.attach', mine)).toBe(false);
  });

  it('lets a guard file reports only about themself, the reviewers about anyone', () => {
    expect(can(as('guard'), 'report.fileAboutGuard', mine)).toBe(true);
    expect(can(as('guard'), 'report.fileAboutGuard', theirs)).toBe(false);
    expect(canOnAnyRecord(as('guard'), 'report.fileAboutGuard')).toBe(false);
    for (const role of ['executive', 'admin', 'manager', 'supervisor']) {
      expect(can(as(role), 'report.fileAboutGuard', theirs), role).toBe(true);
      expect(canOnAnyRecord(as(role), 'report.fileAboutGuard'), role).toBe(true);
    }
  });

  it('follows the effective (first) role and refuses an unknown or missing one', () => {
    expect(can({ userId: 'me', roles: ['guard', 'executive'] }, 'eventNote.delete', mine)).toBe(false);
    expect(can({ userId: 'me', roles: ['executive', 'guard'] }, 'timeOff.cancel', mine)).toBe(false);
    for (const action of Object.keys(ownershipRules) as OwnershipAction[]) {
      expect(can({ userId: 'me', roles: [] }, action, mine), action).toBe(false);
      expect(can({ userId: 'me', roles: ['wizard'] }, action, mine), action).toBe(false);
    }
  });

  it('never treats a record of nobody as the caller’s own', () => {
    for (const action of Object.keys(ownershipRules) as OwnershipAction[]) {
      for (const ownerId of [null, undefined]) {
        expect(can(as('guard', ''), action, { ownerId }), action).toBe(false);
      }
    }
  });

  it('gives every own role the route’s permission, so no rule widens a permission', () => {
    const rows: Record<OwnershipAction, readonly string[]> = {
      'eventNote.delete': permissionRoles['events.notes'],
      'clientNote.delete': permissionRoles['clients.view'],
      'task.complete': permissionRoles['tasks.view'],
      'fieldTask.complete': permissionRoles['field.use'],
      'report.attach': permissionRoles['reports.file'],
      'report.fileAboutGuard': permissionRoles['reports.file'],
      'timeOff.cancel': permissionRoles['field.use'],
      'swap.cancel': permissionRoles['field.use'],
    };
    for (const [action, routeRoles] of Object.entries(rows)) {
      const rule = ownershipRules[action as OwnershipAction];
      for (const role of [...rule.any, ...rule.own]) expect(routeRoles, `${action} ${role}`).toContain(role);
    }
  });
});
