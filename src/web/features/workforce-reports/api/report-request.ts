import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Operation, OperationResult } from '../../../../shared/contract/operation.ts';
import { workforceReportOperations as op } from '../../../../shared/contract/workforce-reports.ts';
import { callApi, operationUrl, queryKeyOf } from '../../../lib/api.ts';

export type ReportParams = Record<string, string | number | undefined>;

/** A report's operation as this generic client calls it: a text query in (the screens' filters). */
interface TextQueryOperation extends Operation {
  readonly query: z.ZodType<unknown, Record<string, unknown>>;
}

/** A report's rows operation: a text query in, its response schema's rows out. */
interface ReportRowsOperation<Response extends z.ZodType> extends TextQueryOperation {
  readonly response: Response;
}

/** One workforce report: its rows and its CSV export. */
export interface WorkforceReport<Response extends z.ZodType = z.ZodType> {
  readonly rows: ReportRowsOperation<Response>;
  readonly csv: TextQueryOperation;
}

/** The rows a report answers, as its operation's response schema says. */
export type ReportRows<Response extends z.ZodType> = OperationResult<ReportRowsOperation<Response>>;

/** The reports a screen asks for: it passes one of these, and the rows' type follows from its operation. */
export const workforceReports = {
  clockActivity: { rows: op.clockActivity, csv: op.clockActivityCsv },
  geofenceActivity: { rows: op.geofenceActivity, csv: op.geofenceActivityCsv },
  personnelPerformance: {
    rows: op.personnelPerformance,
    csv: op.personnelPerformanceCsv,
  },
  eventPerformance: { rows: op.eventPerformance, csv: op.eventPerformanceCsv },
  payroll: { rows: op.payroll, csv: op.payrollCsv },
  financial: { rows: op.financial, csv: op.financialCsv },
  compliance: { rows: op.compliance, csv: op.complianceCsv },
  scheduleVsActual: { rows: op.scheduleVsActual, csv: op.scheduleVsActualCsv },
} as const satisfies Record<string, WorkforceReport>;

function defined(params: ReportParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

/** One report's rows; their type comes from the report's operation, whose schema checks them on the way in. */
export function fetchReport<Response extends z.ZodType>(
  report: WorkforceReport<Response>,
  params: ReportParams,
  signal?: AbortSignal,
): Promise<ReportRows<Response>> {
  return callApi(report.rows, { query: defined(params), signal });
}

/**
 * One report's rows for the given period and filters; `enabled: false` (e.g. a view not chosen, or a period with
 * an error) fetches nothing. The previous rows stay on screen while the next ones load.
 */
export function useReport<Response extends z.ZodType>(
  report: WorkforceReport<Response>,
  params: ReportParams,
  enabled = true,
) {
  return useQuery({
    queryKey: queryKeyOf(report.rows, { query: defined(params) }),
    queryFn: ({ signal }) => fetchReport(report, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The address of a report's CSV export for the same filters (the server names the file); a plain link downloads it. */
export function reportCsvUrl(report: WorkforceReport, params: ReportParams): string {
  const { page: _page, limit: _limit, ...rest } = params;
  return operationUrl(report.csv, { query: defined(rest) });
}
