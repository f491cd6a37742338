import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimesheetCorrectionBody, TimesheetEntry } from '../../../../shared/contract/personnel.ts';
import { apiRequest } from '../../../lib/api-client.ts';
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
  return apiRequest<TimesheetEntry>(
    `/personnel/${encodeURIComponent(personId)}/timesheet/${encodeURIComponent(entryId)}`,
    { method: 'PATCH', body },
  );
}

export function useCorrectClockEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctClockEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personnelQueryKey }),
  });
}
