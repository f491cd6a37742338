import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { alertOperations } from '../../shared/contract/alerts.ts';
import { dashboardOperations } from '../../shared/contract/dashboard.ts';
import { mapOperations } from '../../shared/contract/map.ts';
import { myStatusOperations } from '../../shared/contract/me-status.ts';
import { shiftOperations } from '../../shared/contract/shifts.ts';
import { type LiveEvent, type LiveEventType, liveEventTypes, streamOperations } from '../../shared/contract/stream.ts';
import { type CacheTarget, invalidate, operationUrl, pathKeyOf } from './api.ts';

/*
 * The one live stream of this tab (GET /api/v1/stream, contract/stream.ts). The signed-in shell opens it
 * (useLiveStream in AppLayout); features listen with useLiveEvent. On every `ready` — the first and each after a
 * reconnect — the queries that live data feeds are invalidated, because the stream never replays what was missed.
 */

export type LiveStatus = 'connecting' | 'open' | 'closed';

type Handler<T extends LiveEventType> = (data: Extract<LiveEvent, { type: T }>['data']) => void;

/** The queries whose data the stream keeps fresh: re-read when the stream (re)connects. */
export const liveQueries: readonly CacheTarget[] = [
  alertOperations.list,
  mapOperations.guards,
  mapOperations.trail,
  myStatusOperations.get,
  dashboardOperations.get,
  pathKeyOf(shiftOperations.list),
  shiftOperations.myShifts,
  shiftOperations.openShifts,
];

type AnyHandler = (data: unknown) => void;
const handlers = new Map<LiveEventType, Set<AnyHandler>>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'closed';
let source: EventSource | null = null;
let users = 0;

function setStatus(next: LiveStatus) {
  status = next;
  for (const listener of statusListeners) listener();
}

function open(queryClient: QueryClient) {
  source = new EventSource(operationUrl(streamOperations.open), { withCredentials: true });
  setStatus('connecting');
  for (const type of liveEventTypes) {
    source.addEventListener(type, (message) => {
      let data: unknown;
      try {
        data = JSON.parse((message as MessageEvent<string>).data);
      } catch {
        return;
      }
      if (type === 'ready') {
        setStatus('open');
        void invalidate(queryClient, ...liveQueries);
      }
      for (const handler of handlers.get(type) ?? []) handler(data);
    });
  }
  source.onerror = () => {
    // The browser reconnects by itself unless the server refused the stream (signed out): then it is closed.
    setStatus(source?.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
  };
}

/** Opens the tab's stream while a signed-in screen is shown (counted, so nested users share one). */
export function useLiveStream(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    users += 1;
    if (!source) open(queryClient);
    return () => {
      users -= 1;
      if (users === 0 && source) {
        source.close();
        source = null;
        setStatus('closed');
      }
    };
  }, [enabled, queryClient]);
}

/** Calls `handler` for each live event of `type` while the component is mounted (always the latest handler). */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: Handler<T>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const wrapped: AnyHandler = (data) => latest.current(data as Parameters<Handler<T>>[0]);
    let set = handlers.get(type);
    if (!set) {
      set = new Set();
      handlers.set(type, set);
    }
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  }, [type]);
}

/** connecting / open / closed, for a "live" indicator. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
    () => 'closed',
  );
}
