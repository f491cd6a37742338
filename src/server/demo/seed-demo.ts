import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export async function seedDemoIfEmpty(db: Database, now: Date): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from clients`);
  if ((result.rows[0]?.n ?? 0) > 0) return false;
  void now;
  return false;
}
