import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tourOperations as op } from '../../../../shared/contract/tours.ts';
import { callApi, operationUrl, queryKeyOf } from '../../../lib/api.ts';

/** The tours report of a period (docs/product/tours-and-check-calls.md#tour-report). */
export function useToursReport(query: { from: string; to: string } | undefined) {
  return useQuery({
    // Off while the period is not valid: the key then holds no query.
    queryKey: queryKeyOf(op.report, { query: query as { from: string; to: string } }),
    queryFn: ({ signal }) => callApi(op.report, { query: query as { from: string; to: string }, signal }),
    placeholderData: keepPreviousData,
    enabled: query !== undefined,
  });
}

export const toursReportCsvUrl = (query: { from: string; to: string }) => operationUrl(op.reportCsv, { query });

/** One run: its checkpoints and scans. */
export function useTourRun(id: string | null) {
  return useQuery({
    queryKey: queryKeyOf(op.runDetail, { params: { id: id ?? '' } }),
    queryFn: ({ signal }) => callApi(op.runDetail, { params: { id: id as string }, signal }),
    enabled: id !== null,
  });
}

export const tourRunPdfUrl = (id: string) => operationUrl(op.runPdf, { params: { id } });
