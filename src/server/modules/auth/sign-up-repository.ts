import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, users } from '../../db/schema.ts';

/** The given client if it is Active, otherwise (no id given) the oldest Active client. */
export async function findSignUpClient(db: Database, clientId: string | undefined) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(clientId ? and(eq(clients.id, clientId), eq(clients.status, 'Active')) : eq(clients.status, 'Active'))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1);
  return row;
}

export async function insertSignUpUser(
  db: Pick<Database, 'insert'>,
  values: { clientId: string; email: string; displayName: string; passwordHash: string; now: Date },
) {
  const [row] = await db
    .insert(users)
    .values({
      clientId: values.clientId,
      email: values.email,
      displayName: values.displayName,
      passwordHash: values.passwordHash,
      roles: ['guest'],
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: users.id, clientId: users.clientId });
  if (!row) throw new Error('users insert returned no row');
  return row;
}
