import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../shared/contract/alerts.ts';
import { alertFixture } from '../../test/fixtures.ts';
import { applyAlertCreated } from './alert-cache.ts';
import { unseenSosQueryKey } from './api/list-alerts.ts';

function answers<T>() {
  const resolvers: ((value: T) => void)[] = [];
  const read = () => new Promise<T>((resolve) => resolvers.push(resolve));
  return { read, answer: (index: number, value: T) => resolvers[index]?.(value), count: () => resolvers.length };
}

describe('the alerts cache and the live stream', () => {
  it('reads again when an SOS arrives during a read, so the older answer cannot take it off the banner', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = answers<Alert[]>();
    // The banner's list is known (empty) and being re-read, as after the stream's `ready`.
    client.setQueryData(unseenSosQueryKey, []);
    const observer = new QueryObserver(client, { queryKey: unseenSosQueryKey, queryFn: server.read, staleTime: 0 });
    const stop = observer.subscribe(() => {});
    await waitFor(() => expect(server.count()).toBe(1));

    const sos = alertFixture({ id: 'sos-1', category: 'sos', seen: false });
    applyAlertCreated(client, sos);
    expect(client.getQueryData(unseenSosQueryKey)).toEqual([sos]);

    // The first read was answered before the SOS was committed; the read started after the event includes it.
    server.answer(0, []);
    await waitFor(() => expect(server.count()).toBe(2));
    server.answer(1, [sos]);
    await waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
    expect(client.getQueryData(unseenSosQueryKey)).toEqual([sos]);
    stop();
  });
});
