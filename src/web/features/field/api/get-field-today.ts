import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { FieldToday } from '../../../../shared/contract/field.ts';
import { fieldOperations } from '../../../../shared/contract/field.ts';
import { callApi } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { readOfflineStart, rememberOfflineStart } from '../../../lib/offline-start.ts';
import { updateServerOffset } from '../../../lib/server-clock.ts';

export const fieldTodayQueryKey = ['field', 'today'] as const;

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
export async function loadKnownDay(user: SessionUser, signal?: AbortSignal): Promise<KnownDay> {
  try {
    const today = await fetchFieldToday(signal);
    rememberOfflineStart({ user, today });
    return { today, fromDevice: false };
  } catch (error) {
    const kept = isApiError(error) && error.status === 0 ? readOfflineStart() : undefined;
    if (kept && kept.user.id === user.id) return { today: kept.today, fromDevice: true };
    throw error;
  }
}

export function useFieldToday(user: SessionUser | undefined) {
  return useQuery({
    queryKey: fieldTodayQueryKey,
    queryFn: ({ signal }) => loadKnownDay(user as SessionUser, signal),
    enabled: user !== undefined,
    // Events open for clock-in change with the time: refresh every minute while the screen is open (and, offline,
    // try the server again as often).
    refetchInterval: 60_000,
  });
}
