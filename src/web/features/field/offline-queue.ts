import type { CallStatusBody } from '../../../shared/contract/dispatch.ts';
import type { ErrorParams } from '../../../shared/contract/errors.ts';
import {
  type BreakStartBody,
  type CheckCallBody,
  type ClockInBody,
  type ClockOutBody,
  type FieldActionKind,
  type FieldActionResult,
  type LocationBody,
  maxSyncActions,
  type ScanBody,
  type SosBody,
  type SyncAction,
  type SyncResult,
} from '../../../shared/contract/field.ts';
import { isApiError } from '../../lib/api-client.ts';

type Meta = 'at' | 'idempotencyKey';

/** An action as the app asks for it; the queue stamps it with `at` and an idempotency key. */
export type NewFieldAction =
  | { kind: 'clock-in'; body: Omit<ClockInBody, Meta> }
  | { kind: 'clock-out'; body: Omit<ClockOutBody, Meta> }
  | { kind: 'break-start'; body: Omit<BreakStartBody, Meta> }
  | { kind: 'break-end'; body: Record<string, never> }
  | { kind: 'location'; body: Omit<LocationBody, Meta> }
  | { kind: 'sos'; body: Omit<SosBody, Meta> }
  | { kind: 'task-done'; taskId: string; body: { done: boolean } }
  | { kind: 'scan'; body: Omit<ScanBody, Meta> }
  | { kind: 'check-call'; body: Omit<CheckCallBody, Meta> }
  | { kind: 'dispatch-status'; callId: string; body: Omit<CallStatusBody, Meta> };

/** What the server answered to one action: its result, or its refusal. */
export type ActionOutcome =
  | { ok: true; result: FieldActionResult }
  | { ok: false; status: number; code: string; message: string };

/** One action waiting on the device. `id` is its idempotency key. */
export interface QueuedAction {
  id: string;
  /** The signed-in user who made it: a shared phone never sends one guard's actions as another's. */
  owner: string;
  /** Order of creation (the order the queue sends in). */
  seq: number;
  kind: FieldActionKind;
  taskId?: string;
  /** A call's status step: the call it moves. */
  callId?: string;
  /** When it happened, on the server's clock. */
  at: string;
  body: Record<string, unknown>;
}

/** Where queued actions are kept: IndexedDB in the browser (indexed-db-store.ts), memory in tests. */
export interface QueueStore {
  list(owner: string): Promise<QueuedAction[]>;
  put(action: QueuedAction): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
}

export function memoryQueueStore(): QueueStore {
  const items = new Map<string, QueuedAction>();
  return {
    list: async (owner) => [...items.values()].filter((item) => item.owner === owner).sort((a, b) => a.seq - b.seq),
    put: async (action) => {
      items.set(action.id, { ...action });
    },
    remove: async (ids) => {
      for (const id of ids) items.delete(id);
    },
  };
}

export interface Refusal {
  action: QueuedAction;
  status: number;
  code: string;
  message: string;
  /** The changing parts of the code's text, which the refusal's translation fills in. */
  params?: ErrorParams | undefined;
}

export interface OfflineQueueOptions {
  owner: string;
  store: QueueStore;
  send: (actions: SyncAction[]) => Promise<SyncResult>;
  /** Now on the server's clock (ms), for `at`. */
  serverNow: () => number;
  newKey?: () => string;
  /** Retry delays after a failed send (ms); the last one repeats. */
  backoffMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface QueueHandlers {
  /** The server answered an action with a refusal (it has been removed from the queue). */
  onRefused?: (refusal: Refusal) => void;
  /** After a flush that removed actions, before the pending list changes (e.g. refetch the server's state). */
  afterFlush?: () => Promise<unknown>;
}

export type FlushOutcome = 'done' | 'blocked';

const defaultBackoffMs = [2_000, 5_000, 10_000, 30_000, 60_000];

/** Answers to a whole request that mean "try again later" (offline, signed out, server trouble), not "this is wrong". */
function isTransient(status: number): boolean {
  return (
    status === 0 ||
    status >= 500 ||
    status === 401 ||
    status === 403 ||
    status === 404 ||
    status === 408 ||
    status === 429
  );
}

/**
 * The field app's offline queue (docs/product/field-app.md#offline-queue): every action is written to the store first, then sent in order
 * through POST /field/sync. An action leaves the queue once the server has answered it, accepted or refused; a
 * network failure or a server error keeps it and retries with backoff (and at once when the browser is back online).
 */
export class OfflineQueue {
  private readonly options: OfflineQueueOptions;
  private handlers: QueueHandlers = {};
  private items: readonly QueuedAction[] = [];
  private lastSeq = 0;
  private loaded: Promise<void> | undefined;
  private running: Promise<FlushOutcome> | undefined;
  private again = false;
  private attempt = 0;
  private timer: unknown;
  private readonly listeners = new Set<() => void>();
  private refused: string[] = [];
  private outcomes: [string, ActionOutcome][] = [];

  constructor(options: OfflineQueueOptions) {
    this.options = options;
  }

  setHandlers(handlers: QueueHandlers): void {
    this.handlers = handlers;
  }

  /** The actions still waiting, oldest first (a stable snapshot for useSyncExternalStore). */
  pending = (): readonly QueuedAction[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  load(): Promise<void> {
    this.loaded ??= this.reload();
    return this.loaded;
  }

  private async reload(): Promise<void> {
    this.items = await this.options.store.list(this.options.owner);
    for (const item of this.items) this.lastSeq = Math.max(this.lastSeq, item.seq);
    for (const listener of this.listeners) listener();
  }

  /** Stores an action (stamped with the server's time and a fresh key); call flush() to send it. */
  async enqueue(action: NewFieldAction): Promise<QueuedAction> {
    await this.load();
    const id = this.options.newKey?.() ?? crypto.randomUUID();
    const at = new Date(this.options.serverNow()).toISOString();
    this.lastSeq = Math.max(this.lastSeq + 1, Date.now());
    const queued: QueuedAction = {
      id,
      owner: this.options.owner,
      seq: this.lastSeq,
      kind: action.kind,
      at,
      body: { ...action.body, at, idempotencyKey: id },
      ...(action.kind === 'task-done' ? { taskId: action.taskId } : {}),
      ...(action.kind === 'dispatch-status' ? { callId: action.callId } : {}),
    };
    await this.options.store.put(queued);
    this.items = [...this.items, queued];
    for (const listener of this.listeners) listener();
    return queued;
  }

  isPending(id: string): boolean {
    return this.items.some((item) => item.id === id);
  }

  /** Whether the server refused this action (remembered for the last few refusals). */
  wasRefused(id: string): boolean {
    return this.refused.includes(id);
  }

  /** The server's answer to this action once it was sent (remembered for the last few answers). */
  outcomeOf(id: string): ActionOutcome | undefined {
    return this.outcomes.find(([key]) => key === id)?.[1];
  }

  private remember(id: string, outcome: ActionOutcome): void {
    this.outcomes = [...this.outcomes.filter(([key]) => key !== id), [id, outcome] as [string, ActionOutcome]].slice(
      -50,
    );
  }

  /** Sends everything waiting, in order. Concurrent calls share one run (and a call during a run makes it go again). */
  flush(): Promise<FlushOutcome> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.cancelRetry();
    const run = async (): Promise<FlushOutcome> => {
      let outcome: FlushOutcome = 'done';
      do {
        this.again = false;
        outcome = await this.flushOnce();
      } while (this.again && outcome === 'done');
      return outcome;
    };
    this.running = run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops a scheduled retry (e.g. when the user signs out). */
  cancelRetry(): void {
    if (this.timer !== undefined) (this.options.clearTimer ?? clearTimeout)(this.timer as never);
    this.timer = undefined;
  }

  private scheduleRetry(): void {
    const delays = this.options.backoffMs ?? defaultBackoffMs;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 60_000;
    this.attempt += 1;
    this.cancelRetry();
    this.timer = (this.options.setTimer ?? setTimeout)(() => {
      this.timer = undefined;
      void this.flush();
    }, delay);
  }

  private async flushOnce(): Promise<FlushOutcome> {
    await this.load();
    const waiting = await this.options.store.list(this.options.owner);
    if (waiting.length === 0) return 'done';
    const answered: string[] = [];
    const refusals: Refusal[] = [];
    let blocked = false;
    for (let start = 0; start < waiting.length && !blocked; start += maxSyncActions) {
      const chunk = waiting.slice(start, start + maxSyncActions);
      blocked = !(await this.sendChunk(chunk, answered, refusals));
    }
    if (answered.length > 0) {
      await this.options.store.remove(answered);
      this.refused = [...this.refused, ...refusals.map((r) => r.action.id)].slice(-50);
      for (const refusal of refusals) this.handlers.onRefused?.(refusal);
      try {
        await this.handlers.afterFlush?.();
      } catch {
        // The next refresh catches up; the queue itself is consistent.
      }
      await this.reload();
    }
    if (blocked) {
      this.scheduleRetry();
      return 'blocked';
    }
    this.attempt = 0;
    return 'done';
  }

  /** Sends one chunk; false when it could not be delivered (keep and retry later). */
  private async sendChunk(chunk: QueuedAction[], answered: string[], refusals: Refusal[]): Promise<boolean> {
    let result: SyncResult;
    try {
      result = await this.options.send(chunk.map(toSyncAction));
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      if (isTransient(status)) return false;
      // The batch as a whole was refused (one malformed action fails its validation): send one by one, so only
      // the bad action is dropped.
      if (chunk.length > 1) {
        for (const action of chunk) if (!(await this.sendChunk([action], answered, refusals))) return false;
        return true;
      }
      const action = chunk[0] as QueuedAction;
      answered.push(action.id);
      const refusal = {
        action,
        status,
        code: isApiError(error) ? error.code : 'error',
        message: error instanceof Error ? error.message : String(error),
        params: isApiError(error) ? error.params : undefined,
      };
      refusals.push(refusal);
      this.remember(action.id, { ok: false, status, code: refusal.code, message: refusal.message });
      return true;
    }
    let delivered = true;
    for (const [index, action] of chunk.entries()) {
      const answer = result.results.find((r) => r.index === index);
      if (!answer) {
        delivered = false;
        continue;
      }
      if (answer.ok) {
        answered.push(action.id);
        if (answer.result) this.remember(action.id, { ok: true, result: answer.result });
      } else if (answer.error && answer.error.status < 500) {
        // One action refused (403 not assigned, 404 another client's event, 409, 400): it will never pass.
        answered.push(action.id);
        const { status, code, message, params } = answer.error;
        refusals.push({ action, status, code, message, params });
        this.remember(action.id, { ok: false, status, code, message });
      } else {
        delivered = false;
      }
    }
    return delivered;
  }
}

function toSyncAction(action: QueuedAction): SyncAction {
  if (action.kind === 'task-done') {
    return { kind: 'task-done', taskId: action.taskId ?? '', body: action.body } as SyncAction;
  }
  if (action.kind === 'dispatch-status') {
    return { kind: 'dispatch-status', callId: action.callId ?? '', body: action.body } as SyncAction;
  }
  return { kind: action.kind, body: action.body } as SyncAction;
}
