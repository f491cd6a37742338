import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonnelDetail, PersonnelUpdateBody } from '../../../../shared/contract/personnel.ts';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function updatePerson({ id, body }: { id: string; body: PersonnelUpdateBody }): Promise<PersonnelDetail> {
  return callApi(personnelOperations.update, { params: { id }, body });
}

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personnelQueryKey }),
  });
}
