import { useQuery } from '@tanstack/react-query';
import type { OperationResult } from '../../../../shared/contract/operation.ts';
import { payrollOperations } from '../../../../shared/contract/payroll.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

/** One run as /pay-runs/mine gives it: the person's lines and gross. */
export type MyPayRun = OperationResult<typeof payrollOperations.myPayRuns>['items'][number];
export type MyPayLine = MyPayRun['lines'][number];

/**
 * The signed-in person's hours and gross in their last pay runs (a preview, not a payslip), read only while
 * `enabled` (the card is open): the clock-in screen never waits on it. An open run is computed on every read, so
 * it is kept a minute.
 */
export function useMyPayRuns(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(payrollOperations.myPayRuns),
    queryFn: ({ signal }) => callApi(payrollOperations.myPayRuns, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
