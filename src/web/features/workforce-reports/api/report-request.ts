import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Operation } from '../../../../shared/contract/operation.ts';
import { workforceReportOperations as op } from '../../../../shared/contract/workforce-reports.ts';
import { callApi, operationUrl } from '../../../lib/api.ts';

/** Every workforce report query starts with this key. */
export const workforceReportsQueryKey = ['workforce-reports'] as const;

export type ReportPath =
  | 'clock-activity'
  | 'geofence-activity'
  | 'performance/personnel'
  | 'performance/events'
  | 'payroll'
  | 'financial'
  | 'compliance';

export type ReportParams = Record<string, string | number | undefined>;

/** A report's operations as this generic client sees them: a text query in, the rows the screen names out. */
type ReportOperation = Operation & { readonly query: z.ZodType<unknown, Record<string, unknown>> };

const reportOperations: Record<
  ReportPath,
  { rows: ReportOperation & { readonly response: z.ZodType }; csv: ReportOperation }
> = {
  'clock-activity': { rows: op.clockActivity, csv: op.clockActivityCsv },
  'geofence-activity': { rows: op.geofenceActivity, csv: op.geofenceActivityCsv },
  'performance/personnel': { rows: op.personnelPerformance, csv: op.personnelPerformanceCsv },
  'performance/events': { rows: op.eventPerformance, csv: op.eventPerformanceCsv },
  payroll: { rows: op.payroll, csv: op.payrollCsv },
  financial: { rows: op.financial, csv: op.financialCsv },
  compliance: { rows: op.compliance, csv: op.complianceCsv },
};

function defined(params: ReportParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

/**
 * One report's rows. The screen names the answer's type (T); the answer is checked against the report's response
 * schema on the way in (development and tests), so a T that drifts from the contract fails there.
 */
export async function fetchReport<T>(path: ReportPath, params: ReportParams, signal?: AbortSignal): Promise<T> {
  return (await callApi(reportOperations[path].rows, { query: defined(params), signal })) as T;
}

/**
 * One report's rows for the given period and filters; `enabled: false` (e.g. a view not chosen, or a period with
 * an error) fetches nothing. The previous rows stay on screen while the next ones load.
 */
export function useReport<T>(path: ReportPath, params: ReportParams, enabled = true) {
  return useQuery({
    queryKey: [...workforceReportsQueryKey, path, defined(params)],
    queryFn: ({ signal }) => fetchReport<T>(path, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The address of a report's CSV export for the same filters (the server names the file); a plain link downloads it. */
export function reportCsvUrl(path: ReportPath, params: ReportParams): string {
  const { page: _page, limit: _limit, ...rest } = params;
  return operationUrl(reportOperations[path].csv, { query: defined(rest) });
}
