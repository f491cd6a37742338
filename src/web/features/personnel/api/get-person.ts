import { useQuery } from '@tanstack/react-query';
import type { PersonnelDetail } from '../../../../shared/contract/personnel.ts';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function fetchPerson(id: string, signal?: AbortSignal): Promise<PersonnelDetail> {
  return callApi(personnelOperations.get, { params: { id }, signal });
}

export function usePerson(id: string) {
  return useQuery({
    queryKey: [...personnelQueryKey, 'one', id],
    queryFn: ({ signal }) => fetchPerson(id, signal),
    retry: false,
  });
}
