import { useQuery } from '@tanstack/react-query';
import { billingOperations } from '../../shared/contract/billing.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { callApi, queryKeyOf } from './api.ts';
import { formatHours } from './format.ts';

export type CoverageTone = 'success' | 'warning' | 'error';

/** ≥ 100 % green, ≥ 90 % amber, else red (the coverage report's colours). */
export function coverageToneOf(pct: number): CoverageTone {
  return pct >= 100 ? 'success' : pct >= 90 ? 'warning' : 'error';
}

export const coverageHours = (minutes: number) => formatHours(minutes / 60);

/** A coverage percent with one decimal at most ("73.8%"). */
export const coveragePercent = (pct: number) =>
  new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(pct / 100);

/**
 * This week's coverage per customer, refreshed every five minutes. The dashboard card and the map's panel use
 * the same key: one request between the two screens.
 */
export function useWeekCoverage() {
  return useQuery({
    queryKey: queryKeyOf(billingOperations.customerCoverage),
    queryFn: ({ signal }) => callApi(billingOperations.customerCoverage, { signal }),
    refetchInterval: 5 * 60_000,
  });
}
