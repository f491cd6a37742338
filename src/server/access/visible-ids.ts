import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Actor } from './actor.ts';
import { eventVisible } from './event-scope.ts';
import { reportVisible } from './reports.ts';
import { visitorVisible } from './visitors.ts';

/** The record kinds the batch check knows, each with its table and its visibility rule. */
const kinds = {
  /** An event of the actor's working client that their event scope lets see. */
  event: {
    table: sql`events`,
    visible: (actor: Actor) => sql`x.client_id = ${actor.clientId} and ${eventVisible(actor.eventScope, 'x')}`,
  },
  visitor: { table: sql`visitors`, visible: (actor: Actor) => visitorVisible(actor, 'x') },
  report: { table: sql`incident_reports`, visible: (actor: Actor) => reportVisible(actor, 'x') },
} satisfies Record<string, { table: SQL; visible: (actor: Actor) => SQL }>;

export type RecordKind = keyof typeof kinds;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which of `ids` the actor may see, in one query: for a write naming records (check them all at once instead of
 * loading each) and for lists of ids. Ids that are not uuids, or name no record, are simply not visible.
 */
export async function visibleIds(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  kind: RecordKind,
  ids: readonly string[],
): Promise<Set<string>> {
  // The database answers ids in lower case; the caller gets back the spelling it asked with.
  const asked = new Map<string, string>();
  for (const id of ids) if (uuidPattern.test(id)) asked.set(id.toLowerCase(), id);
  if (asked.size === 0) return new Set();
  const { table, visible } = kinds[kind];
  const result = await ctx.db.execute<{ id: string }>(sql`
    select x.id from ${table} x
    where x.id in (${sql.join(
      [...asked.keys()].map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and ${visible(actor)}`);
  return new Set(result.rows.map((row) => asked.get(row.id) ?? row.id));
}
