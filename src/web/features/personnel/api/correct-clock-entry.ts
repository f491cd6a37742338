import type { TimesheetCorrectionBody, TimesheetEntry } from '../../../../shared/contract/personnel.ts';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function correctClockEntry({
  personId,
  entryId,
  body,
}: {
  personId: string;
  entryId: string;
  body: TimesheetCorrectionBody;
}): Promise<TimesheetEntry> {
  return callApi(personnelOperations.correctEntry, { params: { id: personId, entryId }, body });
}

export function useCorrectClockEntry() {
  return useInvalidatingMutation(correctClockEntry, personnelQueryKey);
}
