import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** PostgreSQL's server_version_num of the server behind `db` (150000 for 15.0). */
export async function serverVersionNumber(db: Pick<Database, 'execute'>): Promise<number> {
  const result = await db.execute<{ v: string }>(sql`select current_setting('server_version_num') as v`);
  return Number(result.rows[0]?.v);
}
