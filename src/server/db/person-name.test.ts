import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertClient, insertUser } from '../test/fixtures.ts';
import { suiteTestApp } from '../test/test-app.ts';
import { personName, personNameOfAlias } from './person-name.ts';
import { users } from './schema.ts';

const { t } = suiteTestApp();

describe("a person's shown name", () => {
  it('is the trimmed display name, or the email when the name is empty or only spaces', async () => {
    const rows = await t.database.db.execute<{ name: string }>(sql`
      select ${personNameOfAlias('u')} as name
      from (values (' Ada Lovelace ', 'ada@example.com'), ('', 'empty@example.com'), ('   ', 'spaces@example.com'))
        as u(display_name, email)`);
    expect(rows.rows.map((row) => row.name)).toEqual(['Ada Lovelace', 'empty@example.com', 'spaces@example.com']);
  });

  it('reads the same from the query builder', async () => {
    const db = t.database.db;
    const client = await insertClient(db, { name: 'Person Name Guarding' });
    const user = await insertUser(db, client.id, { email: 'blank@example.com', displayName: '  ' });
    const [row] = await db
      .select({ name: personName(users) })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.name).toBe('blank@example.com');
  });

  it('refuses an alias that is not a plain SQL name', () => {
    expect(() => personNameOfAlias('u; drop table users')).toThrow();
  });
});
