import { useQuery } from '@tanstack/react-query';
import { entryRoutes } from '../../../../shared/contract/entry-routes.ts';
import type { mfaOperations } from '../../../../shared/contract/mfa.ts';
import { callApi, lazyOperation, queryKeyOf } from '../../../lib/api.ts';

// Asked by the sign-in page itself, so it imports no schema (the second step's own calls are in mfa.ts).
const pendingOperation = lazyOperation<typeof mfaOperations.pending>(entryRoutes.mfaPending, () =>
  import('../../../../shared/contract/mfa.ts').then((m) => m.mfaOperations.pending),
);

export const pendingMfaQueryKey = queryKeyOf(pendingOperation);

/** The second step of the sign-in in progress (after a reload or the provider's window): 401 when none. */
export function usePendingMfa(enabled: boolean) {
  return useQuery({
    queryKey: pendingMfaQueryKey,
    queryFn: ({ signal }) => callApi(pendingOperation, { signal }),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
