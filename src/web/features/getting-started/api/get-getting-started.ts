import { useQuery } from '@tanstack/react-query';
import { type GettingStarted, gettingStartedOperations } from '../../../../shared/contract/getting-started.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export function fetchGettingStarted(signal?: AbortSignal): Promise<GettingStarted> {
  return callApi(gettingStartedOperations.get, { signal });
}

/** The setup progress of the signed-in user's client, read afresh each time the page opens. */
export function useGettingStarted() {
  return useQuery({
    queryKey: queryKeyOf(gettingStartedOperations.get),
    queryFn: ({ signal }) => fetchGettingStarted(signal),
  });
}
