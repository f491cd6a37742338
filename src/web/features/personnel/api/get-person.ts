import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { PersonnelDetail } from '../../../../shared/contract/personnel.ts';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function fetchPerson(id: string, signal?: AbortSignal): Promise<PersonnelDetail> {
  return callApi(personnelOperations.get, { params: { id }, signal });
}

function personQueryKey(id: string) {
  return [...personnelQueryKey, 'one', id] as const;
}

/** The person into the cache before their page asks for it (a search result or a hovered link). */
export function prefetchPerson(client: QueryClient, id: string): Promise<void> {
  return client.prefetchQuery({ queryKey: personQueryKey(id), queryFn: ({ signal }) => fetchPerson(id, signal) });
}

export function usePerson(id: string) {
  return useQuery({
    queryKey: personQueryKey(id),
    queryFn: ({ signal }) => fetchPerson(id, signal),
    retry: false,
  });
}
