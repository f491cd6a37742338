import type { GridPaginationModel } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ReportGridFilters } from '../../../components/report-grid.tsx';
import { type ReportParams, reportCsvUrl, useReport, type WorkforceReport } from '../api/report-request.ts';
import { useReportFilters } from './use-report-filters.ts';

/**
 * The rows of one report for the period, client, grid search, column filters and `extra` parameters, one page at
 * a time; back to the first page whenever a filter changes. The CSV link carries the same filters.
 */
export function usePagedReport<Response extends z.ZodType<{ total: number }>>(
  definition: WorkforceReport<Response>,
  extra: ReportParams = {},
) {
  const filters = useReportFilters();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [gridFilters, setGridFilters] = useState<ReportGridFilters>({ q: undefined, columns: {} });
  const base: ReportParams | undefined = filters.query
    ? { ...filters.query, ...extra, q: gridFilters.q, ...gridFilters.columns }
    : undefined;
  const key = JSON.stringify(base ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the filters is the trigger.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [key]);
  const report = useReport(
    definition,
    { ...(base ?? {}), page: pagination.page + 1, limit: pagination.pageSize },
    base !== undefined,
  );
  const filtered = Boolean(gridFilters.q) || Object.keys(gridFilters.columns).length > 0;
  return {
    filters,
    report,
    pagination,
    setPagination,
    setGridFilters,
    filtered,
    csvHref: base ? reportCsvUrl(definition, base) : undefined,
    gridProps: {
      rowCount: report.data?.total ?? 0,
      loading: report.isFetching,
      error: report.error,
      onRetry: () => void report.refetch(),
      pagination,
      onPaginationChange: setPagination,
      onFiltersChange: setGridFilters,
      csvHref: base ? reportCsvUrl(definition, base) : undefined,
      filtered,
    },
  };
}
