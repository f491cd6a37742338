import { useQuery } from '@tanstack/react-query';
import { patrolOperations, type Runsheet } from '../../../../shared/contract/patrol-routes.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { indexedDbRunsheetStore, type RunsheetStore } from '../runsheet-store.ts';

/** The cache key of the guard's runsheet (the queue reads it again after sending a scan). */
export const fieldRunsheetQueryKey = queryKeyOf(patrolOperations.fieldRunsheet);

/** Windows open and close by the minute: read again as often (and, offline, try the server again). */
const refreshMs = 60_000;

let store: RunsheetStore | undefined;
const runsheetStore = () => {
  store ??= indexedDbRunsheetStore();
  return store;
};

/** The runsheet as the card shows it: the server's, or the last one this phone kept when it cannot be reached. */
export interface KnownRunsheet {
  runsheet: Runsheet;
  /** True when the server could not be reached and `runsheet` is what the phone kept (as of `runsheet.now`). */
  fromDevice: boolean;
}

/** The server's runsheet (kept on the phone for `owner`), or without a connection the last one kept for them. */
export async function loadRunsheet(
  owner: string,
  signal?: AbortSignal,
  kept: RunsheetStore = runsheetStore(),
): Promise<KnownRunsheet> {
  try {
    const runsheet = await callApi(patrolOperations.fieldRunsheet, { signal });
    await kept.keep(owner, runsheet);
    return { runsheet, fromDevice: false };
  } catch (error) {
    if (!isApiError(error) || error.status !== 0) throw error;
    const last = await kept.read(owner);
    if (!last) throw error;
    return { runsheet: last, fromDevice: true };
  }
}

/** The signed-in guard's runsheet tonight (docs/product/dispatch.md#mobile-patrol-runsheets). */
export function useFieldRunsheet(owner: string) {
  return useQuery({
    queryKey: fieldRunsheetQueryKey,
    queryFn: ({ signal }) => loadRunsheet(owner, signal),
    refetchInterval: refreshMs,
    retry: false,
  });
}
