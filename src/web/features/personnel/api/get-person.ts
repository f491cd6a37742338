import { useQuery } from '@tanstack/react-query';
import type { PersonnelDetail } from '../../../../shared/contract/personnel.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function fetchPerson(id: string, signal?: AbortSignal): Promise<PersonnelDetail> {
  return apiRequest<PersonnelDetail>(`/personnel/${encodeURIComponent(id)}`, { signal });
}

export function usePerson(id: string) {
  return useQuery({
    queryKey: [...personnelQueryKey, 'one', id],
    queryFn: ({ signal }) => fetchPerson(id, signal),
    retry: false,
  });
}
