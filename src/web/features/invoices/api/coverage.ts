import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingOperations, type CoverageQuery } from '../../../../shared/contract/billing.ts';
import { callApi, operationUrl, queryKeyOf } from '../../../lib/api.ts';

/** Contracted against delivered hours per contract line and week; `enabled: false` while the period is wrong. */
export function useCoverage(query: CoverageQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.coverageReport, { query }),
    queryFn: ({ signal }) => callApi(billingOperations.coverageReport, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The address of the same report as CSV; a plain link downloads it. */
export function coverageCsvUrl(query: CoverageQuery): string {
  return operationUrl(billingOperations.coverageCsv, { query });
}
