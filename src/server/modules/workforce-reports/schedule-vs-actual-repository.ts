import { type SQL, sql } from 'drizzle-orm';
import { type WorkforceReportScope, workforceEventVisible } from '../../access/workforce-reports.ts';
import type { Database } from '../../db/client.ts';
import { settingsColumns } from '../shifts/index.ts';
import type { Period } from './repository.ts';

type Db = Pick<Database, 'execute'>;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface ScheduleVsActualLine extends Record<string, unknown> {
  event_id: string;
  event_name: string;
  user_id: string;
  person_name: string;
  scheduled_hundredths: number;
  worked_hundredths: number;
  unscheduled_hundredths: number;
  no_shows: number;
  late_minutes: number;
  left_early_minutes: number;
  overtime_hundredths: number;
  overtime_cost_cents: number;
}

/**
 * The schedule-vs-actual lines (docs/product/schedule-vs-actual.md), one per event and person, in the scope and the
 * period, at most `limit`:
 * - `sched`: assigned places (not pending claims) on shifts not cancelled that start in the period;
 * - `ent`: every valid clock entry of the scope's clients that reaches into the week before the period, clipped to
 *   its event as payroll clips it (an open entry runs to now);
 * - `piece`: each entry split at the client's week boundaries (midnight of the week start, in the client's time
 *   zone), as the eligibility check splits a shift; `piece_ot` is each piece's overtime — the part of it beyond
 *   the weekly threshold, counting the person's pieces of that week in order, whichever events they were at — and
 *   `ot` adds each entry's pieces up;
 * - `att`: each assignment's first clock-in and last clock-out among the entries linked to its shift.
 */
export async function scheduleVsActualLines(
  db: Db,
  scope: WorkforceReportScope,
  period: Period,
  eventId: string | undefined,
  limit: number,
): Promise<ScheduleVsActualLine[]> {
  const from = ts(period.from);
  const to = ts(period.to);
  const now = ts(period.now);
  const eventFilter: SQL = eventId ? sql`and e.id = ${eventId}` : sql``;
  const clientFilter: SQL = scope.clientId ? sql`c.id = ${scope.clientId}` : sql`true`;
  const result = await db.execute<ScheduleVsActualLine>(sql`
    with ev as materialized (
      select e.id, e.name, e.client_id, e.guard_pay_rate_cents, e.manager_pay_rate_cents, e.supervisor_pay_rate_cents
      from events e
      where ${workforceEventVisible(scope, 'e')} and isfinite(e.start_at) and isfinite(e.end_at) ${eventFilter}
    ),
    cs as materialized (
      select c.id as client_id, c.time_zone as tz, ${settingsColumns}
      from clients c left join scheduling_settings ss on ss.client_id = c.id
      where ${clientFilter} and c.id in (select client_id from ev)
    ),
    sched as (
      select s.event_id, a.user_id, s.id as shift_id, s.start_at, s.end_at, cs.no_show_grace_minutes
      from ev
      join shifts s on s.event_id = ev.id
      join shift_assignments a on a.shift_id = s.id and a.status = 'assigned'
      join cs on cs.client_id = s.client_id
      where s.cancelled_at is null and s.start_at >= ${from} and s.start_at <= ${to}
    ),
    ent as (
      select ce.id, ce.user_id, ce.event_id, ce.shift_id, ce.clock_in,
        greatest(ce.clock_in, e.start_at) as worked_from,
        least(coalesce(ce.clock_out, ${now}), e.end_at) as worked_to,
        extract(epoch from least(coalesce(ce.clock_out, ${now}), e.end_at) - greatest(ce.clock_in, e.start_at))
          as seconds,
        cs.weekly_overtime_minutes, cs.tz, cs.week_start
      from clock_entries ce
      join events e on e.id = ce.event_id
      join cs on cs.client_id = e.client_id
      where isfinite(ce.clock_in) and (ce.clock_out is null or isfinite(ce.clock_out))
        and isfinite(e.start_at) and isfinite(e.end_at)
        -- every entry that reaches into the 8 days before the period (the week of its start at the least)
        and ce.clock_in >= ${from} - interval '40 days' and ce.clock_in <= ${to}
        and coalesce(ce.clock_out, ${now}) > ${from} - interval '8 days'
        and least(coalesce(ce.clock_out, ${now}), e.end_at) > greatest(ce.clock_in, e.start_at)
    ),
    piece as (
      select ent.id, ent.user_id, ent.weekly_overtime_minutes, w.week,
        greatest(ent.worked_from, w.ws) as piece_from,
        extract(epoch from least(ent.worked_to, w.we) - greatest(ent.worked_from, w.ws)) as seconds
      from ent cross join lateral (
        select d as week, (d at time zone ent.tz) as ws, ((d + interval '7 days') at time zone ent.tz) as we
        from generate_series(
          ((ent.worked_from at time zone ent.tz)::date
            - ((extract(dow from (ent.worked_from at time zone ent.tz))::int - ent.week_start + 7) % 7))::timestamp,
          (((ent.worked_to - interval '1 microsecond') at time zone ent.tz)::date
            - ((extract(dow from ((ent.worked_to - interval '1 microsecond') at time zone ent.tz))::int
                - ent.week_start + 7) % 7))::timestamp,
          interval '7 days') as d
      ) w
    ),
    piece_ot as (
      select id, greatest(0, least(seconds, sum(seconds) over w - weekly_overtime_minutes * 60)) as ot_seconds
      from piece
      window w as (partition by user_id, week order by piece_from, id rows between unbounded preceding and current row)
    ),
    ot as (
      select ent.*, coalesce(po.ot_seconds, 0) as ot_seconds
      from ent
      left join (select id, sum(ot_seconds) as ot_seconds from piece_ot group by id) po on po.id = ent.id
    ),
    worked as (
      select ot.event_id, ot.user_id,
        coalesce(sum(ot.seconds) filter (where ot.shift_id is not null), 0) as linked_seconds,
        coalesce(sum(ot.seconds) filter (where ot.shift_id is null), 0) as free_seconds,
        sum(ot.ot_seconds) as ot_seconds
      from ot
      join ev on ev.id = ot.event_id
      where ot.clock_in >= ${from} and ot.clock_in <= ${to}
      group by ot.event_id, ot.user_id
    ),
    att as (
      select sched.*, x.first_in, x.last_out, x.open_entries, x.entries
      from sched
      left join lateral (
        select min(ce.clock_in) as first_in, max(ce.clock_out) as last_out,
          count(*) filter (where ce.clock_out is null) as open_entries, count(*) as entries
        from clock_entries ce
        where ce.shift_id = sched.shift_id and ce.user_id = sched.user_id
      ) x on true
    ),
    planned as (
      select event_id, user_id,
        extract(epoch from sum(end_at - start_at)) as scheduled_seconds,
        count(*) filter (where entries = 0 and start_at + no_show_grace_minutes * interval '1 minute' <= ${now})
          as no_shows,
        sum(case when entries > 0 then greatest(0, floor(extract(epoch from first_in - start_at) / 60)) else 0 end)
          as late_minutes,
        sum(case when entries > 0 and open_entries = 0
            then greatest(0, floor(extract(epoch from end_at - last_out) / 60)) else 0 end) as left_early_minutes
      from att
      group by event_id, user_id
    ),
    keyed as (
      select event_id, user_id from planned union select event_id, user_id from worked
    ),
    line as (
      select k.event_id, ev.name as event_name, k.user_id,
        case when btrim(coalesce(u.display_name, '')) <> '' then u.display_name else 'Unknown user' end
          as person_name,
        round(coalesce(p.scheduled_seconds, 0) / 36)::bigint as scheduled_hundredths,
        round(coalesce(w.linked_seconds, 0) / 36)::bigint as worked_hundredths,
        round(coalesce(w.free_seconds, 0) / 36)::bigint as unscheduled_hundredths,
        coalesce(p.no_shows, 0)::int as no_shows,
        coalesce(p.late_minutes, 0)::int as late_minutes,
        coalesce(p.left_early_minutes, 0)::int as left_early_minutes,
        round(coalesce(w.ot_seconds, 0) / 36)::bigint as overtime_hundredths,
        coalesce(case u.roles[1]
          when 'guard' then ev.guard_pay_rate_cents
          when 'manager' then ev.manager_pay_rate_cents
          when 'supervisor' then ev.supervisor_pay_rate_cents
          else 0 end, 0)::bigint as rate_cents,
        cs.overtime_multiplier_pct
      from keyed k
      join ev on ev.id = k.event_id
      join cs on cs.client_id = ev.client_id
      left join planned p on p.event_id = k.event_id and p.user_id = k.user_id
      left join worked w on w.event_id = k.event_id and w.user_id = k.user_id
      left join users u on u.id = k.user_id
    )
    select event_id, event_name, user_id, person_name, scheduled_hundredths, worked_hundredths,
      unscheduled_hundredths, no_shows, late_minutes, left_early_minutes, overtime_hundredths,
      round(rate_cents * overtime_hundredths * (overtime_multiplier_pct - 100) / 10000.0)::bigint
        as overtime_cost_cents
    from line
    order by lower(event_name), event_id, lower(person_name), user_id
    limit ${limit}`);
  return result.rows.map((row) => ({
    ...row,
    scheduled_hundredths: Number(row.scheduled_hundredths),
    worked_hundredths: Number(row.worked_hundredths),
    unscheduled_hundredths: Number(row.unscheduled_hundredths),
    overtime_hundredths: Number(row.overtime_hundredths),
    overtime_cost_cents: Number(row.overtime_cost_cents),
  }));
}
