import { useQuery } from '@tanstack/react-query';
import { dailyActivityOperations } from '../../../../shared/contract/daily-activity.ts';
import { reportDeliveryOperations } from '../../../../shared/contract/report-delivery.ts';
import { callApi, operationUrl, queryKeyOf } from '../../../lib/api.ts';

/** The daily activity reports issued for the reader's events, newest first (the archive of the reports screen). */
export function useIssuedReports() {
  return useQuery({
    queryKey: queryKeyOf(dailyActivityOperations.archive, { query: {} }),
    queryFn: ({ signal }) => callApi(dailyActivityOperations.archive, { query: {}, signal }),
    staleTime: 60_000,
  });
}

/** The report mails of the reader's customer (read-only for a customer's user). */
export function useCustomerSubscriptions(customerId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeyOf(reportDeliveryOperations.listSubscriptions, { params: { id: customerId ?? '' } }),
    queryFn: ({ signal }) =>
      callApi(reportDeliveryOperations.listSubscriptions, { params: { id: customerId ?? '' }, signal }),
    enabled: Boolean(customerId),
    staleTime: 60_000,
  });
}

export const todayReportPdfUrl = (eventId: string, date: string) =>
  operationUrl(dailyActivityOperations.pdf, { query: { eventId, date } });
export const issuedReportPdfUrl = (id: string) => operationUrl(dailyActivityOperations.versionPdf, { params: { id } });
