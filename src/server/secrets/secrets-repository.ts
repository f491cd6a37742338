import { and, eq, notLike } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mfaRecoveryCodes, mfaTotp, serverSecrets } from '../db/schema.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update'>;

export async function findServerSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value;
}

/** Stores `value` under `name` unless another process was first; either way answers the stored one. */
export async function insertServerSecretOnce(db: Db, name: string, value: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const stored = await findServerSecret(db, name);
  if (stored === undefined) throw new Error(`server secret ${name} vanished`);
  return stored;
}

export function listServerSecrets(db: Db) {
  return db.select({ name: serverSecrets.name, value: serverSecrets.value }).from(serverSecrets);
}

/** Replaces a sealed value only if it is still `old` (another process may have re-sealed it meanwhile). */
export async function replaceServerSecret(db: Db, name: string, old: string, value: string): Promise<void> {
  await db
    .update(serverSecrets)
    .set({ value })
    .where(and(eq(serverSecrets.name, name), eq(serverSecrets.value, old)));
}

export function listTotpSecrets(db: Db) {
  return db.select({ userId: mfaTotp.userId, secret: mfaTotp.secret }).from(mfaTotp);
}

export async function replaceTotpSecret(db: Db, userId: string, old: string, secret: string): Promise<void> {
  await db
    .update(mfaTotp)
    .set({ secret })
    .where(and(eq(mfaTotp.userId, userId), eq(mfaTotp.secret, old)));
}

/** Recovery codes still stored as a bare SHA-256 (before keyed hashes). */
export function listUnkeyedRecoveryHashes(db: Db) {
  return db
    .select({ id: mfaRecoveryCodes.id, codeHash: mfaRecoveryCodes.codeHash })
    .from(mfaRecoveryCodes)
    .where(notLike(mfaRecoveryCodes.codeHash, 'h1:%'));
}

export async function replaceRecoveryHash(db: Db, id: string, old: string, codeHash: string): Promise<void> {
  await db
    .update(mfaRecoveryCodes)
    .set({ codeHash })
    .where(and(eq(mfaRecoveryCodes.id, id), eq(mfaRecoveryCodes.codeHash, old)));
}
