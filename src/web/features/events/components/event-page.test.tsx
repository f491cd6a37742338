import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AssignGuardBody } from '../../../../shared/contract/events.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';
import { assignedGuard, customerId, eventDetail, eventId, expiredPerson } from './fixtures.test-data.ts';

// Leaflet does not run in happy-dom; the zones list is what this test reads.
vi.mock('./zones/zones-map.tsx', () => ({ default: () => null }));

const licenceMessage = 'This person’s licence has expired. Give a reason to assign them anyway.';

function mockApi(posts: AssignGuardBody[] = [], searches: URL[] = []) {
  let assigned = [assignedGuard()];
  return mockFetch({
    'GET /api/v1/auth/session': {
      body: {
        user: sessionUser({
          roles: ['manager'],
          role: 'manager',
          permissions: { fullClientAccess: [customerId], individualEvents: [] },
        }),
      },
    },
    [`GET /api/v1/events/${eventId}`]: () => ({ body: eventDetail({ assignedGuards: assigned }) }),
    [`GET /api/v1/events/${eventId}/assigned-guards`]: () => ({
      body: {
        items: assigned,
        history: [
          assignedGuard({
            userId: '00000000-0000-4000-8000-0000000000g2',
            displayName: 'Tyrone Mitchell',
            onDuty: false,
            unassignedAt: '2026-11-12T16:00:00.000Z',
            unassignedByName: 'Dana Whitfield',
          }),
        ],
      },
    }),
    [`GET /api/v1/events/${eventId}/assignable-personnel`]: ({ url }) => {
      searches.push(url);
      return { body: { items: [expiredPerson] } };
    },
    [`POST /api/v1/events/${eventId}/assigned-guards`]: ({ body }) => {
      const request = body as AssignGuardBody;
      posts.push(request);
      if (!request.overrideReason) {
        return {
          status: 400,
          body: { error: { code: 'validation', message: licenceMessage, fields: { userId: licenceMessage } } },
        };
      }
      const added = assignedGuard({
        userId: expiredPerson.id,
        displayName: expiredPerson.displayName,
        onDuty: false,
      });
      assigned = [...assigned, added];
      return { status: 201, body: added };
    },
  });
}

describe('event page', () => {
  it('assigns a person whose licence expired after the override reason is given', async () => {
    const posts: AssignGuardBody[] = [];
    const searches: URL[] = [];
    mockApi(posts, searches);
    renderApp(`/events/${eventId}?tab=guards`);
    expect(await screen.findByRole('heading', { name: 'Bulls vs Knicks' }, { timeout: 15_000 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Assigned personnel' });
    expect(within(list).getByText('Jamal Carter')).toBeTruthy();
    expect(within(list).getByText('On duty')).toBeTruthy();
    // Assigned at 15:00 UTC, shown in the event's zone (Chicago).
    expect(within(list).getByText('Assigned Nov 10, 2026, 9:00 AM by Marcus Bell')).toBeTruthy();

    // History shows who unassigned whom.
    fireEvent.click(screen.getByRole('switch', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'Earlier assignments' });
    expect(within(history).getByText('Unassigned Nov 12, 2026, 10:00 AM by Dana Whitfield')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to Bulls vs Knicks' });
    const search = within(dialog).getByRole('combobox', { name: 'Person' });
    fireEvent.change(search, { target: { value: 'tan' } });
    await waitFor(() => expect(searches.at(-1)?.searchParams.get('q')).toBe('tan'), { timeout: 3000 });
    fireEvent.click(await screen.findByRole('option', { name: /Tanisha Brown/ }));
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    fireEvent.click(assign);

    // The refusal shows with a field for the reason; the retry is disabled until the reason is long enough.
    expect(await within(dialog).findByText(licenceMessage)).toBeTruthy();
    const retry = within(dialog).getByRole('button', { name: 'Assign with override' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the override/ });
    fireEvent.change(reason, { target: { value: 'ok' } });
    expect(await within(dialog).findByText('Give a reason of at least 5 characters')).toBeTruthy();
    expect(retry).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: 'Renewal filed, card arrives Monday' } });
    await waitFor(() => expect(retry).toHaveProperty('disabled', false));
    fireEvent.click(retry);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign to Bulls vs Knicks' })).toBeNull());
    expect(posts).toEqual([
      { userId: expiredPerson.id },
      { userId: expiredPerson.id, overrideReason: 'Renewal filed, card arrives Monday' },
    ]);
    expect(await within(list).findByText('Tanisha Brown')).toBeTruthy();
  });

  it('shows the event’s zones read-only to who may not edit them', async () => {
    const gate = {
      id: 'z1',
      eventId,
      title: 'Main gate',
      zoneType: 'Allowed zone' as const,
      polygon: [
        { lat: 41.88, lng: -87.67 },
        { lat: 41.881, lng: -87.67 },
        { lat: 41.881, lng: -87.671 },
      ],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['guard'], role: 'guard' }) } },
      [`GET /api/v1/events/${eventId}`]: { body: eventDetail({ geofences: [gate] }) },
      [`GET /api/v1/events/${eventId}/geofences`]: { body: { items: [gate], page: 1, limit: 100, total: 1 } },
      [`GET /api/v1/events/${eventId}/restricted-areas`]: { body: { items: [], page: 1, limit: 100, total: 0 } },
    });
    renderApp(`/events/${eventId}?tab=zones`);
    const zones = await screen.findByRole('list', { name: 'Zones of the event' }, { timeout: 15_000 });
    expect(within(zones).getByText('Main gate')).toBeTruthy();
    expect(within(zones).getByText('Allowed zone')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit Main gate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete Main gate/ })).toBeNull();
  });
});
