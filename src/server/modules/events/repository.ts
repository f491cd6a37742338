import { type SQL, sql } from 'drizzle-orm';
import type { EventStatus, EventSummary } from '../../../shared/contract/events.ts';
import type { EventScope } from '../../../shared/policy.ts';
import type { Database } from '../../db/client.ts';
import { visibleEventsPredicate } from './visibility.ts';

export function statusPredicate(status: EventStatus, now: Date): SQL {
  switch (status) {
    case 'Unassigned':
      return sql`e.unassigned`;
    case 'Upcoming':
      return sql`not e.unassigned and e.start_at > ${now}`;
    case 'Active':
      return sql`not e.unassigned and e.start_at <= ${now} and e.end_at >= ${now}`;
    case 'Completed':
      return sql`not e.unassigned and e.end_at < ${now}`;
  }
}

interface EventRow extends Record<string, unknown> {
  id: string;
  name: string;
  customer_id: string;
  customer_name: string;
  client_id: string;
  site_name: string | null;
  time_zone: string;
  start_at: Date;
  end_at: Date;
  unassigned: boolean;
  guard_pay_rate_cents: number;
  manager_pay_rate_cents: number;
  supervisor_pay_rate_cents: number;
  payroll_budget_cents: number;
  guards_assigned: number;
  guards_on_duty: number;
  guards_on_break: number;
  total: number;
}

export interface EventListFilter {
  scope: EventScope;
  now: Date;
  status?: EventStatus | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

export async function listEvents(db: Database, f: EventListFilter) {
  const conditions: SQL[] = [visibleEventsPredicate(f.scope)];
  if (f.status) conditions.push(statusPredicate(f.status, f.now));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(e.name ilike ${like} or cu.name ilike ${like} or coalesce(e.site_name, '') ilike ${like})`);
  }
  const where = sql.join(conditions, sql` and `);
  const result = await db.execute<EventRow>(sql`
    select e.id, e.name, e.customer_id, cu.name as customer_name, e.client_id, e.site_name, e.time_zone,
           e.start_at, e.end_at, e.unassigned, e.guard_pay_rate_cents, e.manager_pay_rate_cents,
           e.supervisor_pay_rate_cents, e.payroll_budget_cents,
           (select count(*)::int from event_assignments a where a.event_id = e.id and a.unassigned_at is null) as guards_assigned,
           (select count(distinct c.user_id)::int from clock_entries c where c.event_id = e.id and c.clock_out is null) as guards_on_duty,
           (select count(distinct b.user_id)::int from breaks b where b.event_id = e.id and b.end_at is null) as guards_on_break,
           count(*) over ()::int as total
    from events e
    join customers cu on cu.id = e.customer_id
    where ${where}
    order by e.start_at desc, e.id
    limit ${f.limit} offset ${f.offset}
  `);
  return { rows: result.rows, total: result.rows[0]?.total ?? (f.offset > 0 ? await countEvents(db, where) : 0) };
}

async function countEvents(db: Database, where: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from events e join customers cu on cu.id = e.customer_id where ${where}`,
  );
  return result.rows[0]?.n ?? 0;
}

export function toEventSummary(row: EventRow, status: EventStatus): EventSummary {
  return {
    id: row.id,
    eventName: row.name,
    customerId: row.customer_id,
    customerName: row.customer_name,
    clientId: row.client_id,
    siteName: row.site_name,
    timeZone: row.time_zone,
    startDate: new Date(row.start_at).toISOString(),
    endDate: new Date(row.end_at).toISOString(),
    status,
    guardPayrate: row.guard_pay_rate_cents / 100,
    managerPayrate: row.manager_pay_rate_cents / 100,
    supervisorPayrate: row.supervisor_pay_rate_cents / 100,
    payrollBudget: row.payroll_budget_cents / 100,
    guardsAssigned: row.guards_assigned,
    guardsOnDuty: row.guards_on_duty,
    guardsOnBreak: row.guards_on_break,
  };
}
