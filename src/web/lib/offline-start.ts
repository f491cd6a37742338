import type { SessionUser } from '../../shared/contract/auth.ts';
import type { FieldDispatchCall } from '../../shared/contract/dispatch.ts';
import type { FieldToday } from '../../shared/contract/field.ts';
import { ApiError } from './api-client.ts';

/**
 * What the field app last knew, kept on the device so that it opens without a connection
 * (docs/product/field-app.md#opening-without-signal): the signed-in person and their last /field/today (and, apart,
 * their last /field/dispatch: KeptCalls). One person at
 * a time, nothing of any other screen; forgotten at sign-out, on a 401 and when the server names someone else.
 * In the first page's code (the session check reads it): no schema.
 */
export interface OfflineStart {
  user: SessionUser;
  today: FieldToday;
}

const storageKey = 'watchpost.field.offline-start';
/** The guard's open calls, kept apart from the day: they are read on their own (and more often). */
const callsStorageKey = 'watchpost.field.offline-calls';

/** The guard's open calls as the server last answered them (GET /field/dispatch), `now` being when. */
export interface KeptCalls {
  items: FieldDispatchCall[];
  now: string;
}

/** The screens that may start from it: the field app and the scan page a checkpoint label opens. */
export function startsOffline(pathname: string): boolean {
  return pathname === '/field' || pathname.startsWith('/field/');
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readOfflineStart(): OfflineStart | undefined {
  try {
    const stored = storage()?.getItem(storageKey);
    if (!stored) return undefined;
    const parsed = JSON.parse(stored) as Partial<OfflineStart> | null;
    if (typeof parsed?.user?.id !== 'string' || typeof parsed.today?.now !== 'string') return undefined;
    return parsed as OfflineStart;
  } catch {
    return undefined;
  }
}

/** Keeps the person and their day, replacing whatever was kept (another person's included). */
export function rememberOfflineStart(start: OfflineStart): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify(start));
  } catch {
    // Storage full or blocked (private mode): the app still works online; it only cannot open offline.
  }
}

/** Forgets the person, their day and their calls (sign-out, a 401, someone else signed in). */
export function forgetOfflineStart(): void {
  try {
    storage()?.removeItem(storageKey);
    storage()?.removeItem(callsStorageKey);
  } catch {
    // Nothing could have been kept either.
  }
}

/**
 * The calls last answered to `userId`, kept with the same rules as the day (one person at a time, forgotten with
 * it), so that the field app shows them when it opens or goes on without signal (docs/product/dispatch.md).
 */
export function rememberOfflineCalls(userId: string, calls: KeptCalls): void {
  try {
    storage()?.setItem(callsStorageKey, JSON.stringify({ userId, calls }));
  } catch {
    // Storage full or blocked: the calls are then only shown with signal.
  }
}

/** The calls kept for `userId`; undefined when none were, or they were someone else's. */
export function readOfflineCalls(userId: string): KeptCalls | undefined {
  try {
    const stored = storage()?.getItem(callsStorageKey);
    if (!stored) return undefined;
    const parsed = JSON.parse(stored) as { userId?: unknown; calls?: Partial<KeptCalls> } | null;
    if (parsed?.userId !== userId || typeof parsed.calls?.now !== 'string' || !Array.isArray(parsed.calls.items)) {
      return undefined;
    }
    return parsed.calls as KeptCalls;
  } catch {
    return undefined;
  }
}

function keptCallsOwner(): string | undefined {
  try {
    const stored = storage()?.getItem(callsStorageKey);
    const owner: unknown = stored ? (JSON.parse(stored) as { userId?: unknown } | null)?.userId : undefined;
    return typeof owner === 'string' ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** The server named who is signed in (or nobody): what was kept for anyone else goes. */
export function confirmSignedIn(userId: string | null): void {
  const kept = readOfflineStart();
  const callsOwner = keptCallsOwner();
  if ((kept && kept.user.id !== userId) || (callsOwner !== undefined && callsOwner !== userId)) forgetOfflineStart();
}

let startedFromCache = false;

/**
 * The person to start as when the session check cannot reach the server, on a screen that may start offline (or
 * the root path, for a person whose home is the field app); undefined anywhere else, or when nothing was kept.
 */
export function offlineIdentity(
  pathname: string,
  homeIsField: (user: SessionUser) => boolean = () => false,
): SessionUser | undefined {
  const user = keptIdentity(pathname, homeIsField);
  if (user) startedFromCache = true;
  return user;
}

/** The person kept for this path, without starting as them (offlineIdentity does). */
export function keptIdentity(
  pathname: string,
  homeIsField: (user: SessionUser) => boolean = () => false,
): SessionUser | undefined {
  const user = readOfflineStart()?.user;
  return user && (startsOffline(pathname) || (pathname === '/' && homeIsField(user))) ? user : undefined;
}

/**
 * How long the field app waits at start for a server that does not answer (a weak signal: requests hang rather than
 * fail) before it starts from what the phone kept; the server is asked again once it answers.
 */
export const startWaitMs = 6_000;

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (timer: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * The request's answer, or the failure of a request that could not reach the server (status 0) when no answer came
 * within `waitMs`. The request itself goes on; an answer after that is not used.
 */
export function answerWithin<T>(request: Promise<T>, waitMs = startWaitMs, timers: Timers = realTimers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.set(() => {
      reject(new ApiError(0, 'network', 'The server did not answer in time.'));
    }, waitMs);
    request.then(
      (value) => {
        timers.clear(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clear(timer);
        reject(error);
      },
    );
  });
}

/** Whether the session in use came from the device rather than the server (it is asked again once reachable). */
export function sessionFromCache(): boolean {
  return startedFromCache;
}

export function sessionConfirmed(): void {
  startedFromCache = false;
}
