import { useQuery } from '@tanstack/react-query';
import { billingOperations } from '../../../../shared/contract/billing.ts';
import {
  type PayRunExportFormat,
  type PaySettingsBody,
  payrollOperations,
} from '../../../../shared/contract/payroll.ts';
import { callApi, operationUrl, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { downloadApiFile } from '../../../lib/download-api-file.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

/** Every pay-run query (the list, one run) is under this key. */
export const payRunsQueryKey = pathKeyOf(payrollOperations.listPayRuns);
const paySettingsQueryKey = pathKeyOf(payrollOperations.getPaySettings);

export function usePayRuns() {
  return useQuery({
    queryKey: queryKeyOf(payrollOperations.listPayRuns, {}),
    queryFn: ({ signal }) => callApi(payrollOperations.listPayRuns, { signal }),
  });
}

export function usePayRun(id: string) {
  return useQuery({
    queryKey: queryKeyOf(payrollOperations.getPayRun, { params: { id } }),
    queryFn: ({ signal }) => callApi(payrollOperations.getPayRun, { params: { id }, signal }),
  });
}

export function useCreatePayRun() {
  return useInvalidatingMutation(
    (periodStart: string) => callApi(payrollOperations.createPayRun, { body: { periodStart } }),
    payRunsQueryKey,
  );
}

export function useApprovePayRun() {
  return useInvalidatingMutation(
    (id: string) => callApi(payrollOperations.approvePayRun, { params: { id } }),
    payRunsQueryKey,
    'settled',
  );
}

export function usePaySettings(enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(payrollOperations.getPaySettings, {}),
    queryFn: ({ signal }) => callApi(payrollOperations.getPaySettings, { signal }),
    enabled,
  });
}

export function useSavePaySettings() {
  return useInvalidatingMutation(
    (body: PaySettingsBody) => callApi(payrollOperations.updatePaySettings, { body }),
    [paySettingsQueryKey, payRunsQueryKey],
  );
}

/** Downloads an approved run's export; a refusal (`payrun.missing_provider_ids`) reaches the screen as an ApiError. */
export function downloadPayRunExport(id: string, format: PayRunExportFormat): Promise<void> {
  return downloadApiFile(
    operationUrl(payrollOperations.exportPayRun, { params: { id }, query: { format } }),
    `pay-run-${id}.${format === 'iif' ? 'iif' : 'csv'}`,
  );
}

/** The client's holiday calendars (for the pay settings' holiday calendar). */
export function useHolidayCalendarOptions() {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.listHolidayCalendars, {}),
    queryFn: ({ signal }) => callApi(billingOperations.listHolidayCalendars, { signal }),
  });
}
