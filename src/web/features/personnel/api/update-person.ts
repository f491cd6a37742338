import type { PersonnelDetail, PersonnelUpdateBody } from '../../../../shared/contract/personnel.ts';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function updatePerson({ id, body }: { id: string; body: PersonnelUpdateBody }): Promise<PersonnelDetail> {
  return callApi(personnelOperations.update, { params: { id }, body });
}

export function useUpdatePerson() {
  return useInvalidatingMutation(updatePerson, personnelQueryKey);
}
