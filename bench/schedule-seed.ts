/**
 * The schedule benchmarks' week (bench/schedule-week.ts, bench/shifts-list-query.ts): the demo executive's client
 * loses its own shifts and gets `shiftCount` in the week of `clockStart` in its zone (40 posts on each of its
 * events, 1 to 3 people each, a fifth of them short of people).
 */
import type pg from 'pg';

export interface SeededWeek {
  clientId: string;
  /** The week's first day in the client's zone (YYYY-MM-DD). */
  firstDay: string;
  timeZone: string;
  events: number;
  counts: { shifts: number; assignments: number; posts: number; people: number };
}

export async function seedScheduleWeek(db: pg.Client, clockStart: string, shiftCount: number): Promise<SeededWeek> {
  // The demo executive's client, its time zone and week start; the week of the clock in that zone.
  const { rows: clientRows } = await db.query(
    `select c.id, c.time_zone, coalesce(ss.week_start, 1) as week_start
   from users u join clients c on c.id = u.client_id left join scheduling_settings ss on ss.client_id = c.id
   where u.email = 'executive@demo.test'`,
  );
  const client = clientRows[0] as { id: string; time_zone: string; week_start: number };
  await db.query(
    `create temp table b_week as
     select ((timestamptz '${clockStart}' at time zone $1)::date
       - ((extract(dow from (timestamptz '${clockStart}' at time zone $1))::int - $2::int + 7) % 7)) as first_day`,
    [client.time_zone, client.week_start],
  );
  await db.query(
    `create temp table b_events as
     select id, time_zone, row_number() over (order by name, id) - 1 as ord from events where client_id = $1`,
    [client.id],
  );
  const { rows: eventCount } = await db.query('select count(*)::int as n from b_events');
  const events = eventCount[0].n as number;
  // The demo's own schedule (past, current and next weeks) goes first, so the week holds exactly the shifts below.
  await db.query('delete from shifts where client_id = $1', [client.id]);
  // Shifts: 2,000 over the seven days, 40 posts per event, starting on the hour in the event's zone; 8–12 h long.
  await db.query(
    `insert into shifts (client_id, event_id, post, start_at, end_at, headcount, required_role, published_at)
   select $1, e.id, 'Post ' || lpad(((g / $3::int) % 40)::text, 2, '0'), s.start_at,
     s.start_at + (8 + g % 5) * interval '1 hour', 1 + g % 3, 'guard',
     case when g % 4 = 0 then null else timestamptz '${clockStart}' end
   from generate_series(0, $2::int - 1) g
   join b_events e on e.ord = g % $3::int
   cross join b_week w
   cross join lateral (select ((w.first_day + (g % 7))::timestamp + ((g * 7) % 18 + 2) * interval '1 hour')
     at time zone e.time_zone as start_at) s`,
    [client.id, shiftCount, events],
  );
  // People: the client's guards, one to three per shift (a fifth of the shifts get one fewer than they need).
  await db.query(
    `insert into shift_assignments (client_id, shift_id, user_id, status)
   select distinct on (s.id, u.id) $1, s.id, u.id, 'assigned'
   from (select id, headcount, row_number() over (order by start_at, id) as ord from shifts where client_id = $1) s
   cross join lateral generate_series(1, case when s.ord % 5 = 0 then s.headcount - 1 else s.headcount end) k
   join (select id, row_number() over (order by email) - 1 as ord, count(*) over () as n
         from users where client_id = $1 and 'guard' = any(roles) and status = 'active') u
     on u.ord = (s.ord * 3 + k) % u.n
   on conflict do nothing`,
    [client.id],
  );
  const { rows: made } = await db.query(
    `select (select count(*)::int from shifts s where s.client_id = $1) as shifts,
          (select count(*)::int from shift_assignments a where a.client_id = $1) as assignments,
          (select count(distinct post || event_id)::int from shifts s where s.client_id = $1) as posts,
          (select count(distinct a.user_id)::int from shift_assignments a where a.client_id = $1) as people`,
    [client.id],
  );
  const { rows: week } = await db.query(`select to_char(first_day, 'YYYY-MM-DD') as first_day from b_week`);
  return {
    clientId: client.id,
    firstDay: week[0].first_day as string,
    timeZone: client.time_zone,
    events,
    counts: made[0] as SeededWeek['counts'],
  };
}
