import { type SQL, sql } from 'drizzle-orm';
import type { CustomerSummary } from '../../../shared/contract/customers.ts';
import type { Database } from '../../db/client.ts';

interface CustomerRow extends Record<string, unknown> {
  id: string;
  client_id: string;
  name: string;
  status: string;
  total: number;
}

export async function listCustomers(
  db: Database,
  f: { clientId: string; q?: string | undefined; limit: number; offset: number },
): Promise<{ items: CustomerSummary[]; total: number }> {
  const conditions: SQL[] = [sql`c.client_id = ${f.clientId}`];
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(sql`c.name ilike ${like}`);
  }
  const where = sql.join(conditions, sql` and `);
  const result = await db.execute<CustomerRow>(sql`
    select c.id, c.client_id, c.name, c.status, count(*) over ()::int as total
    from customers c
    where ${where}
    order by lower(c.name), c.id
    limit ${f.limit} offset ${f.offset}
  `);
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from customers c where ${where}`);
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    items: result.rows.map((row) => ({ id: row.id, clientId: row.client_id, name: row.name, status: row.status })),
    total,
  };
}
