import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { incidentReportOperations, type ReportOptions } from '../../../../shared/contract/incident-reports.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

export function fetchReportOptions(clientId: string | undefined, signal?: AbortSignal): Promise<ReportOptions> {
  return callApi(incidentReportOperations.options, { query: { clientId }, signal });
}

/** What the New Report form offers: events, guards, the caller as guard, and (admin) the clients, per client. */
export function useReportOptions(enabled: boolean, clientId?: string) {
  return useQuery({
    queryKey: queryKeyOf(incidentReportOperations.options, { query: { clientId } }),
    queryFn: ({ signal }) => fetchReportOptions(clientId, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
