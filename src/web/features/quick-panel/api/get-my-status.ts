import { useQuery } from '@tanstack/react-query';
import type { MyStatus } from '../../../../shared/contract/me-status.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const myStatusQueryKey = ['me', 'status'] as const;

export function fetchMyStatus(signal?: AbortSignal): Promise<MyStatus> {
  return apiRequest<MyStatus>('/me/status', { signal });
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
