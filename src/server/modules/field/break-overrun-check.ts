import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { purgeReceipts } from './repository.ts';

/**
 * The scheduled half of the geofence engine: a break that runs past its allowed length raises one Break Overrun
 * alert when it overruns, even if the guard's phone sends nothing more. Safe with several API instances: each
 * break is claimed once (the marker column, rows locked with skip locked). Returns the ids of the alerts raised.
 */
export async function raiseBreakOverruns(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<string[]> {
  const now = ctx.clock().toISOString();
  const result = await ctx.db.execute<{ id: string }>(sql`
    with due as (
      select b.id from breaks b
      where b.end_at is null and b.overrun_alerted_at is null
        and b.start_at + make_interval(mins => b.length_of_break) < ${now}::timestamptz
      order by b.start_at
      limit 500
      for update skip locked),
    marked as (
      update breaks b set overrun_alerted_at = ${now}::timestamptz from due where b.id = due.id
      returning b.id, b.client_id, b.user_id, b.event_id, b.length_of_break),
    raised as (
      insert into alerts (client_id, type, guard_id, event_id, title, message, latitude, longitude, length_of_break,
        created_at)
      select m.client_id, 'Break Overrun', m.user_id, m.event_id,
        'Break overrun: ' || coalesce(nullif(u.display_name, ''), u.email),
        coalesce(nullif(u.display_name, ''), u.email) || '''s ' || m.length_of_break
          || '-minute break has run over and is still going.' || coalesce(' event: ' || m.event_id::text, ''),
        s.latitude, s.longitude, m.length_of_break, ${now}::timestamptz
      from marked m
      join users u on u.id = m.user_id
      left join guard_zone_states s on s.user_id = m.user_id
      returning id, client_id, guard_id, event_id),
    audited as (
      insert into audit_log (client_id, actor_id, action, entity, entity_id, data, created_at)
      select client_id, null, 'alert.raise', 'alert', id::text,
        jsonb_build_object('type', 'Break Overrun', 'guardId', guard_id, 'eventId', event_id, 'by', 'scheduled check'),
        ${now}::timestamptz
      from raised)
    select id from raised`);
  return result.rows.map((row) => row.id);
}

const receiptRetentionMs = 8 * 24 * 60 * 60_000;

/**
 * Runs the overrun check every `intervalMs` (and once at start) and drops idempotency receipts older than any
 * accepted replay (7 days + a day). Returns a stop function. Started by start-server.ts, not by buildApp, so tests
 * that build an app on a fixed clock call raiseBreakOverruns themselves.
 */
export function startFieldJobs(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  log: { error(obj: unknown, msg: string): void },
  intervalMs = 15_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let ticks = 0;
  const tick = () => {
    running = (async () => {
      try {
        await raiseBreakOverruns(ctx);
        if (ticks++ % 240 === 0) await purgeReceipts(ctx.db, new Date(ctx.clock().getTime() - receiptRetentionMs));
      } catch (error) {
        log.error({ err: error }, 'field jobs failed');
      }
    })();
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
