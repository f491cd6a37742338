import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonnelDetail, PersonnelUpdateBody } from '../../../../shared/contract/personnel.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function updatePerson({ id, body }: { id: string; body: PersonnelUpdateBody }): Promise<PersonnelDetail> {
  return apiRequest<PersonnelDetail>(`/personnel/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personnelQueryKey }),
  });
}
