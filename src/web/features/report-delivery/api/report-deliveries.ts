import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReportDeliveryQuery, reportDeliveryOperations } from '../../../../shared/contract/report-delivery.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';

/** The delivery log of scheduled reports (contract/report-delivery.ts), refreshed every minute while open. */
export function useReportDeliveries(query: ReportDeliveryQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(reportDeliveryOperations.listDeliveries, { query }),
    queryFn: ({ signal }) => callApi(reportDeliveryOperations.listDeliveries, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    enabled,
  });
}
