import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissedPunchBody, TimesheetEntry } from '../../../../shared/contract/personnel.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function addMissedPunch({
  personId,
  body,
}: {
  personId: string;
  body: MissedPunchBody;
}): Promise<TimesheetEntry> {
  return apiRequest<TimesheetEntry>(`/personnel/${encodeURIComponent(personId)}/timesheet`, { method: 'POST', body });
}

export function useAddMissedPunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMissedPunch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personnelQueryKey }),
  });
}
