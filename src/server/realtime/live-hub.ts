import type pg from 'pg';
import { type GuardStatus, type LiveEvent, shiftChangeKinds } from '../../shared/contract/stream.ts';
import { callStatuses } from '../../shared/dispatch-rules.ts';
import { type EventScope, hasPermission } from '../../shared/policy.ts';
import type { Actor } from '../access/actor.ts';
import { alertAudienceInMemory } from '../access/alert-audience.ts';
import type { Caller } from '../access/caller.ts';
import { callVisibleInMemory } from '../access/dispatch.ts';
import { assignedEventIds, recordVisibleInMemory } from '../access/event-scope.ts';
import type { Database } from '../db/client.ts';
import { type AlertRow, loadAlert, toAlert } from '../modules/alerts/index.ts';
import { currentActorOf } from '../modules/auth/index.ts';
import { conversationMemberIds } from '../modules/messenger/index.ts';
import { findEventCustomer, type LivePositionRow, listLivePositions } from './live-repository.ts';

/**
 * The live stream's hub in one API process (docs/product/alerts.md#live-stream). It LISTENs on the database channel the triggers of
 * migration 0007 announce on, so a write made through any process (or the scheduled check) reaches the streams
 * held here. A notification carries ids and a type; the hub loads the row once and sends it to each stream whose
 * user may see it (the alert scope of contract/alerts.ts; positions only to map viewers). LISTEN starts with the
 * first stream and is re-established after a lost connection.
 *
 * On the same connection it LISTENs for access changes (migration 0015): a user's roles, status, grants,
 * assignments or working client changed, so each of their streams here re-reads the user and applies it to the
 * next events — or ends, for a user who is disabled or gone.
 */

export const liveChannel = 'watchpost_live';
/** Carries the id of a user whose access changed (triggers of migration 0015). */
export const accessChannel = 'access_changed';

interface Notice {
  t: string;
  c: string;
  id?: string;
  e?: string | null;
  u?: string | null;
  s?: GuardStatus;
  at?: string;
  /** A conversation (messenger notices, migration 0010). */
  cv?: string;
  /** Which mark a conversation.read notice moved; what happened to a shift (shift.changed). */
  k?: string;
  /** The people of a shift (shift.changed). */
  us?: string[];
  /** A call's customer, and the guard it was with before a reassignment or refusal (dispatch.call). */
  cu?: string | null;
  pu?: string | null;
}

type Send = (event: LiveEvent) => void;

/** What a stream may receive, all derived from its user (accessOf); replaced whole when their access changes. */
interface StreamAccess {
  actor: Actor;
  /** The client whose operation the stream shows (an admin's working client). */
  clientId: string;
  scope: EventScope;
  seesMap: boolean;
  /** A guard's assigned events (their event scope): read again on each access change and assignment alert. */
  assigned: Set<string>;
}

interface Subscriber extends StreamAccess {
  send: Send;
  close: () => void;
}

export class LiveHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private listener: pg.PoolClient | undefined;
  private listening: Promise<void> | undefined;
  private stopped = false;
  private pendingPositions = new Map<string, Set<string>>();
  private positionTimer: NodeJS.Timeout | undefined;
  private readonly eventCustomers = new Map<string, { customerId: string; at: number }>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly pool: pg.Pool,
    private readonly log: { warn(obj: unknown, msg: string): void } = { warn: () => {} },
  ) {}

  /** Adds a stream once LISTEN is active (so nothing committed after this resolves is missed); returns its removal. */
  async subscribe(caller: Caller, send: Send, close: () => void): Promise<() => void> {
    await this.ensureListening();
    const subscriber: Subscriber = { ...(await this.accessOf(caller.actor)), send, close };
    this.add(subscriber);
    // The user was read with the session, maybe before LISTEN was active here or before a change that was
    // announced while this stream was being set up: read once more now, in line with the notifications.
    this.enqueue(
      () => this.reapplyAccess(caller.actor.userId, [subscriber], false),
      'live stream access could not be read',
    );
    return () => this.remove(subscriber);
  }

  /** The one place the hub derives a stream's access from its actor, on opening and after each access change. */
  private async accessOf(actor: Actor): Promise<StreamAccess> {
    const { clientId, eventScope: scope } = actor;
    return {
      actor,
      clientId,
      scope,
      seesMap: hasPermission(actor.roles, 'map.view'),
      assigned: scope.kind === 'assigned' ? await assignedEventIds(this.db, actor.userId) : new Set(),
    };
  }

  private add(s: Subscriber): void {
    let set = this.subscribers.get(s.clientId);
    if (!set) {
      set = new Set();
      this.subscribers.set(s.clientId, set);
    }
    set.add(s);
  }

  /** Whether it was still held (a stream closed meanwhile is not brought back). */
  private remove(s: Subscriber): boolean {
    const set = this.subscribers.get(s.clientId);
    if (!set?.delete(s)) return false;
    if (set.size === 0) this.subscribers.delete(s.clientId);
    return true;
  }

  /**
   * Re-reads a user whose access changed and applies it to their streams held here (all of them, or `streams`):
   * a disabled or deleted user's streams end; otherwise the new role, scope and working client decide the next
   * events, and `announce` sends a fresh `ready` so the console re-reads what it shows under the new access. A
   * user who cannot be read is treated like a disabled one: the browser reconnects and its session decides.
   */
  private async reapplyAccess(userId: string, streams: Subscriber[] | undefined, announce: boolean): Promise<void> {
    const held =
      streams ?? [...this.subscribers.values()].flatMap((set) => [...set].filter((s) => s.actor.userId === userId));
    if (held.length === 0) return;
    let access: StreamAccess | undefined;
    try {
      const actor = await currentActorOf(this.db, userId);
      access = actor ? await this.accessOf(actor) : undefined;
    } catch (error) {
      this.log.warn({ err: error }, 'live stream access could not be re-read; ending the streams');
    }
    for (const s of held) {
      if (!access) {
        s.close();
      } else if (this.remove(s)) {
        Object.assign(s, access);
        this.add(s);
        if (announce) s.send({ type: 'ready', data: { now: new Date().toISOString() } });
      }
    }
  }

  /** Notifications and re-reads run one at a time, in commit order: an alert committed after a change sees it. */
  private enqueue(work: () => Promise<void>, failure: string): void {
    this.chain = this.chain.then(work).catch((error) => {
      this.log.warn({ err: error }, failure);
    });
  }

  /** Ends every stream (before the HTTP server closes, which waits for open responses). */
  /** How many streams this process holds now. */
  openStreams(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  /**
   * Told, for each notification, how long it took from reaching this process to being handed to the streams
   * (waiting in line behind earlier ones, loading the row): the live part of the metrics.
   */
  onDispatched: ((type: string, seconds: number) => void) | undefined;

  endStreams(): void {
    for (const set of [...this.subscribers.values()]) for (const s of [...set]) s.close();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.endStreams();
    if (this.positionTimer) clearTimeout(this.positionTimer);
    const listener = this.listener;
    this.listener = undefined;
    if (listener) {
      try {
        await listener.query('unlisten *');
      } catch {
        // the connection may already be gone
      }
      listener.release(true);
    }
  }

  private ensureListening(): Promise<void> {
    if (!this.listening) {
      this.listening = this.listen().catch((error) => {
        this.listening = undefined;
        throw error;
      });
    }
    return this.listening;
  }

  private async listen(): Promise<void> {
    const client = await this.pool.connect();
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === accessChannel) {
        const userId = message.payload;
        this.enqueue(() => this.reapplyAccess(userId, undefined, true), 'live access change failed');
        return;
      }
      if (message.channel !== liveChannel) return;
      let notice: Notice;
      try {
        notice = JSON.parse(message.payload) as Notice;
      } catch (error) {
        this.log.warn({ err: error }, 'live notification not understood');
        return;
      }
      // One at a time, in commit order: an alert's update never overtakes its creation on a stream.
      const received = performance.now();
      this.enqueue(
        () => this.dispatch(notice).finally(() => this.onDispatched?.(notice.t, (performance.now() - received) / 1000)),
        'live notification failed',
      );
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'live listener connection lost; reconnecting');
      this.reconnect(client);
    });
    await client.query(`listen ${liveChannel}`);
    await client.query(`listen ${accessChannel}`);
    this.listener = client;
  }

  private reconnect(broken: pg.PoolClient): void {
    if (this.listener !== broken) return;
    this.listener = undefined;
    this.listening = undefined;
    broken.release(true);
    if (this.stopped) return;
    // Streams stay open; anything announced while disconnected is lost, which is why clients re-read on reconnect
    // and every stream here is told to (a fresh `ready`) — and why every stream's user is read again, in case
    // their access changed meanwhile.
    const retry = (delay: number) =>
      setTimeout(() => {
        if (this.stopped) return;
        this.ensureListening()
          .then(() => {
            const userIds = new Set<string>();
            for (const set of this.subscribers.values()) {
              for (const s of set) {
                userIds.add(s.actor.userId);
                s.send({ type: 'ready', data: { now: new Date().toISOString() } });
              }
            }
            for (const userId of userIds) {
              this.enqueue(() => this.reapplyAccess(userId, undefined, false), 'live stream access could not be read');
            }
          })
          .catch(() => retry(Math.min(delay * 2, 30_000)));
      }, delay).unref();
    retry(500);
  }

  private async dispatch(notice: Notice): Promise<void> {
    if (!this.subscribers.has(notice.c)) return;
    switch (notice.t) {
      case 'alert.created':
      case 'alert.updated':
        return this.sendAlert(notice);
      case 'alert.deleted':
        return this.sendAlertDeleted(notice);
      case 'guard.location':
        this.queuePosition(notice);
        return;
      case 'guard.status':
        return this.sendStatus(notice);
      case 'message.created':
      case 'conversation.read':
        return this.sendToMembers(notice);
      case 'shift.changed':
        return this.sendShiftChanged(notice);
      case 'dispatch.call':
        return this.sendDispatchCall(notice);
      default:
    }
  }

  private async sendAlert(notice: Notice): Promise<void> {
    if (!notice.id) return;
    const row = await loadAlert(this.db, notice.id).catch((error) => {
      this.log.warn({ err: error }, 'live alert could not be loaded');
      return undefined;
    });
    if (!row) return;
    const alert = toAlert(row);
    // One object for every stream, so the stream routes encode it once (frameOf).
    const event: LiveEvent =
      notice.t === 'alert.created'
        ? { type: 'alert.created', data: { alert } }
        : { type: 'alert.updated', data: { alert } };
    for (const s of this.subscribers.get(notice.c) ?? []) {
      if (notice.t === 'alert.created' && row.guardId === s.actor.userId && isAssignmentAlert(row)) {
        s.assigned = await assignedEventIds(this.db, s.actor.userId);
      }
      if (!alertAudienceInMemory(s.actor, row)) continue;
      if (this.mayAccessEvent(s, row.eventId, row.eventCustomerId)) s.send(event);
    }
  }

  private async sendAlertDeleted(notice: Notice): Promise<void> {
    if (!notice.id) return;
    const customerId = await this.customerOf(notice.e ?? null);
    const event: LiveEvent = { type: 'alert.deleted', data: { id: notice.id } };
    for (const s of this.subscribers.get(notice.c) ?? []) {
      if (this.mayAccessEvent(s, notice.e ?? null, customerId)) {
        s.send(event);
      }
    }
  }

  private async sendStatus(notice: Notice): Promise<void> {
    if (!notice.u || !notice.s || !notice.at) return;
    const eventId = notice.e ?? null;
    const customerId = await this.customerOf(eventId);
    const event: LiveEvent = {
      type: 'guard.status',
      data: { userId: notice.u, eventId, status: notice.s, at: new Date(notice.at).toISOString() },
    };
    for (const s of this.subscribers.get(notice.c) ?? []) {
      const ownStatus = s.actor.userId === notice.u;
      if (ownStatus || (s.seesMap && this.mayAccessEvent(s, eventId, customerId))) {
        s.send(event);
      }
    }
  }

  /**
   * A shift changed (docs/product/shifts.md#live-updates): to its people; to those who see the schedule of its
   * event; and, when it was published or withdrawn, to everyone of the client who works shifts (its open places
   * appear or go on /field).
   */
  private async sendShiftChanged(notice: Notice): Promise<void> {
    const change = shiftChangeKinds.find((kind) => kind === notice.k);
    if (!notice.id || !notice.e || !change) return;
    const eventId = notice.e;
    const customerId = await this.customerOf(eventId);
    const people = new Set(notice.us ?? []);
    const offered = change === 'published' || change === 'unpublished';
    const event: LiveEvent = { type: 'shift.changed', data: { shiftId: notice.id, eventId, change } };
    for (const s of this.subscribers.get(notice.c) ?? []) {
      const planner = hasPermission(s.actor.roles, 'shifts.view') && this.mayAccessEvent(s, eventId, customerId);
      const worker = offered && hasPermission(s.actor.roles, 'field.use');
      if (people.has(s.actor.userId) || planner || worker) s.send(event);
    }
  }

  /**
   * A call for service changed (docs/product/dispatch.md#live-updates): to the dispatchers and customer's users who
   * see it (callVisibleInMemory), to its guard and to the guard it was just taken from.
   */
  private sendDispatchCall(notice: Notice): void {
    const status = callStatuses.find((value) => value === notice.k);
    if (!notice.id || !status || !notice.at) return;
    const call = { clientId: notice.c, eventId: notice.e ?? null, customerId: notice.cu ?? null };
    const event: LiveEvent = {
      type: 'dispatch.call',
      data: {
        callId: notice.id,
        status,
        assigneeId: notice.u ?? null,
        eventId: call.eventId,
        at: new Date(notice.at).toISOString(),
      },
    };
    for (const s of this.subscribers.get(notice.c) ?? []) {
      const own = s.actor.userId === notice.u || (notice.pu != null && s.actor.userId === notice.pu);
      if (own || callVisibleInMemory({ actor: s.actor, assignedEventIds: s.assigned }, call)) s.send(event);
    }
  }

  /** Messenger notices go to the streams of the conversation's members only. */
  private async sendToMembers(notice: Notice): Promise<void> {
    if (!notice.cv) return;
    let event: LiveEvent;
    if (notice.t === 'message.created') {
      if (!notice.id) return;
      event = { type: 'message.created', data: { conversationId: notice.cv, messageId: notice.id } };
    } else {
      if (!notice.u || !notice.at) return;
      event = {
        type: 'conversation.read',
        data: {
          conversationId: notice.cv,
          userId: notice.u,
          at: new Date(notice.at).toISOString(),
          mark: notice.k === 'delivered' ? 'delivered' : 'read',
        },
      };
    }
    const members = new Set(
      await conversationMemberIds(this.db, notice.cv).catch((error) => {
        this.log.warn({ err: error }, 'live conversation members could not be loaded');
        return [] as string[];
      }),
    );
    for (const s of this.subscribers.get(notice.c) ?? []) if (members.has(s.actor.userId)) s.send(event);
  }

  /** Positions arrive at up to thousands a second: gathered for 50 ms and loaded in one query per client. */
  private queuePosition(notice: Notice): void {
    if (!notice.u) return;
    if (![...(this.subscribers.get(notice.c) ?? [])].some((s) => s.seesMap)) return;
    let users = this.pendingPositions.get(notice.c);
    if (!users) {
      users = new Set();
      this.pendingPositions.set(notice.c, users);
    }
    users.add(notice.u);
    this.positionTimer ??= setTimeout(() => {
      this.positionTimer = undefined;
      const pending = this.pendingPositions;
      this.pendingPositions = new Map();
      for (const [clientId, userIds] of pending) void this.sendPositions(clientId, [...userIds]);
    }, 50);
  }

  private async sendPositions(clientId: string, userIds: string[]): Promise<void> {
    const rows = await listLivePositions(this.db, clientId, userIds).catch((error) => {
      this.log.warn({ err: error }, 'live positions could not be loaded');
      return [] as LivePositionRow[];
    });
    const subscribers = [...(this.subscribers.get(clientId) ?? [])].filter((s) => s.seesMap);
    for (const row of rows) {
      const event: LiveEvent = {
        type: 'guard.location',
        data: {
          userId: row.userId,
          eventId: row.eventId,
          lat: row.latitude,
          lng: row.longitude,
          accuracy: row.accuracy,
          at: row.positionAt.toISOString(),
          allowed: row.allowed,
          inRestrictedZone: row.restricted,
        },
      };
      for (const s of subscribers) if (this.mayAccessEvent(s, row.eventId, row.customerId)) s.send(event);
    }
  }

  /**
   * Whether a stream's user may see a record of the event (null: a record on no event — the whole client's): the
   * access module's in-memory twin of the SQL rule the alert and map reads use.
   */
  private mayAccessEvent(s: Subscriber, eventId: string | null, customerId: string | null): boolean {
    const viewer = { actor: s.actor, assignedEventIds: s.assigned };
    return recordVisibleInMemory(viewer, { clientId: s.clientId, eventId, customerId });
  }

  private async customerOf(eventId: string | null): Promise<string | null> {
    if (!eventId) return null;
    const cached = this.eventCustomers.get(eventId);
    if (cached && performance.now() - cached.at < 60_000) return cached.customerId;
    const customerId = await findEventCustomer(this.db, eventId).catch(() => null);
    if (customerId) this.eventCustomers.set(eventId, { customerId, at: performance.now() });
    if (this.eventCustomers.size > 10_000) this.eventCustomers.clear();
    return customerId;
  }
}

const isAssignmentAlert = (row: AlertRow) => row.type === 'eventAssigned' || row.type === 'eventUnassigned';
