import { act } from '@testing-library/react';
import { useEffect } from 'react';
import type { LiveEvent, LiveEventType } from '../../shared/contract/stream.ts';
import type * as LiveStream from '../lib/live-stream.ts';

// The screens' live-event handlers, called by the test as the server would.
const handlers = new Map<string, Set<(data: unknown) => void>>();

/**
 * The live-stream module with `useLiveEvent` subscribing here instead of to a stream, for `emitLive`. Use inside
 * `vi.mock`'s factory: `liveStreamWithTestHandlers(await importOriginal())`.
 */
export function liveStreamWithTestHandlers(
  actual: typeof LiveStream,
  overrides: Partial<typeof LiveStream> = {},
): typeof LiveStream {
  return {
    ...actual,
    useLiveEvent: (type, handler) => {
      useEffect(() => {
        let set = handlers.get(type);
        if (!set) {
          set = new Set();
          handlers.set(type, set);
        }
        const untyped = handler as (data: unknown) => void;
        set.add(untyped);
        return () => {
          set.delete(untyped);
        };
      });
    },
    ...overrides,
  };
}

/** Plays one live event to the screens that listen for it. */
export function emitLive<T extends LiveEventType>(type: T, data: Extract<LiveEvent, { type: T }>['data']) {
  act(() => {
    for (const handler of handlers.get(type) ?? []) handler(data);
  });
}
