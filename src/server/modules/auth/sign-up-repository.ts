import { and, asc, eq } from 'drizzle-orm';
import { signUpRoles } from '../../access/auth.ts';
import type { Database } from '../../db/client.ts';
import { clients, users } from '../../db/schema.ts';

/**
 * The client new accounts join (sign-up and OpenID Connect): SIGN_UP_CLIENT_ID when set (and Active), otherwise
 * the oldest Active client. A configured client that is missing or inactive gives none, rather than silently
 * putting people elsewhere.
 */
export async function findClientForNewUsers(
  db: Pick<Database, 'select'>,
  configuredId: string | undefined,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.status, 'Active'), configuredId ? eq(clients.id, configuredId) : undefined))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1);
  return row?.id;
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
      roles: [...signUpRoles],
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: users.id, clientId: users.clientId });
  if (!row) throw new Error('users insert returned no row');
  return row;
}
