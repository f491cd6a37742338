import { describe, expect, it } from 'vitest';
import type { FieldToday } from '../../shared/contract/field.ts';
import { sessionUser } from '../test/utils.tsx';
import { ApiError } from './api-client.ts';
import {
  answerWithin,
  confirmSignedIn,
  forgetOfflineStart,
  offlineIdentity,
  readOfflineCalls,
  readOfflineStart,
  rememberOfflineCalls,
  rememberOfflineStart,
  sessionConfirmed,
  sessionFromCache,
  type Timers,
} from './offline-start.ts';

const today = {
  now: '2026-03-18T15:00:00.000Z',
  positionIntervalSeconds: 30,
  breakLengths: [15],
  nextCheckCallDue: null,
  clock: null,
  onBreak: null,
  events: [],
  tasks: [],
} satisfies FieldToday;

describe('what the field app keeps to open offline', () => {
  it('gives the kept person only to the field screens, and says the session came from the device', () => {
    const user = sessionUser({ id: '00000000-0000-4000-8000-000000000181', roles: ['guard'], role: 'guard' });
    rememberOfflineStart({ user, today });
    expect(offlineIdentity('/dashboard')).toBeUndefined();
    expect(sessionFromCache()).toBe(false);
    expect(offlineIdentity('/field/scan/abc')?.id).toBe(user.id);
    expect(offlineIdentity('/field')?.id).toBe(user.id);
    expect(sessionFromCache()).toBe(true);
    expect(offlineIdentity('/')).toBeUndefined();
    expect(offlineIdentity('/', (kept) => kept.id === user.id)?.id).toBe(user.id);
    sessionConfirmed();
    expect(sessionFromCache()).toBe(false);
  });

  it('is forgotten when the server names someone else or nobody, and kept when it names the same person', () => {
    const user = sessionUser({ id: '00000000-0000-4000-8000-000000000182', roles: ['guard'], role: 'guard' });
    rememberOfflineStart({ user, today });
    confirmSignedIn(user.id);
    expect(readOfflineStart()?.user.id).toBe(user.id);
    confirmSignedIn('00000000-0000-4000-8000-000000000183');
    expect(readOfflineStart()).toBeUndefined();
    rememberOfflineStart({ user, today });
    confirmSignedIn(null);
    expect(readOfflineStart()).toBeUndefined();
    expect(offlineIdentity('/field')).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('watchpost.field.offline-start', '{"user":');
    expect(readOfflineStart()).toBeUndefined();
    localStorage.setItem('watchpost.field.offline-start', '{"user":{"id":1}}');
    expect(readOfflineStart()).toBeUndefined();
  });

  it('answers a request that does not answer within the wait as one that could not reach the server', async () => {
    let fire: (() => void) | undefined;
    const timers: Timers = {
      set: (run) => {
        fire = run;
        return 1;
      },
      clear: () => {
        fire = undefined;
      },
    };
    const hanging = new Promise<string>(() => {});
    const waited = answerWithin(hanging, 6_000, timers);
    fire?.();
    const error = await waited.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);

    // An answer in time is the answer, and the wait is cleared.
    await expect(answerWithin(Promise.resolve('day'), 6_000, timers)).resolves.toBe('day');
    expect(fire).toBeUndefined();
    const refused = new ApiError(401, 'unauthenticated', 'Sign in.');
    await expect(answerWithin(Promise.reject(refused), 6_000, timers)).rejects.toBe(refused);
  });

  it('keeps the calls for their person only, and forgets them with the day', () => {
    const user = sessionUser({ id: '00000000-0000-4000-8000-000000000185', roles: ['guard'], role: 'guard' });
    const calls = { items: [], now: '2026-03-18T15:00:00.000Z' };
    rememberOfflineStart({ user, today });
    rememberOfflineCalls(user.id, calls);
    expect(readOfflineCalls(user.id)).toEqual(calls);
    expect(readOfflineCalls('00000000-0000-4000-8000-000000000186')).toBeUndefined();
    confirmSignedIn(user.id);
    expect(readOfflineCalls(user.id)).toEqual(calls);
    // Someone else signed in: nothing of the other person stays, even with no day kept.
    forgetOfflineStart();
    rememberOfflineCalls(user.id, calls);
    confirmSignedIn('00000000-0000-4000-8000-000000000186');
    expect(readOfflineCalls(user.id)).toBeUndefined();
    // Signed out.
    rememberOfflineCalls(user.id, calls);
    forgetOfflineStart();
    expect(readOfflineCalls(user.id)).toBeUndefined();
    localStorage.setItem('watchpost.field.offline-calls', '{not json');
    expect(readOfflineCalls(user.id)).toBeUndefined();
  });
});
