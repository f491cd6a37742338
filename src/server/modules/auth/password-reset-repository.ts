import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetRequests, passwordResetTokens, sessions, users } from '../../db/schema.ts';

export async function findUserForReset(db: Pick<Database, 'select'>, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      clientId: users.clientId,
      email: users.email,
      displayName: users.displayName,
      status: users.status,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function insertResetToken(
  db: Pick<Database, 'insert'>,
  values: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** The token row with its user, locked until the transaction ends so a token is redeemed once. */
export async function lockResetToken(db: Pick<Database, 'select'>, tokenHash: string) {
  const [row] = await db
    .select({
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      clientId: users.clientId,
      status: users.status,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update', { of: passwordResetTokens });
  return row;
}

export async function setPasswordHash(db: Pick<Database, 'update'>, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Marks every unused token of the user as used: one reset spends all the links sent before it. */
export async function spendResetTokens(db: Pick<Database, 'update'>, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function deleteAllSessionsOf(db: Pick<Database, 'delete'>, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

export async function insertResetRequest(
  db: Pick<Database, 'insert'>,
  values: { email: string; origin: string; ip: string | null; requestId: string; requestedAt: Date },
) {
  await db.insert(passwordResetRequests).values(values);
}

/** Removes and returns the oldest pending reset request no other transaction holds (or none). */
export async function claimResetRequest(db: Pick<Database, 'select' | 'delete'>) {
  const r = passwordResetRequests;
  const oldest = db
    .select({ id: r.id })
    .from(r)
    .orderBy(asc(r.requestedAt), asc(r.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .delete(r)
    .where(inArray(r.id, oldest))
    .returning({ email: r.email, origin: r.origin, ip: r.ip, requestId: r.requestId });
  return row;
}
