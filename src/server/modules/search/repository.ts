import { type SQL, sql } from 'drizzle-orm';
import type { EventScope } from '../../../shared/policy.ts';
import { eventVisible } from '../../access/event-scope.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

// Accented letters folded in SQL so no extension (unaccent) is needed; the search text is folded the same way in
// TypeScript (normalizeForSearch), which strips every combining mark.
const accented =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪĮİìíîïīįıŁłÑŃŇñńňÒÓÔÕÖØŌòóôõöøōŘřŚŠŞśšşŤťÙÚÛÜŪŮŲùúûüūůųÝŸýÿŹŻŽźżž';
const plain =
  'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIIiiiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz';

/** The SQL form of normalizeForSearch for one text column or expression. */
function folded(expression: SQL): SQL {
  return sql`regexp_replace(lower(translate(coalesce(${expression}, ''), ${accented}, ${plain})), '\\s+', ' ', 'g')`;
}

function matches(expressions: SQL[], like: string): SQL {
  return sql`(${sql.join(
    expressions.map((e) => sql`${folded(e)} like ${like} escape '\\'`),
    sql` or `,
  )})`;
}

/** A `like` pattern for text already folded by normalizeForSearch. */
export function likePattern(needle: string): string {
  const chars = [...accented];
  const targets = [...plain];
  const folded = [...needle].map((c) => targets[chars.indexOf(c)] ?? c).join('');
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface FoundRow extends Record<string, unknown> {
  id: string;
  title: string;
  subtitle: string | null;
}

export async function findEvents(db: Database, scope: EventScope, like: string, limit: number) {
  const result = await db.execute<FoundRow>(sql`
    select e.id, e.name as title, concat_ws(' · ', cu.name, e.site_name) as subtitle
    from events e
    join customers cu on cu.id = e.customer_id
    where ${eventVisible(scope, 'e')}
      and ${matches([sql`e.name`, sql`cu.name`, sql`e.site_name`], like)}
    order by e.start_at desc, e.id
    limit ${limit}
  `);
  return result.rows;
}

export async function findPeople(db: Database, clientId: string, like: string, limit: number) {
  const result = await db.execute<FoundRow>(sql`
    select u.id, u.display_name as title, u.email as subtitle
    from ${users} u
    where u.client_id = ${clientId}
      and ${matches([sql`u.display_name`, sql`u.email`], like)}
    order by u.display_name, u.id
    limit ${limit}
  `);
  return result.rows;
}

/** Clients (tenants) by name; `clientId` null means every client (the admin). */
export async function findClients(db: Database, clientId: string | null, like: string, limit: number) {
  const result = await db.execute<FoundRow>(sql`
    select c.id, c.name as title, c.status as subtitle
    from clients c
    where ${clientId ? sql`c.id = ${clientId}` : sql`true`}
      and ${matches([sql`c.name`], like)}
    order by c.name, c.id
    limit ${limit}
  `);
  return result.rows;
}

/** Incident reports the search may find (`visible`, over `r` and its event `e`: reportFoundBySearch). */
export async function findIncidentReports(db: Database, visible: SQL, like: string, limit: number) {
  const result = await db.execute<FoundRow>(sql`
    select r.id, concat_ws(': ', r.report_type, r.incident_type) as title,
           concat_ws(' · ', e.name, r.incident_location) as subtitle
    from incident_reports r
    left join events e on e.id = r.event_id
    where ${visible}
      and ${matches([sql`r.report_type`, sql`r.incident_type`, sql`r.incident_location`, sql`e.name`], like)}
    order by r.submitted_at desc nulls last, r.id
    limit ${limit}
  `);
  return result.rows;
}

export async function updateShortcuts(
  db: Pick<Database, 'update'>,
  f: { clientId: string; userId: string; shortcuts: string[]; now: Date },
) {
  await db
    .update(users)
    .set({ shortcuts: f.shortcuts, updatedAt: f.now })
    .where(sql`${users.clientId} = ${f.clientId} and ${users.id} = ${f.userId}`);
}
