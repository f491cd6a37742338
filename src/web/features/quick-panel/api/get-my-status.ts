import { useQuery } from '@tanstack/react-query';
import type { MyStatus } from '../../../../shared/contract/me-status.ts';
import { myStatusOperations } from '../../../../shared/contract/me-status.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export const myStatusQueryKey = queryKeyOf(myStatusOperations.get);

export function fetchMyStatus(signal?: AbortSignal): Promise<MyStatus> {
  return callApi(myStatusOperations.get, { signal });
}

/** Read while the quick panel is open, refreshed every 30 s and whenever it is opened again. */
export function useMyStatus(enabled: boolean) {
  return useQuery({
    queryKey: myStatusQueryKey,
    queryFn: ({ signal }) => fetchMyStatus(signal),
    enabled,
    refetchInterval: enabled ? 30_000 : false,
    refetchOnMount: 'always',
  });
}
