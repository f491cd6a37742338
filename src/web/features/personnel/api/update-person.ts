import type { OperationInput } from '../../../../shared/contract/operation.ts';
import type { PersonnelDetail } from '../../../../shared/contract/personnel.ts';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { personnelQueryKey } from './list-personnel.ts';

/** The PATCH body as sent: any of the fields (a key left out is kept). */
type PersonUpdate = OperationInput<typeof personnelOperations.update>['body'];

export function updatePerson({ id, body }: { id: string; body: PersonUpdate }): Promise<PersonnelDetail> {
  return callApi(personnelOperations.update, { params: { id }, body });
}

export function useUpdatePerson() {
  return useInvalidatingMutation(updatePerson, personnelQueryKey);
}
