import { useQuery } from '@tanstack/react-query';
import {
  type ReportSubscriptionCreateBody,
  reportDeliveryOperations,
} from '../../../../shared/contract/report-delivery.ts';
import { callApi, queryKeyOf } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';

/** A customer's report subscriptions (contract/report-delivery.ts). */
export const reportSubscriptionsQueryKey = (customerId: string) =>
  queryKeyOf(reportDeliveryOperations.listSubscriptions, { params: { id: customerId } });

export function useReportSubscriptions(customerId: string) {
  return useQuery({
    queryKey: reportSubscriptionsQueryKey(customerId),
    queryFn: ({ signal }) =>
      callApi(reportDeliveryOperations.listSubscriptions, { params: { id: customerId }, signal }),
  });
}

export function useCreateReportSubscription(customerId: string) {
  return useInvalidatingMutation(
    (body: ReportSubscriptionCreateBody) =>
      callApi(reportDeliveryOperations.createSubscription, { params: { id: customerId }, body }),
    reportSubscriptionsQueryKey(customerId),
  );
}

export function useDeleteReportSubscription(customerId: string) {
  return useInvalidatingMutation(
    (id: string) => callApi(reportDeliveryOperations.deleteSubscription, { params: { id } }),
    reportSubscriptionsQueryKey(customerId),
  );
}
