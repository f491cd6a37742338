import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { customerFixture } from '../../../test/fixtures.ts';
import { mockFetch, phoneScreen, renderApp, sessionUser } from '../../../test/utils.tsx';
import { customerId, eventDetail, eventId, eventSummary } from './fixtures.test-data.ts';

const page = <T,>(items: T[]) => ({ items, page: 1, limit: 25, total: items.length });

function mockApi(role: 'manager' | 'guard', calls: URL[] = []) {
  return mockFetch({
    'GET /api/v1/auth/session': {
      body: {
        user: sessionUser({
          roles: [role],
          role,
          permissions: { fullClientAccess: role === 'manager' ? [customerId] : [], individualEvents: [] },
        }),
      },
    },
    'GET /api/v1/events': ({ url }) => {
      calls.push(url);
      return {
        body: page([
          eventSummary(),
          eventSummary({
            id: '00000000-0000-4000-8000-0000000000e2',
            eventName: 'Winter Gala',
            status: 'Completed',
            timeZone: 'Asia/Tokyo',
            guardsAssigned: 2,
          }),
        ]),
      };
    },
    'GET /api/v1/customers': {
      body: page([
        customerFixture({
          id: customerId,
          name: 'West Loop Arena Partners',
          events: 1,
          createdAt: '2026-01-01T00:00:00.000Z',
        }),
      ]),
    },
    [`GET /api/v1/events/${eventId}`]: { body: eventDetail() },
  });
}

describe('events page', () => {
  it('lists events in their own zones and asks the server for the order, filters and CSV', async () => {
    const calls: URL[] = [];
    mockApi('manager', calls);
    renderApp('/events');
    expect(await screen.findByRole('heading', { name: 'Events' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Events' });
    expect(await within(grid).findByText('Bulls vs Knicks')).toBeTruthy();
    expect(within(grid).getByText('Upcoming')).toBeTruthy();
    expect(within(grid).getByText('Completed')).toBeTruthy();
    // 00:30 UTC is 18:30 the day before in Chicago; the budget is shown to a manager.
    expect(within(grid).getAllByText('Nov 20, 2026, 6:30 PM').length).toBeGreaterThan(0);
    expect(within(grid).getByText('Nov 21, 2026, 9:30 AM')).toBeTruthy();
    expect(within(grid).getAllByText('$12,500.00').length).toBe(2);
    expect(calls.at(-1)?.searchParams.get('sort')).toBe('startDate');
    expect(calls.at(-1)?.searchParams.get('order')).toBe('desc');

    fireEvent.click(within(grid).getByText('Event'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('sort')).toBe('eventName'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search events' }), { target: { value: 'bulls' } });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('q')).toBe('bulls'), { timeout: 3000 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('status')).toBe('Active'));
    expect(calls.at(-1)?.searchParams.get('page')).toBe('1');

    const csv = screen.getByRole('link', { name: /Export CSV/ });
    expect(csv.getAttribute('href')).toBe('/api/v1/events.csv?q=bulls&status=Active&sort=eventName&order=desc');
    expect(screen.getByRole('button', { name: 'New event' })).toBeTruthy();
  });

  it('creates an event with its times read in the chosen zone, and shows the server’s field message', async () => {
    const posts: unknown[] = [];
    const fetchMock = mockApi('manager');
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && String(input).endsWith('/api/v1/events')) {
        posts.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({
            error: { code: 'validation', message: 'Invalid input', fields: { siteName: 'At most 120 characters' } },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      }
      return base ? base(input, init) : new Response('', { status: 404 });
    });
    renderApp('/events');
    fireEvent.click(await screen.findByRole('button', { name: 'New event' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    const create = within(dialog).getByRole('button', { name: 'Create event' });
    fireEvent.change(within(dialog).getByLabelText(/^Event name/), { target: { value: 'Tokyo Expo' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Customer/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'West Loop Arena Partners' }));
    const zone = within(dialog).getByRole('combobox', { name: 'Time zone' });
    zone.focus();
    fireEvent.change(zone, { target: { value: 'Asia/Tok' } });
    fireEvent.keyDown(zone, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    fireEvent.change(within(dialog).getByLabelText(/^Start/), { target: { value: '2027-03-05T09:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: '2027-03-05T08:00' } });
    expect(await within(dialog).findByText('Must be after the start')).toBeTruthy();
    // Pressing Create with a wrong field sends nothing and leaves the message beside it.
    expect(create).toHaveProperty('disabled', false);
    fireEvent.click(create);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^End/)));
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: '2027-03-05T18:30' } });
    fireEvent.change(within(dialog).getByLabelText(/^Guard rate/), { target: { value: '26.5' } });
    // Welfare checks: a check-call every 3 minutes is refused beside its field; empty no-movement is off (null).
    const checkCall = within(dialog).getByLabelText('Check-call every (minutes)');
    expect(within(dialog).getByText(/confirm they are OK at least this often/)).toBeTruthy();
    fireEvent.change(checkCall, { target: { value: '3' } });
    expect(await within(dialog).findByText('Must be at least 5')).toBeTruthy();
    fireEvent.change(checkCall, { target: { value: '30' } });
    await waitFor(() => expect(within(dialog).queryByText('Must be after the start')).toBeNull());
    fireEvent.click(create);
    expect(await within(dialog).findByText('At most 120 characters')).toBeTruthy();
    expect(posts).toEqual([
      {
        eventName: 'Tokyo Expo',
        customerId,
        siteName: null,
        address: null,
        timeZone: 'Asia/Tokyo',
        startDate: '2027-03-05T00:00:00.000Z',
        endDate: '2027-03-05T09:30:00.000Z',
        guardPayrate: 26.5,
        unassigned: false,
        checkCallMinutes: 30,
        noMovementMinutes: null,
      },
    ]);
  });

  it('on a phone wraps an event’s customer and site, and breaks its times between the two dates', async () => {
    const restore = phoneScreen();
    try {
      mockApi('manager');
      renderApp('/events');
      const list = await screen.findByRole('list', { name: 'Events' }, { timeout: 15_000 });
      const customer = await within(list).findAllByText('West Loop Arena Partners');
      const line = customer[0]?.parentElement as HTMLElement;
      expect(getComputedStyle(line).whiteSpace).not.toBe('nowrap');
      expect(getComputedStyle(line).textOverflow).not.toBe('ellipsis');
      const start = within(list).getAllByText('Nov 20, 2026, 6:30 PM')[0] as HTMLElement;
      expect(start.tagName).toBe('BDI');
      expect(getComputedStyle(start).whiteSpace).toBe('nowrap');
    } finally {
      restore();
    }
  });

  it('hides money and planning from a guard', async () => {
    mockApi('guard');
    renderApp('/events');
    const grid = await screen.findByRole('grid', { name: 'Events' }, { timeout: 15_000 });
    expect(await within(grid).findByText('Bulls vs Knicks')).toBeTruthy();
    expect(within(grid).queryByText('$12,500.00')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });

  it('opens the event a search result points at', async () => {
    mockApi('manager');
    const { router } = renderApp(`/events?focus=${eventId}`);
    expect(await screen.findByRole('heading', { name: 'Bulls vs Knicks' }, { timeout: 15_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/events/${eventId}`);
  });

  it('shows the list in Arabic', async () => {
    await Promise.all([i18n.changeLanguage('ar'), loadRtlCache()]);
    mockApi('manager');
    renderApp('/events');
    expect(await screen.findByRole('heading', { name: 'الفعاليات' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'الفعاليات' });
    expect(await within(grid).findByText('Bulls vs Knicks')).toBeTruthy();
    expect(within(grid).getByText('قادمة')).toBeTruthy();
    expect(within(grid).getByText('العميل')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'فعالية جديدة' })).toBeTruthy();
    expect(screen.queryByText('Upcoming')).toBeNull();
    await i18n.changeLanguage('en');
  });
});
