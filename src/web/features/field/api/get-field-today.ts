import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { FieldToday } from '../../../../shared/contract/field.ts';
import { fieldOperations } from '../../../../shared/contract/field.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  answerWithin,
  readOfflineStart,
  rememberOfflineStart,
  sessionFromCache,
  startWaitMs,
} from '../../../lib/offline-start.ts';
import { updateServerOffset } from '../../../lib/server-clock.ts';

/** Holds the day as the screen shows it (`KnownDay`), not the bare answer: no other feature reads it. */
export const fieldTodayQueryKey = queryKeyOf(fieldOperations.today);

/** The guard's day (events, status, tasks); also measures how far the server's clock is from the device's. */
export async function fetchFieldToday(signal?: AbortSignal): Promise<FieldToday> {
  const today = await callApi(fieldOperations.today, { signal });
  updateServerOffset(today.now);
  return today;
}

/** The day as the screen shows it: the server's answer, or, without a connection, the last one this phone kept. */
export interface KnownDay {
  today: FieldToday;
  /** True when the server could not be reached and `today` is what the phone kept (as of `today.now`). */
  fromDevice: boolean;
}

/**
 * The server's answer (kept on the phone with the person, so the app opens without signal), or the last one kept
 * for this person when the server cannot be reached (docs/product/field-app.md#opening-without-signal).
 */
export async function loadKnownDay(user: SessionUser, signal?: AbortSignal, client?: QueryClient): Promise<KnownDay> {
  const stored = readOfflineStart();
  const kept = stored?.user.id === user.id ? stored : undefined;
  const request = fetchFieldToday(signal).then((today) => {
    rememberOfflineStart({ user, today });
    return today;
  });
  // Nothing shown yet and a day to fall back on: a server that does not answer (a weak signal) is not waited for long,
  // not at all once the session check has gone unanswered; an answer that comes later still replaces the kept day.
  const starting = client !== undefined && client.getQueryData(fieldTodayQueryKey) === undefined;
  const waiting = starting && kept;
  try {
    const today = await (waiting ? answerWithin(request, sessionFromCache() ? 0 : startWaitMs) : request);
    return { today, fromDevice: false };
  } catch (error) {
    if (!kept || !isApiError(error) || error.status !== 0) throw error;
    if (waiting && client) {
      void request.then(
        (today) => client.setQueryData<KnownDay>(fieldTodayQueryKey, { today, fromDevice: false }),
        () => undefined,
      );
    }
    return { today: kept.today, fromDevice: true };
  }
}

export function useFieldToday(user: SessionUser | undefined) {
  return useQuery({
    queryKey: fieldTodayQueryKey,
    queryFn: ({ signal, client }) => loadKnownDay(user as SessionUser, signal, client),
    enabled: user !== undefined,
    // Events open for clock-in change with the time: refresh every minute while the screen is open (and, offline,
    // try the server again as often).
    refetchInterval: 60_000,
  });
}
