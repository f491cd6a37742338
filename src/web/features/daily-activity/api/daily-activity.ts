import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DailyActivityArchiveQuery,
  dailyActivityOperations as op,
} from '../../../../shared/contract/daily-activity.ts';
import { eventOperations } from '../../../../shared/contract/events.ts';
import { callApi, operationUrl } from '../../../lib/api.ts';

/** The events the reader sees, for the event picker (the newest 100). */
export function useReportEvents() {
  return useQuery({
    queryKey: ['daily-activity', 'events'],
    queryFn: ({ signal }) => callApi(eventOperations.list, { query: { limit: 100 }, signal }),
    staleTime: 60_000,
  });
}

/** The report of an event's day (docs/product/proof-of-service.md#daily-activity-report). */
export function useDailyActivity(query: { eventId: string; date: string } | undefined) {
  return useQuery({
    queryKey: ['daily-activity', 'report', query],
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
    onSuccess: () => client.invalidateQueries({ queryKey: ['daily-activity'] }),
  });
}

export function useArchive(query: DailyActivityArchiveQuery) {
  return useQuery({
    queryKey: ['daily-activity', 'archive', query],
    queryFn: ({ signal }) => callApi(op.archive, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
