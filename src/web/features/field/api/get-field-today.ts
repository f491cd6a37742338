import { useQuery } from '@tanstack/react-query';
import type { FieldToday } from '../../../../shared/contract/field.ts';
import { fieldOperations } from '../../../../shared/contract/field.ts';
import { callApi } from '../../../lib/api.ts';
import { updateServerOffset } from '../../../lib/server-clock.ts';

export const fieldTodayQueryKey = ['field', 'today'] as const;

/** The guard's day (events, status, tasks); also measures how far the server's clock is from the device's. */
export async function fetchFieldToday(signal?: AbortSignal): Promise<FieldToday> {
  const today = await callApi(fieldOperations.today, { signal });
  updateServerOffset(today.now);
  return today;
}

export function useFieldToday() {
  return useQuery({
    queryKey: fieldTodayQueryKey,
    queryFn: ({ signal }) => fetchFieldToday(signal),
    // Events open for clock-in change with the time: refresh every minute while the screen is open.
    refetchInterval: 60_000,
  });
}
