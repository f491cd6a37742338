import { afterAll, beforeAll, expect } from 'vitest';
import { addSignedInUser } from './http.ts';
import { openStream, type StreamReader } from './sse-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * A suite that reads the live stream over real HTTP (src/server/realtime): the app listens on a port before the
 * tests; `person` adds a signed-in user (`<key>@<domain>`), `stream` opens their stream (the app's, or at `url`)
 * and waits for its `ready`. The streams opened are closed after the suite, before the app closes: call it after
 * suiteTestApp, whose hooks then run first on the way in and last on the way out.
 */
export function liveSuite(
  t: TestApp,
  people: { ids: Record<string, string>; cookies: Record<string, string> },
  domain: string,
) {
  const streams: StreamReader[] = [];
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const reader of streams) reader.close();
  });
  async function stream(key: string, url = base): Promise<StreamReader> {
    const reader = await openStream(url, people.cookies[key] ?? '');
    streams.push(reader);
    expect(reader.status).toBe(200);
    await reader.waitFor((e) => e.type === 'ready');
    return reader;
  }
  return {
    /** The listening app's address. */
    base: () => base,
    person: (key: string, clientId: string, roles: string[]) =>
      addSignedInUser(t, people, key, clientId, { email: `${key}@${domain}`, roles, displayName: key }),
    stream,
    /** The app's streams of `keys`, opened one after another: the readers by key. */
    async streamsOf<K extends string>(...keys: K[]): Promise<Record<K, StreamReader>> {
      const readers = {} as Record<K, StreamReader>;
      for (const key of keys) readers[key] = await stream(key);
      return readers;
    },
  };
}
