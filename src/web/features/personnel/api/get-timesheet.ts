import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Timesheet, TimesheetQuery } from '../../../../shared/contract/personnel.ts';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { callApi } from '../../../lib/api.ts';
import { personnelQueryKey } from './list-personnel.ts';

export function fetchTimesheet(id: string, query: TimesheetQuery, signal?: AbortSignal): Promise<Timesheet> {
  return callApi(personnelOperations.timesheet, { params: { id }, query, signal });
}

/** A person's clock entries overlapping [from, to], with raw and payroll hours, breaks and corrections. */
export function useTimesheet(id: string, query: TimesheetQuery) {
  return useQuery({
    queryKey: [...personnelQueryKey, 'timesheet', id, query],
    queryFn: ({ signal }) => fetchTimesheet(id, query, signal),
    placeholderData: keepPreviousData,
  });
}
