import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Db = Pick<Database, 'execute'>;

/**
 * Within a transaction: clears the personal data of at most `limit` visitors past their client's retention at
 * `now` (the name becomes `purgedName`), claiming rows with `for update skip locked` so several API instances
 * can purge at once. Returns the purged visitors with the stored photo each had.
 */
export async function purgeDueVisitors(db: Db, now: Date, limit: number, purgedName: string) {
  const at = now.toISOString();
  const result = await db.execute<{ id: string; client_id: string; photo_file: string | null }>(sql`
    with due as (
      select v.id, v.photo_file
      from visitors v
      join clients c on c.id = v.client_id
      where v.purged_at is null
        and greatest(v.created_at, v.expected_at, v.checked_in_at, v.checked_out_at, v.decided_at)
            < ${at}::timestamptz - make_interval(days => c.visitor_retention_days)
      order by v.created_at
      limit ${limit}
      for update of v skip locked)
    update visitors v
    set name = ${purgedName}, company = null, email = null, phone = null, vehicle_plate = null,
        badge_number = null, id_type = null, id_last4 = null, photo_path = null, photo_file = null, photo_content_type = null,
        purged_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    from due
    where v.id = due.id
    returning v.id, v.client_id, due.photo_file`);
  return result.rows;
}

/** The audit entry of a scheduled purge of `count` visitors of a client, with the client's retention days. */
export async function recordVisitorPurge(db: Db, clientId: string, count: number, now: Date) {
  const at = now.toISOString();
  await db.execute(sql`
    insert into audit_log (client_id, actor_id, action, entity, entity_id, data, created_at)
    select c.id, null, 'visitor.purge', 'client', c.id::text,
      jsonb_build_object('count', ${count}::int, 'retentionDays', c.visitor_retention_days, 'by', 'scheduled retention'),
      ${at}::timestamptz
    from clients c where c.id = ${clientId}`);
}
