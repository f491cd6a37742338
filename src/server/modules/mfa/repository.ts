import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  clients,
  mfaAccountAttempts,
  mfaChallenges,
  mfaPasskeys,
  mfaRecoveryCodes,
  mfaTotp,
  sessions,
  users,
} from '../../db/schema.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface FactorSummary {
  clientId: string;
  status: string;
  roles: string[];
  email: string;
  requiredRoles: string[];
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

/** A person's confirmed factors and their client's MFA requirement, in one round trip. */
export async function findFactorSummary(db: Db, userId: string): Promise<FactorSummary | undefined> {
  const [row] = await db
    .select({
      clientId: users.clientId,
      status: users.status,
      roles: users.roles,
      email: users.email,
      requiredRoles: clients.mfaRequiredRoles,
      totp: sql<boolean>`exists (select 1 from mfa_totp t where t.user_id = ${users.id} and t.confirmed_at is not null)`,
      passkeys: sql<number>`(select count(*)::int from mfa_passkeys p where p.user_id = ${users.id})`,
      recoveryCodesLeft: sql<number>`(select count(*)::int from mfa_recovery_codes r
        where r.user_id = ${users.id} and r.used_at is null)`,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId));
  return row;
}

// ── Pending sign-ins and passkey registrations ───────────────────────────────────────────────────────────

export interface ChallengeRow {
  id: string;
  userId: string;
  kind: string;
  source: string;
  remember: boolean;
  enrolmentRequired: boolean;
  webauthnChallenge: string | null;
  attempts: number;
  expiresAt: Date;
}

const challengeColumns = {
  id: mfaChallenges.id,
  userId: mfaChallenges.userId,
  kind: mfaChallenges.kind,
  source: mfaChallenges.source,
  remember: mfaChallenges.remember,
  enrolmentRequired: mfaChallenges.enrolmentRequired,
  webauthnChallenge: mfaChallenges.webauthnChallenge,
  attempts: mfaChallenges.attempts,
  expiresAt: mfaChallenges.expiresAt,
};

export async function insertChallenge(
  db: Db,
  values: {
    id: string;
    userId: string;
    kind: 'sign-in' | 'passkey-registration';
    source: 'password' | 'oidc' | 'session';
    remember: boolean;
    enrolmentRequired: boolean;
    webauthnChallenge?: string | null;
    expiresAt: Date;
    now: Date;
  },
) {
  const { now, ...row } = values;
  await db
    .insert(mfaChallenges)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: mfaChallenges.id,
      set: {
        webauthnChallenge: row.webauthnChallenge ?? null,
        expiresAt: row.expiresAt,
        attempts: 0,
        consumedAt: null,
        createdAt: now,
      },
    });
}

const live = (id: string, now: Date) =>
  and(eq(mfaChallenges.id, id), isNull(mfaChallenges.consumedAt), gt(mfaChallenges.expiresAt, now));

export async function findLiveChallenge(db: Db, id: string, now: Date): Promise<ChallengeRow | undefined> {
  const [row] = await db.select(challengeColumns).from(mfaChallenges).where(live(id, now));
  return row;
}

/**
 * Counts one more attempt on a live challenge below `limit`, atomically: of any number of parallel requests at
 * most `limit` get a row back. Undefined: expired, used, out of attempts or unknown.
 */
export async function reserveChallengeAttempt(
  db: Db,
  id: string,
  now: Date,
  limit: number,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(and(live(id, now), lt(mfaChallenges.attempts, limit)))
    .returning(challengeColumns);
  return row;
}

/** Marks the challenge used; false when another request used it first. */
export async function consumeChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ consumedAt: now })
    .where(live(id, now))
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

export async function setWebauthnChallenge(db: Db, id: string, challenge: string) {
  await db.update(mfaChallenges).set({ webauthnChallenge: challenge }).where(eq(mfaChallenges.id, id));
}

/** Deletes pending sign-ins and passkey registrations that expired or were used; returns how many. */
export async function deleteDeadChallenges(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(mfaChallenges)
    .where(or(lt(mfaChallenges.expiresAt, now), isNotNull(mfaChallenges.consumedAt)))
    .returning({ id: mfaChallenges.id });
  return rows.length;
}

/**
 * Reserves one second-factor attempt for the account in the window, atomically (the row lock of the upsert
 * serialises parallel requests). False: the account is out of attempts until the window ends.
 */
export async function reserveAccountAttempt(
  db: Db,
  userId: string,
  now: Date,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const windowOpen = new Date(now.getTime() - windowMs);
  const stale = sql`${mfaAccountAttempts.windowStart} <= ${windowOpen}`;
  const rows = await db
    .insert(mfaAccountAttempts)
    .values({ userId, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: mfaAccountAttempts.userId,
      set: {
        attempts: sql`case when ${stale} then 1 else ${mfaAccountAttempts.attempts} + 1 end`,
        windowStart: sql`case when ${stale} then ${now} else ${mfaAccountAttempts.windowStart} end`,
      },
      setWhere: sql`${stale} or ${mfaAccountAttempts.attempts} < ${limit}`,
    })
    .returning({ attempts: mfaAccountAttempts.attempts });
  return rows.length === 1;
}

export async function clearAccountAttempts(db: Db, userId: string) {
  await db.delete(mfaAccountAttempts).where(eq(mfaAccountAttempts.userId, userId));
}

// ── Authenticator app ────────────────────────────────────────────────────────────────────────────────────

export async function findTotp(db: Db, userId: string) {
  const [row] = await db
    .select({ secret: mfaTotp.secret, confirmedAt: mfaTotp.confirmedAt, lastStep: mfaTotp.lastStep })
    .from(mfaTotp)
    .where(eq(mfaTotp.userId, userId));
  return row;
}

/** Stores a new unconfirmed secret (replacing an unconfirmed one); false when a confirmed one exists. */
export async function upsertPendingTotp(db: Db, userId: string, secret: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(mfaTotp)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: mfaTotp.userId,
      set: { secret, createdAt: now, lastStep: null },
      setWhere: isNull(mfaTotp.confirmedAt),
    })
    .returning({ userId: mfaTotp.userId });
  return rows.length === 1;
}

/**
 * Records `step` as used, only if it is later than the last used one (so two requests with the same code
 * cannot both pass) — and confirms the secret when `confirm`. False: replayed, or nothing to confirm.
 */
export async function spendTotpStep(db: Db, userId: string, step: number, now: Date, confirm: boolean) {
  const rows = await db
    .update(mfaTotp)
    .set({ lastStep: step, ...(confirm ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(mfaTotp.userId, userId),
        confirm ? isNull(mfaTotp.confirmedAt) : isNotNull(mfaTotp.confirmedAt),
        or(isNull(mfaTotp.lastStep), lt(mfaTotp.lastStep, step)),
      ),
    )
    .returning({ userId: mfaTotp.userId });
  return rows.length === 1;
}

export async function deleteTotp(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(mfaTotp).where(eq(mfaTotp.userId, userId)).returning({ userId: mfaTotp.userId });
  return rows.length === 1;
}

// ── Recovery codes ───────────────────────────────────────────────────────────────────────────────────────

export async function deleteRecoveryCodes(db: Db, userId: string) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: readonly string[], now: Date) {
  await deleteRecoveryCodes(db, userId);
  await db.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Uses the code once: false when it is unknown or already used (also by a parallel request). */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(eq(mfaRecoveryCodes.userId, userId));
  return row?.n ?? 0;
}

// ── Passkeys ─────────────────────────────────────────────────────────────────────────────────────────────

export interface PasskeyRow {
  id: string;
  name: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select({
      id: mfaPasskeys.id,
      name: mfaPasskeys.name,
      credentialId: mfaPasskeys.credentialId,
      publicKey: mfaPasskeys.publicKey,
      counter: mfaPasskeys.counter,
      transports: mfaPasskeys.transports,
      createdAt: mfaPasskeys.createdAt,
      lastUsedAt: mfaPasskeys.lastUsedAt,
    })
    .from(mfaPasskeys)
    .where(eq(mfaPasskeys.userId, userId))
    .orderBy(asc(mfaPasskeys.createdAt));
}

export async function insertPasskey(
  db: Db,
  values: {
    userId: string;
    name: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    now: Date;
  },
): Promise<string | undefined> {
  const { now, ...row } = values;
  const [inserted] = await db
    .insert(mfaPasskeys)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: mfaPasskeys.id });
  return inserted?.id;
}

export async function markPasskeyUsed(db: Db, id: string, counter: number, now: Date) {
  await db.update(mfaPasskeys).set({ counter, lastUsedAt: now }).where(eq(mfaPasskeys.id, id));
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(mfaPasskeys)
    .where(and(eq(mfaPasskeys.userId, userId), eq(mfaPasskeys.id, id)))
    .returning({ name: mfaPasskeys.name });
  return row?.name;
}

// ── Reset ────────────────────────────────────────────────────────────────────────────────────────────────

/** Removes every factor, recovery code and pending challenge of the person and ends their sessions. */
export async function deleteAllFactors(db: Db, userId: string) {
  const totp = await deleteTotp(db, userId);
  const passkeys = await db.delete(mfaPasskeys).where(eq(mfaPasskeys.userId, userId)).returning({ id: mfaPasskeys.id });
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  await clearAccountAttempts(db, userId);
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return { totp, passkeys: passkeys.length, endedSessions: ended.length };
}
