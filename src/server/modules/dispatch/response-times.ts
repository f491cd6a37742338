import type { ResponseTimes, ResponseTimesQuery } from '../../../shared/contract/dispatch.ts';
import { toCsv } from '../../../shared/csv.ts';
import type { Caller } from '../../access/caller.ts';
import { callVisible } from '../../access/dispatch.ts';
import type { AppContext } from '../../context.ts';
import { clientTimeZone, responseTimeRows } from './repository.ts';

/**
 * Response times per customer, priority and month (docs/product/dispatch.md#response-times): what the caller may
 * see of the calls received in the period — a customer's user their own customer's only.
 */
export async function responseTimes(
  ctx: AppContext,
  caller: Caller,
  query: ResponseTimesQuery,
): Promise<ResponseTimes> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const timeZone = await clientTimeZone(ctx.db, caller.actor.clientId);
  const rows = await responseTimeRows(ctx.db, callVisible(caller.actor, 'x'), {
    from,
    to,
    now: ctx.clock(),
    timeZone,
    customerId: query.customerId,
  });
  return {
    period: { from: from.toISOString(), to: to.toISOString() },
    rows: rows.map((row) => ({
      customerId: row.customerId,
      customerName: row.customerName,
      priority: row.priority,
      month: row.month,
      calls: row.calls,
      reached: row.reached,
      p50Minutes: row.p50,
      p90Minutes: row.p90,
      withinTarget: row.withinTarget,
      withinTargetShare: row.calls > 0 ? Math.round((row.withinTarget / row.calls) * 1000) / 1000 : null,
    })),
  };
}

export async function responseTimesCsv(ctx: AppContext, caller: Caller, query: ResponseTimesQuery): Promise<string> {
  const report = await responseTimes(ctx, caller, query);
  return toCsv(
    [
      'Customer',
      'Priority',
      'Month',
      'Calls',
      'Reached',
      'P50 minutes',
      'P90 minutes',
      'Within target',
      'Within target %',
    ],
    report.rows.map((row) => [
      row.customerName ?? 'Free address',
      `P${row.priority}`,
      row.month,
      String(row.calls),
      String(row.reached),
      row.p50Minutes === null ? '' : String(row.p50Minutes),
      row.p90Minutes === null ? '' : String(row.p90Minutes),
      String(row.withinTarget),
      row.withinTargetShare === null ? '' : (row.withinTargetShare * 100).toFixed(1),
    ]),
  );
}
