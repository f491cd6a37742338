/**
 * The eligibility facts of docs/product/shifts.md#eligibility in one query, for any set of shifts × people:
 * one shift and every person (the candidates list), many open shifts and one guard (the field's open shifts), one
 * of each (an assignment, a claim). The reference in src/shared/shift-eligibility.ts computes the same facts from
 * plain data; a property test keeps the two in step.
 */
import { type SQL, sql } from 'drizzle-orm';
import { schedulingDefaults } from '../../../shared/contract/shifts.ts';
import type { EligibilityFacts } from '../../../shared/shift-eligibility.ts';
import { payRateOfMainRole } from '../../access/shifts.ts';
import type { Database } from '../../db/client.ts';
import { executePrepared } from '../../db/named-query.ts';
import { personNameOfAlias } from '../../db/person-name.ts';

type Db = Pick<Database, 'execute'>;

interface FactsRow extends Record<string, unknown> {
  shift_id: string;
  user_id: string;
  name: string;
  on_shift: boolean;
  licence_expires_on: string | null;
  licence_expired: boolean;
  overlap: boolean;
  gap_s: string | number | null;
  min_rest_minutes: number;
  time_off: boolean;
  unavailable: boolean;
  rate_cents: number;
  overtime_s: string | number;
  overtime_cost_cents: string | number;
  week_s: string | number;
  max_day_s: string | number;
  max_day: string;
}

export interface ShiftFacts extends EligibilityFacts {
  shiftId: string;
  minRestMinutes: number;
}

/** Shift rules of a client with the defaults filled in (for a query that left-joins scheduling_settings `ss`). */
export const settingsColumns = sql`
  coalesce(ss.min_rest_minutes, ${schedulingDefaults.minRestHours * 60}) as min_rest_minutes,
  coalesce(ss.weekly_overtime_minutes, ${schedulingDefaults.weeklyOvertimeHours * 60}) as weekly_overtime_minutes,
  coalesce(ss.week_start, ${schedulingDefaults.weekStart}) as week_start,
  coalesce(ss.overtime_multiplier_pct, ${Math.round(schedulingDefaults.overtimeMultiplier * 100)}) as overtime_multiplier_pct,
  coalesce(ss.no_show_grace_minutes, ${schedulingDefaults.noShowGraceMinutes}) as no_show_grace_minutes,
  coalesce(ss.claim_approval, ${schedulingDefaults.claimApproval}) as claim_approval`;

/**
 * Facts for every (shift, person) pair: shifts `shifts` (a predicate on `s`), people `people` (a predicate on
 * `u`), limited to active people of the shift's client holding its required role.
 */
export async function eligibilityFacts(db: Db, shifts: SQL, people: SQL): Promise<ShiftFacts[]> {
  // Prepared: planning this statement cost about as much as running it (docs/benchmarks.md); each of the three
  // texts below is planned once per connection.
  const result = await executePrepared<FactsRow>(
    db,
    sql`
    with t as materialized (
      select s.id, s.client_id, s.start_at, s.end_at, s.required_role, e.time_zone as event_tz, c.time_zone as tz,
             e.guard_pay_rate_cents, e.supervisor_pay_rate_cents, e.manager_pay_rate_cents, ${settingsColumns}
      from shifts s
      join events e on e.id = s.event_id
      join clients c on c.id = s.client_id
      left join scheduling_settings ss on ss.client_id = s.client_id
      where ${shifts}
    ),
    -- One row per (shift, person), numbered: every later step joins on that one number k, never on the pair, so
    -- the planner's guess of few rows cannot turn a join into every person × every other shift.
    p as materialized (
      select row_number() over () as k, t.id as shift_id, t.client_id, t.start_at, t.end_at, t.tz, t.min_rest_minutes,
             t.weekly_overtime_minutes, t.overtime_multiplier_pct, u.id as user_id,
             ${personNameOfAlias('u')} as name,
             to_char(u.licence_expires_on, 'YYYY-MM-DD') as licence_expires_on,
             -- the day of the shift's last instant: one ending at midnight ends on the day before
             u.licence_expires_on is not null
               and u.licence_expires_on < ((t.end_at - interval '1 microsecond') at time zone t.event_tz)::date
               as licence_expired,
             coalesce(u.weekly_availability ->> (array['sun','mon','tue','wed','thu','fri','sat'])[
               extract(dow from (t.start_at at time zone t.event_tz))::int + 1] = 'false', false) as unavailable,
             ${payRateOfMainRole('u', 't')} as rate_cents
      from t
      join users u on u.client_id = t.client_id and u.status = 'active' and t.required_role = any(u.roles)
      where ${people}
    ),
    -- The person's other assigned shifts near this one (the widest window a rule looks at: the weeks it touches).
    o as materialized (
      select p.k, x.start_at, x.end_at
      from p
      join shift_assignments a on a.client_id = p.client_id and a.user_id = p.user_id and a.status = 'assigned'
      join shifts x on x.id = a.shift_id and x.cancelled_at is null and x.id <> p.shift_id
      where x.start_at < p.end_at + interval '8 days' and x.end_at > p.start_at - interval '8 days'
    ),
    -- Sets, not a subquery per person: who is on the shift, who is clocked in, who has approved time off then.
    on_shift as (
      select distinct p.k from p join shift_assignments a on a.shift_id = p.shift_id and a.user_id = p.user_id
    ),
    clocked_in as (
      select distinct p.k
      from p join clock_entries c on c.user_id = p.user_id and c.client_id = p.client_id
      where c.clock_out is null and c.clock_in < p.end_at
    ),
    time_off as (
      select distinct p.k
      from p join time_off_requests r on r.client_id = p.client_id and r.user_id = p.user_id
      where r.status = 'approved' and r.start_at < p.end_at and r.end_at > p.start_at
    ),
    weeks as (
      select t.id as shift_id, w.d, (w.d at time zone t.tz) as ws, ((w.d + interval '7 days') at time zone t.tz) as we
      from t cross join lateral (
        select generate_series(
          ((t.start_at at time zone t.tz)::date
            - ((extract(dow from (t.start_at at time zone t.tz))::int - t.week_start + 7) % 7))::timestamp,
          (((t.end_at - interval '1 microsecond') at time zone t.tz)::date
            - ((extract(dow from ((t.end_at - interval '1 microsecond') at time zone t.tz))::int - t.week_start + 7) % 7))::timestamp,
          interval '7 days') as d) w
    ),
    days as (
      select t.id as shift_id, d.d, (d.d at time zone t.tz) as ds, ((d.d + interval '1 day') at time zone t.tz) as de
      from t cross join lateral (
        select generate_series((t.start_at at time zone t.tz)::date::timestamp,
          ((t.end_at - interval '1 microsecond') at time zone t.tz)::date::timestamp, interval '1 day') as d) d
    ),
    pw as materialized (
      select p.k, w.d, w.ws, w.we, p.start_at, p.end_at, p.weekly_overtime_minutes * 60 as threshold
      from p join weeks w on w.shift_id = p.shift_id
    ),
    per_week as (
      select pw.k, pw.d, pw.threshold,
             extract(epoch from least(pw.end_at, pw.we) - greatest(pw.start_at, pw.ws)) as added,
             -- least and greatest skip nulls: count only the rows the left join found
             coalesce(sum(extract(epoch from least(o.end_at, pw.we) - greatest(o.start_at, pw.ws)))
               filter (where o.k is not null), 0) as before
      from pw
      left join o on o.k = pw.k and o.start_at < pw.we and o.end_at > pw.ws
      group by pw.k, pw.d, pw.ws, pw.we, pw.start_at, pw.end_at, pw.threshold
    ),
    week_totals as (
      select k,
             sum(greatest(0, before + added - threshold) - greatest(0, before - threshold)) as overtime_s,
             (array_agg(before + added order by d))[1] as week_s
      from per_week group by k
    ),
    pd as materialized (
      select p.k, d.d, d.ds, d.de, p.start_at, p.end_at from p join days d on d.shift_id = p.shift_id
    ),
    per_day as (
      select pd.k, pd.d,
             extract(epoch from least(pd.end_at, pd.de) - greatest(pd.start_at, pd.ds))
               + coalesce(sum(extract(epoch from least(o.end_at, pd.de) - greatest(o.start_at, pd.ds)))
                   filter (where o.k is not null), 0) as total
      from pd
      left join o on o.k = pd.k and o.start_at < pd.de and o.end_at > pd.ds
      group by pd.k, pd.d, pd.ds, pd.de, pd.start_at, pd.end_at
    ),
    day_max as (
      select distinct on (k) k, total as max_day_s, to_char(d, 'YYYY-MM-DD') as max_day
      from per_day order by k, total desc, d
    ),
    near as (
      select p.k,
             bool_or(o.start_at < p.end_at and o.end_at > p.start_at) as overlap,
             min(case when o.end_at <= p.start_at then extract(epoch from p.start_at - o.end_at)
                      when o.start_at >= p.end_at then extract(epoch from o.start_at - p.end_at) end) as gap_s
      from p join o on o.k = p.k
      group by p.k
    )
    select p.shift_id, p.user_id, p.name, os.k is not null as on_shift, p.licence_expires_on, p.licence_expired,
           p.min_rest_minutes,
           coalesce(n.overlap, false) or (os.k is null and ci.k is not null) as overlap,
           n.gap_s,
           tf.k is not null as time_off,
           p.unavailable, p.rate_cents,
           wt.overtime_s,
           round(wt.overtime_s * p.rate_cents * (p.overtime_multiplier_pct - 100) / 360000.0) as overtime_cost_cents,
           wt.week_s, dm.max_day_s, dm.max_day
    from p
    join week_totals wt on wt.k = p.k
    join day_max dm on dm.k = p.k
    left join near n on n.k = p.k
    left join on_shift os on os.k = p.k
    left join clocked_in ci on ci.k = p.k
    left join time_off tf on tf.k = p.k`,
  );
  return result.rows.map((row) => {
    const gap = row.gap_s === null ? null : Math.round(Number(row.gap_s));
    const restTooShortSeconds = gap !== null && gap < row.min_rest_minutes * 60 ? gap : null;
    return {
      shiftId: row.shift_id,
      userId: row.user_id,
      name: row.name,
      onShift: row.on_shift,
      licenceMissing: row.licence_expires_on === null,
      licenceExpired: row.licence_expired,
      licenceExpiresOn: row.licence_expires_on,
      overlap: row.overlap,
      restTooShortSeconds,
      timeOff: row.time_off,
      unavailable: row.unavailable,
      rateCents: Number(row.rate_cents),
      overtimeSeconds: Math.round(Number(row.overtime_s)),
      overtimeCostCents: Number(row.overtime_cost_cents),
      weekSeconds: Math.round(Number(row.week_s)),
      maxDaySeconds: Math.round(Number(row.max_day_s)),
      maxDay: row.max_day,
      minRestMinutes: row.min_rest_minutes,
    };
  });
}

/** Every candidate of one shift. */
export const candidateFacts = (db: Db, shiftId: string) => eligibilityFacts(db, sql`s.id = ${shiftId}`, sql`true`);

/** One person for one shift: undefined when they are not active or lack the shift's role. */
export async function personFacts(db: Db, shiftId: string, userId: string): Promise<ShiftFacts | undefined> {
  const [facts] = await eligibilityFacts(db, sql`s.id = ${shiftId}`, sql`u.id = ${userId}`);
  return facts;
}

/** One person for many shifts (the open shifts offered to them). */
export async function personFactsForShifts(db: Db, shiftIds: readonly string[], userId: string) {
  if (shiftIds.length === 0) return [];
  // One array parameter, so the text (and its prepared plan) is the same for any number of shifts.
  return eligibilityFacts(db, sql`s.id = any(${`{${shiftIds.join(',')}}`}::uuid[])`, sql`u.id = ${userId}`);
}

/** Some people for one shift (those on it, after an edit): only those active and holding its role answer. */
export async function peopleFacts(db: Db, shiftId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return eligibilityFacts(db, sql`s.id = ${shiftId}`, sql`u.id = any(${`{${userIds.join(',')}}`}::uuid[])`);
}
