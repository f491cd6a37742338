import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oidcIdentities, users } from '../../db/schema.ts';

/** A transaction or the database itself. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface AccountRow {
  id: string;
  clientId: string;
  status: string;
}

const accountColumns = { id: users.id, clientId: users.clientId, status: users.status };

/** The user an (issuer, subject) pair was linked to. Identities are global: the pair names one person. */
export async function findUserByIdentity(db: Db, issuer: string, subject: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return row;
}

/** Emails are unique across clients (case-insensitively), as for password sign-in. */
export async function findUserByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function insertIdentity(db: Db, values: { userId: string; issuer: string; subject: string }) {
  const [row] = await db.insert(oidcIdentities).values(values).returning({ id: oidcIdentities.id });
  if (!row) throw new Error('identity insert returned no row');
  return row.id;
}

export async function insertFederatedUser(
  db: Db,
  values: { clientId: string; email: string; emailVerified: boolean; displayName: string; roles: string[] },
): Promise<AccountRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash: null })
    .returning(accountColumns);
  if (!row) throw new Error('user insert returned no row');
  return row;
}
