import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, sessionUser, testQueryClient } from '../../../test/utils.tsx';
import { eventDetail, eventSummary } from '../components/fixtures.test-data.ts';
import { useCreateEvent } from './create-event.ts';
import { eventQueryKey } from './get-event.ts';
import { firstEventsPage } from './list-events.ts';

describe('events cache', () => {
  it('puts a created event in the cache of its page, so the page the form opens next has it at once', async () => {
    const created = eventDetail();
    const fetchMock = mockFetch({ 'POST /api/v1/events': { status: 201, body: created } });
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateEvent(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        eventName: created.eventName,
        customerId: created.customerId,
        startDate: created.startDate,
        endDate: created.endDate,
      } as Parameters<typeof result.current.mutateAsync>[0]),
    );
    expect(client.getQueryData(eventQueryKey(created.id))).toEqual(created);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('prefetches exactly the page the events screen asks for first (same query, so the same cache entry)', async () => {
    const asked: URL[] = [];
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser() } },
      'GET /api/v1/events': ({ url }) => {
        asked.push(url);
        return { body: { items: [eventSummary()], page: 1, limit: 25, total: 1 } };
      },
    });
    renderApp('/events');
    expect(await screen.findByText('Bulls vs Knicks', {}, { timeout: 15_000 })).toBeTruthy();
    const expected = Object.fromEntries(Object.entries(firstEventsPage).map(([key, value]) => [key, String(value)]));
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual(expected);
  });
});
