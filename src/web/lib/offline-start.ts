import type { SessionUser } from '../../shared/contract/auth.ts';
import type { FieldToday } from '../../shared/contract/field.ts';

/**
 * What the field app last knew, kept on the device so that it opens without a connection
 * (docs/product/field-app.md#opening-without-signal): the signed-in person and their last /field/today. One person at
 * a time, nothing of any other screen; forgotten at sign-out, on a 401 and when the server names someone else.
 * In the first page's code (the session check reads it): no schema, no other import.
 */
export interface OfflineStart {
  user: SessionUser;
  today: FieldToday;
}

const storageKey = 'watchpost.field.offline-start';

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

export function forgetOfflineStart(): void {
  try {
    storage()?.removeItem(storageKey);
  } catch {
    // Nothing could have been kept either.
  }
}

/** The server named who is signed in (or nobody): what was kept for anyone else goes. */
export function confirmSignedIn(userId: string | null): void {
  const kept = readOfflineStart();
  if (kept && kept.user.id !== userId) forgetOfflineStart();
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
  const user = readOfflineStart()?.user;
  if (!user || !(startsOffline(pathname) || (pathname === '/' && homeIsField(user)))) return undefined;
  startedFromCache = true;
  return user;
}

/** Whether the session in use came from the device rather than the server (it is asked again once reachable). */
export function sessionFromCache(): boolean {
  return startedFromCache;
}

export function sessionConfirmed(): void {
  startedFromCache = false;
}
