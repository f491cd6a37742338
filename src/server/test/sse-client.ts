import type { LiveEvent } from '../../shared/contract/stream.ts';

export interface StreamReader {
  status: number;
  headers: Headers;
  events: LiveEvent[];
  /** `retry:` fields the server sent: how long it asks the browser to wait before reconnecting. */
  retries: number[];
  /** Resolves with the first event (already received or coming) that matches; rejects after `timeoutMs`. */
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /**
   * Resolves when the response ends: `end` when the server finished it properly (an EventSource then reconnects
   * after the `retry` time), `error` when the connection broke or close() was called.
   */
  ended: Promise<'end' | 'error'>;
  close(): void;
}

/** Opens GET /api/v1/stream over real HTTP and parses its Server-Sent Events as they arrive. */
export async function openStream(baseUrl: string, cookie: string): Promise<StreamReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/stream`, { headers: { cookie }, signal: abort.signal });
  const events: LiveEvent[] = [];
  const retries: number[] = [];
  const waiters = new Set<{ match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }>();
  const push = (event: LiveEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.delete(waiter);
        waiter.resolve(event);
      }
    }
  };
  const ended = (async (): Promise<'end' | 'error'> => {
    if (!response.body) return 'end';
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const retry = /^retry: (\d+)$/m.exec(block)?.[1];
          if (retry) retries.push(Number(retry));
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) push({ type, data: JSON.parse(data) } as LiveEvent);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      return 'error';
    }
    return 'end';
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    retries,
    waitFor(match, timeoutMs = 5000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching event in ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    ended,
    close: () => abort.abort(),
  };
}
