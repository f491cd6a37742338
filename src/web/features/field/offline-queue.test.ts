import { describe, expect, it, vi } from 'vitest';
import type { FieldToday, SyncAction, SyncResult } from '../../../shared/contract/field.ts';
import { ApiError } from '../../lib/api-client.ts';
import { applyPending } from './field-state.ts';
import { memoryQueueStore, OfflineQueue, type OfflineQueueOptions } from './offline-queue.ts';

const serverNow = Date.parse('2026-03-18T15:00:00.000Z');

function okResults(actions: SyncAction[]): SyncResult {
  return {
    results: actions.map((action, index) => ({
      index,
      idempotencyKey: action.body.idempotencyKey ?? null,
      ok: true,
      result: { kind: action.kind, id: null, at: action.body.at ?? '', duplicate: false, alertIds: [] },
      error: null,
    })),
  };
}

function makeQueue(send: OfflineQueueOptions['send'], overrides: Partial<OfflineQueueOptions> = {}) {
  let key = 0;
  let clock = serverNow;
  const timers: Array<{ run: () => void; ms: number }> = [];
  const queue = new OfflineQueue({
    owner: 'guard-1',
    store: memoryQueueStore(),
    send,
    serverNow: () => {
      clock += 1_000;
      return clock;
    },
    newKey: () => `00000000-0000-4000-8000-${String(++key).padStart(12, '0')}`,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
    ...overrides,
  });
  return { queue, timers };
}

describe('the offline queue', () => {
  it('stamps each action with the server time and its own idempotency key, and sends them in order', async () => {
    const sent: SyncAction[][] = [];
    const { queue } = makeQueue(async (actions) => {
      sent.push(actions);
      return okResults(actions);
    });
    await queue.enqueue({ kind: 'clock-in', body: { eventId: '00000000-0000-4000-8000-0000000000e1' } });
    await queue.enqueue({ kind: 'break-start', body: { lengthOfBreak: 15 } });
    await queue.enqueue({ kind: 'task-done', taskId: '00000000-0000-4000-8000-0000000000a1', body: { done: true } });
    expect(queue.pending()).toHaveLength(3);

    expect(await queue.flush()).toBe('done');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((a) => a.kind)).toEqual(['clock-in', 'break-start', 'task-done']);
    expect(sent[0]?.map((a) => a.body.at)).toEqual([
      '2026-03-18T15:00:01.000Z',
      '2026-03-18T15:00:02.000Z',
      '2026-03-18T15:00:03.000Z',
    ]);
    expect(new Set(sent[0]?.map((a) => a.body.idempotencyKey)).size).toBe(3);
    expect(sent[0]?.[2]).toMatchObject({ kind: 'task-done', taskId: '00000000-0000-4000-8000-0000000000a1' });
    expect(queue.pending()).toEqual([]);
  });

  it('keeps everything on a network failure and retries with backoff, then sends the same keys again', async () => {
    let online = false;
    const sent: SyncAction[][] = [];
    const { queue, timers } = makeQueue(
      async (actions) => {
        sent.push(actions);
        if (!online) throw new ApiError(0, 'network', 'Cannot reach the server.');
        return okResults(actions);
      },
      { backoffMs: [2_000, 5_000] },
    );
    await queue.enqueue({ kind: 'clock-out', body: {} });
    expect(await queue.flush()).toBe('blocked');
    expect(queue.pending()).toHaveLength(1);
    expect(timers.map((t) => t.ms)).toEqual([2_000]);
    expect(await queue.flush()).toBe('blocked');
    expect(timers.map((t) => t.ms)).toEqual([2_000, 5_000]);

    online = true;
    timers.at(-1)?.run();
    await vi.waitFor(() => expect(queue.pending()).toEqual([]));
    expect(sent.at(-1)?.[0]?.body.idempotencyKey).toBe(sent[0]?.[0]?.body.idempotencyKey);
    expect(sent.at(-1)?.[0]?.body.at).toBe(sent[0]?.[0]?.body.at);
  });

  it('keeps actions on a server error (5xx) and when signed out (401)', async () => {
    for (const status of [500, 503, 401]) {
      const { queue } = makeQueue(async () => {
        throw new ApiError(status, 'error', 'Trouble');
      });
      await queue.enqueue({ kind: 'break-end', body: {} });
      expect(await queue.flush()).toBe('blocked');
      expect(queue.pending()).toHaveLength(1);
    }
  });

  it('removes a refused action, reports it, and keeps one the server could not process', async () => {
    const refused: string[] = [];
    const { queue } = makeQueue(async (actions) => ({
      results: actions.map((action, index) => {
        if (action.kind === 'clock-in') {
          return {
            index,
            idempotencyKey: null,
            ok: false,
            result: null,
            error: { status: 409, code: 'conflict', message: 'You are already clocked in.' },
          };
        }
        if (action.kind === 'sos') {
          return {
            index,
            idempotencyKey: null,
            ok: false,
            result: null,
            error: { status: 500, code: 'internal', message: 'Something went wrong.' },
          };
        }
        return { ...(okResults([action]).results[0] as SyncResult['results'][number]), index };
      }),
    }));
    const afterFlush = vi.fn(async () => undefined);
    queue.setHandlers({ onRefused: (r) => refused.push(r.message), afterFlush });
    const clockIn = await queue.enqueue({
      kind: 'clock-in',
      body: { eventId: '00000000-0000-4000-8000-0000000000e1' },
    });
    await queue.enqueue({ kind: 'location', body: { lat: 41.89, lng: -87.6, accuracy: 5 } });
    const sos = await queue.enqueue({ kind: 'sos', body: {} });

    expect(await queue.flush()).toBe('blocked');
    expect(refused).toEqual(['You are already clocked in.']);
    expect(queue.wasRefused(clockIn.id)).toBe(true);
    expect(queue.pending().map((a) => a.id)).toEqual([sos.id]);
    expect(afterFlush).toHaveBeenCalledTimes(1);
  });

  it('sends a batch the server refuses as a whole one by one, dropping only the bad action', async () => {
    const batches: number[] = [];
    const { queue } = makeQueue(async (actions) => {
      batches.push(actions.length);
      if (actions.some((a) => a.kind === 'break-start' && a.body.lengthOfBreak === 7)) {
        throw new ApiError(400, 'validation', 'Choose one of the allowed break lengths');
      }
      return okResults(actions);
    });
    await queue.enqueue({ kind: 'break-start', body: { lengthOfBreak: 7 } });
    await queue.enqueue({ kind: 'break-start', body: { lengthOfBreak: 15 } });
    expect(await queue.flush()).toBe('done');
    expect(batches).toEqual([2, 1, 1]);
    expect(queue.pending()).toEqual([]);
  });

  it('sends at most 200 actions per request, in order', async () => {
    const batches: SyncAction[][] = [];
    const { queue } = makeQueue(async (actions) => {
      batches.push(actions);
      return okResults(actions);
    });
    for (let i = 0; i < 450; i += 1) {
      await queue.enqueue({ kind: 'location', body: { lat: 41 + i / 1e4, lng: -87, accuracy: 5 } });
    }
    await queue.flush();
    expect(batches.map((b) => b.length)).toEqual([200, 200, 50]);
    const lats = batches.flat().map((a) => (a.kind === 'location' ? a.body.lat : 0));
    expect(lats).toEqual([...lats].sort((a, b) => a - b));
  });

  it('keeps a call’s status step while offline and sends it once, with its call, key, time and position', async () => {
    const callId = '00000000-0000-4000-8000-0000000000c1';
    let online = false;
    const sent: SyncAction[][] = [];
    const { queue, timers } = makeQueue(async (actions) => {
      sent.push(actions);
      if (!online) throw new ApiError(0, 'network', 'Cannot reach the server.');
      return okResults(actions);
    });
    const step = await queue.enqueue({
      kind: 'dispatch-status',
      callId,
      body: { status: 'on_scene', lat: 41.89, lng: -87.6, accuracy: 8 },
    });
    expect(step.callId).toBe(callId);
    expect(await queue.flush()).toBe('blocked');
    expect(queue.isPending(step.id)).toBe(true);

    online = true;
    timers.at(-1)?.run();
    await vi.waitFor(() => expect(queue.pending()).toEqual([]));
    expect(await queue.flush()).toBe('done');
    const delivered = sent.slice(1).flat();
    expect(delivered).toEqual([
      {
        kind: 'dispatch-status',
        callId,
        body: {
          status: 'on_scene',
          lat: 41.89,
          lng: -87.6,
          accuracy: 8,
          at: '2026-03-18T15:00:01.000Z',
          idempotencyKey: step.id,
        },
      },
    ]);
    expect(sent[0]).toEqual(delivered);
  });

  it('keeps each user to their own actions', async () => {
    const store = memoryQueueStore();
    const send = async (actions: SyncAction[]) => okResults(actions);
    const a = new OfflineQueue({ owner: 'a', store, send, serverNow: () => serverNow });
    const b = new OfflineQueue({ owner: 'b', store, send, serverNow: () => serverNow });
    await a.enqueue({ kind: 'sos', body: {} });
    await b.load();
    expect(b.pending()).toEqual([]);
    expect(await store.list('a')).toHaveLength(1);
  });
});

describe('the state shown while actions wait', () => {
  const today: FieldToday = {
    now: '2026-03-18T15:00:00.000Z',
    positionIntervalSeconds: 30,
    breakLengths: [15, 30],
    nextCheckCallDue: null,
    clock: null,
    onBreak: null,
    events: [
      {
        id: 'e1',
        name: 'Mall Day',
        siteName: 'Mall',
        address: null,
        timeZone: 'UTC',
        startDate: '2026-03-18T14:00:00.000Z',
        endDate: '2026-03-18T22:00:00.000Z',
        canClockIn: true,
        zones: [],
      },
    ],
    tasks: [{ id: 't1', title: 'Lock gate', eventName: null, dueAt: null, done: false }],
  };

  it('applies pending clock-in, break, task and clock-out on top of the server state', async () => {
    const { queue } = makeQueue(async () => {
      throw new ApiError(0, 'network', 'offline');
    });
    await queue.enqueue({ kind: 'clock-in', body: { eventId: 'e1' } });
    await queue.enqueue({ kind: 'break-start', body: { lengthOfBreak: 15 } });
    await queue.enqueue({ kind: 'task-done', taskId: 't1', body: { done: true } });
    let view = applyPending(today, queue.pending());
    expect(view.clock).toMatchObject({ eventId: 'e1', eventName: 'Mall Day', since: '2026-03-18T15:00:01.000Z' });
    expect(view.onBreak).toMatchObject({ since: '2026-03-18T15:00:02.000Z', lengthOfBreak: 15 });
    expect(view.tasks[0]?.done).toBe(true);

    await queue.enqueue({ kind: 'clock-out', body: {} });
    view = applyPending(today, queue.pending());
    expect(view.clock).toBeNull();
    expect(view.onBreak).toBeNull();
  });
  it('remembers each scan’s answer: its flag when accepted, its code when refused', async () => {
    const { queue } = makeQueue(async (actions) => ({
      results: actions.map((action, index) =>
        index === 0
          ? {
              index,
              idempotencyKey: action.body.idempotencyKey ?? null,
              ok: true,
              result: {
                kind: 'scan' as const,
                id: 's1',
                at: action.body.at ?? '',
                duplicate: false,
                alertIds: [],
                checkpointId: 'c1',
                tourRunId: null,
                flagged: 'far' as const,
              },
              error: null,
            }
          : {
              index,
              idempotencyKey: action.body.idempotencyKey ?? null,
              ok: false,
              result: null,
              error: { status: 404, code: 'not_found', message: 'Checkpoint not found.' },
            },
      ),
    }));
    const far = await queue.enqueue({ kind: 'scan', body: { token: 'a', lat: 1, lng: 2, accuracy: 5 } });
    const unknown = await queue.enqueue({ kind: 'scan', body: { token: 'b' } });
    expect(queue.outcomeOf(far.id)).toBeUndefined();
    await queue.flush();
    expect(queue.outcomeOf(far.id)).toMatchObject({ ok: true, result: { flagged: 'far', checkpointId: 'c1' } });
    expect(queue.outcomeOf(unknown.id)).toEqual({
      ok: false,
      status: 404,
      code: 'not_found',
      message: 'Checkpoint not found.',
    });
  });
});
