import { useQuery } from '@tanstack/react-query';
import { billingOperations } from '../../../../shared/contract/billing.ts';
import type { ErrorBody } from '../../../../shared/contract/errors.ts';
import {
  type PayRunExportFormat,
  type PaySettingsBody,
  payrollOperations,
} from '../../../../shared/contract/payroll.ts';
import { callApi, operationUrl, pathKeyOf, queryKeyOf } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
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

/** The file name the server gives (Content-Disposition), else one made of the run and format. */
function fileNameOf(response: Response, id: string, format: PayRunExportFormat): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (named) return decodeURIComponent(named);
  return `pay-run-${id}.${format === 'iif' ? 'iif' : 'csv'}`;
}

/**
 * Downloads an approved run's export. Fetched rather than linked, so a refusal (`payrun.missing_provider_ids`)
 * reaches the screen as an ApiError to translate instead of a page of JSON.
 */
export async function downloadPayRunExport(id: string, format: PayRunExportFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(operationUrl(payrollOperations.exportPayRun, { params: { id }, query: { format } }), {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
    const error = body?.error;
    throw error
      ? new ApiError(response.status, error.code, error.message, error.fields, error.params, error.fieldErrors)
      : new ApiError(response.status, `http_${response.status}`, response.statusText, undefined, {
          status: response.status,
          statusText: response.statusText,
        });
  }
  const blob = await response.blob();
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, id, format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The client's holiday calendars (for the pay settings' holiday calendar). */
export function useHolidayCalendarOptions() {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.listHolidayCalendars, {}),
    queryFn: ({ signal }) => callApi(billingOperations.listHolidayCalendars, { signal }),
  });
}
