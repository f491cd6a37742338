import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createScreenPreloader } from './screen-preload.ts';

function setUp() {
  const calls: string[] = [];
  const loader = (name: string) => vi.fn(async () => void calls.push(name));
  const preloads = {
    layout: loader('layout'),
    pages: { '/events': loader('events page'), '/users': loader('users page'), '/sign-in': loader('sign-in page') },
    recordPages: { '/events': loader('event page') },
    data: { '/events': vi.fn(async (_client: QueryClient) => void calls.push('events data')) },
    recordData: {
      '/events': vi.fn(async (_client: QueryClient, id: string) => void calls.push(`event ${id}`)),
      '/users': vi.fn(async (_client: QueryClient, id: string) => void calls.push(`user ${id}`)),
    },
  };
  return { calls, preloads, preloadScreen: createScreenPreloader(preloads), client: new QueryClient() };
}

describe('createScreenPreloader', () => {
  it('starts the layout, the page chunk and the first query of a menu screen together', async () => {
    const { calls, preloads, preloadScreen, client } = setUp();
    const done = preloadScreen('/events', client);
    // All three were started before any of them finished: none waits for another.
    expect(preloads.layout).toHaveBeenCalledTimes(1);
    expect(preloads.pages['/events']).toHaveBeenCalledTimes(1);
    expect(preloads.data['/events']).toHaveBeenCalledWith(client);
    await done;
    expect(calls.sort()).toEqual(['events data', 'events page', 'layout']);
  });

  it("loads the record page and the record's query, not the list page or its query, for a path under the screen", async () => {
    const { calls, preloadScreen, client } = setUp();
    await preloadScreen('/events/5b1c0a4e-1111-4222-8333-944445555666', client);
    expect(calls.sort()).toEqual(['event 5b1c0a4e-1111-4222-8333-944445555666', 'event page', 'layout']);
  });

  it("treats a search result's ?focus=<id> as the record it opens", async () => {
    const { calls, preloadScreen, client } = setUp();
    await preloadScreen('/events?focus=5b1c0a4e-1111-4222-8333-944445555666', client);
    expect(calls.sort()).toEqual(['event 5b1c0a4e-1111-4222-8333-944445555666', 'event page', 'layout']);
  });

  it('loads the list page and the focused record for a screen that opens records in a dialog', async () => {
    const { calls, preloadScreen, client } = setUp();
    await preloadScreen('/users?focus=7d2e', client);
    expect(calls.sort()).toEqual(['layout', 'user 7d2e', 'users page']);
  });

  it('skips the signed-in layout for a guest screen and does nothing for an unknown path', async () => {
    const { calls, preloadScreen, client } = setUp();
    await preloadScreen('/sign-in', client);
    expect(calls).toEqual(['sign-in page']);
    await preloadScreen('/no-such-screen', client);
    expect(calls).toEqual(['sign-in page']);
  });

  it('swallows a failed download or query so the page itself reports it', async () => {
    const { preloads, preloadScreen, client } = setUp();
    preloads.pages['/events'].mockRejectedValueOnce(new Error('offline'));
    preloads.data['/events'].mockRejectedValueOnce(new Error('503'));
    await expect(preloadScreen('/events', client)).resolves.toBeDefined();
  });
});
