import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isPlatformAdmin } from '../../../../shared/policy.ts';
import { effectiveRole } from '../../../../shared/roles.ts';
import { defaultPeriod, type PeriodDays, periodProblem, periodQuery } from '../../../lib/report-period.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The period and (for an admin) the client of a report page, kept in the address (?from=…&to=…&client=…) so a
 * report can be bookmarked or shared; without them, this month so far and every client.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const roles = useSession().data?.user?.roles ?? [];
  const isAdmin = isPlatformAdmin(effectiveRole(roles));
  const fallback = useMemo(() => defaultPeriod(new Date(serverNowMs())), []);
  const period: PeriodDays = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  };
  const clientId = isAdmin ? (params.get('client') ?? undefined) : undefined;
  const problem = periodProblem(period);

  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPeriod = useCallback((next: PeriodDays) => update({ from: next.from, to: next.to }), [update]);
  const setClientId = useCallback((next: string | undefined) => update({ client: next }), [update]);
  const range = periodQuery(period);
  /** The server query of the period and client; undefined while the period has an error. */
  const query = range ? { ...range, clientId } : undefined;
  return { period, setPeriod, problem, query, isAdmin, clientId, setClientId, params, update };
}
