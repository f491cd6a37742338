import type pg from 'pg';
import { NotificationListener } from '../../db/notification-listener.ts';
import type { AuthUser } from './repository.ts';

/** A session as its lookup found it: kept in memory by the cache, so `lastSeenAt` moves when the session is touched. */
export interface FoundSession {
  user: AuthUser;
  expiresAt: Date;
  lastSeenAt: Date;
}

interface Entry {
  found: FoundSession;
  storedAt: number;
}

/** Announces a session's end and changes to what a session shows of its user or client (migration 0018). */
export const sessionChannel = 'session_changed';
/** Announces a change to what decides a user's access (migration 0015); the live hub listens to it too. */
const accessChannel = 'access_changed';

/** A safety net only: a change reaches the cache by notification, long before this. */
const keepMs = 60_000;
const maxEntries = 50_000;

/**
 * Sessions kept in memory per process (docs/decisions/0031-session-cache.md), so that a request does not read its
 * session, user and grants from the database each time. A change can never be missed:
 * - triggers announce every session deletion (sign-out, password reset, purge) and every change to a user, their
 *   grants or their client's name, and every process LISTENs;
 * - before answering from memory, a request waits for the listener to have caught up with everything committed
 *   before it arrived (`NotificationListener.caughtUp`), so a sign-out on another process a moment earlier is seen;
 * - a read that a notification overtook (it may predate the change) is used once but not kept;
 * - when the listening connection is lost, everything kept is dropped and requests read the database until it is back.
 * Expiry and idle time are checked against the request's clock at every use.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listener: NotificationListener;
  /** Moves on every notification and loss: a read begun under another generation may be stale. */
  private generation = 0;
  readonly counts = { hit: 0, miss: 0 };

  constructor(pool: pg.Pool, log?: { warn(obj: unknown, msg: string): void }) {
    this.listener = NotificationListener.onPoolOf(
      pool,
      [sessionChannel, accessChannel],
      (channel, payload) => this.changed(channel, payload),
      () => this.forgetAll(),
      log,
    );
  }

  /** The session `id`'s lookup from memory when still current at `now`, else `read()`'s (kept for the next request). */
  async resolve(
    id: string,
    now: Date,
    idleTimeoutMs: number,
    read: () => Promise<FoundSession | undefined>,
  ): Promise<FoundSession | undefined> {
    const current = await this.listener.caughtUp();
    const entry = current ? this.entries.get(id) : undefined;
    if (entry && this.usable(entry, now, idleTimeoutMs)) {
      this.counts.hit += 1;
      return entry.found;
    }
    this.counts.miss += 1;
    const generation = this.generation;
    const found = await read();
    if (!found) {
      this.entries.delete(id);
      return undefined;
    }
    if (current && generation === this.generation) this.keep(id, found);
    return found;
  }

  stop(): Promise<void> {
    this.forgetAll();
    return this.listener.stop();
  }

  private usable(entry: Entry, now: Date, idleTimeoutMs: number): boolean {
    const { expiresAt, lastSeenAt } = entry.found;
    return (
      performance.now() - entry.storedAt < keepMs &&
      expiresAt.getTime() > now.getTime() &&
      lastSeenAt.getTime() > now.getTime() - idleTimeoutMs
    );
  }

  private keep(id: string, found: FoundSession): void {
    this.entries.delete(id);
    if (this.entries.size >= maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { found, storedAt: performance.now() });
  }

  private changed(channel: string, payload: string): void {
    this.generation += 1;
    const [kind, id] = channel === accessChannel ? ['u:', payload] : [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') this.entries.delete(id);
    else if (kind === 'u:') this.forgetUser(id);
    else this.forgetAll();
  }

  private forgetUser(userId: string): void {
    for (const [id, entry] of this.entries) if (entry.found.user.id === userId) this.entries.delete(id);
  }

  private forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
