import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DailyActivityArchiveQuery,
  dailyActivityOperations as op,
} from '../../../../shared/contract/daily-activity.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, invalidate, operationUrl, queryKeyOf } from '../../../lib/api.ts';

const reportEventsQuery = { limit: 100 } as const;

/** The events the reader sees, for the event picker (the newest 100). */
export function useReportEvents() {
  return useQuery({
    queryKey: queryKeyOf(eventOperations.list, { query: reportEventsQuery }),
    queryFn: ({ signal }) => callApi(eventOperations.list, { query: reportEventsQuery, signal }),
    staleTime: 60_000,
  });
}

/** The report of an event's day (docs/product/proof-of-service.md#daily-activity-report). */
export function useDailyActivity(query: { eventId: string; date: string } | undefined) {
  return useQuery({
    // Off while no event or day is chosen: the key then holds no query, as the fetch that never runs.
    queryKey: queryKeyOf(op.report, { query: query as { eventId: string; date: string } }),
    queryFn: ({ signal }) => callApi(op.report, { query: query as { eventId: string; date: string }, signal }),
    enabled: query !== undefined,
  });
}

export const dailyActivityPdfUrl = (query: { eventId: string; date: string }) => operationUrl(op.pdf, { query });
export const versionPdfUrl = (id: string) => operationUrl(op.versionPdf, { params: { id } });

export function useSaveNote(eventId: string, date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(op.saveNote, { params: { id: eventId, date }, body: { body } }),
    // The day's report shows the note, and the archive (the reports screen's and the portal's) its issued versions.
    onSuccess: () => invalidate(client, op.report, op.archive),
  });
}

export function useArchive(query: DailyActivityArchiveQuery) {
  return useQuery({
    queryKey: queryKeyOf(op.archive, { query }),
    queryFn: ({ signal }) => callApi(op.archive, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
