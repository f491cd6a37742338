import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GettingStarted } from '../../../../shared/contract/getting-started.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const eventId = '00000000-0000-4000-8000-0000000000e1';

function mockApi(role: string, progress: Partial<GettingStarted>) {
  mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: [role], role }) } },
    'GET /api/v1/getting-started': {
      body: {
        customers: 2,
        events: 1,
        eventsWithZones: 0,
        eventsWithGuards: 0,
        eventWithoutZonesId: eventId,
        clockedIn: false,
        reviewed: false,
        ...progress,
      },
    },
  });
}

const step = (id: string) => screen.getByTestId(`step-${id}`);

describe('getting started page', () => {
  it('ticks off the steps the data says are done and links a manager to each next step', async () => {
    mockApi('manager', {});
    renderApp('/example');
    expect(await screen.findByRole('heading', { name: 'Getting started' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('2 of 6 steps done')).toBeTruthy();
    expect(step('customer').dataset.done).toBe('true');
    expect(step('event').dataset.done).toBe('true');
    expect(step('zones').dataset.done).toBe('false');
    expect(within(step('customer')).getByText('Customers: 2')).toBeTruthy();
    expect(within(step('zones')).getByText('0 of 1 events have zones')).toBeTruthy();
    expect(within(step('zones')).getByRole('link', { name: 'Draw zones' }).getAttribute('href')).toBe(
      `/events/${eventId}?tab=zones`,
    );
    expect(within(step('customer')).getByRole('link', { name: 'Add a customer' }).getAttribute('href')).toBe(
      '/customers?new=1',
    );
    expect(within(step('guards')).getByRole('link', { name: 'Add personnel' })).toBeTruthy();
    expect(within(step('field')).getByRole('link', { name: 'Open the field app' })).toBeTruthy();
  }, 30_000);

  it('shows a guard the progress without links to screens they may not use, and who does each step', async () => {
    mockApi('guard', { customers: null, events: 0, eventWithoutZonesId: null, clockedIn: true });
    renderApp('/example');
    expect(await screen.findByText('1 of 6 steps done', {}, { timeout: 15_000 })).toBeTruthy();
    expect(step('customer').dataset.done).toBe('false');
    expect(step('field').dataset.done).toBe('true');
    expect(within(step('customer')).queryByRole('link')).toBeNull();
    expect(within(step('customer')).getByText('Done by: Executive and Manager')).toBeTruthy();
    expect(within(step('zones')).getByText('Needs an event first (step 2).')).toBeTruthy();
    expect(within(step('field')).getByRole('link', { name: 'Open the field app' })).toBeTruthy();
  }, 30_000);
});
