import type { MissedPunchBody, TimesheetEntry } from '../../../../shared/contract/personnel.ts';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function addMissedPunch({
  personId,
  body,
}: {
  personId: string;
  body: MissedPunchBody;
}): Promise<TimesheetEntry> {
  return callApi(personnelOperations.addMissedPunch, { params: { id: personId }, body });
}

export function useAddMissedPunch() {
  return useInvalidatingMutation(addMissedPunch, personnelQueryKey);
}
