import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { LiveEvent } from '../../shared/contract/stream.ts';

type Listener = (message: MessageEvent<string>) => void;

/** A stand-in for the browser's EventSource: the test plays the server's side of the live stream. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data: unknown) {
    const message = new MessageEvent<string>(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
}

/** Replaces EventSource for this test; `send` delivers one live event on the open stream. */
export function fakeLiveStream() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    send(event: LiveEvent) {
      const source = FakeEventSource.instances.findLast((instance) => instance.readyState !== FakeEventSource.CLOSED);
      if (!source) throw new Error('No live stream is open');
      act(() => source.emit(event.type, event.data));
    },
  };
}
