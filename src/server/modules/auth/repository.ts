import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/contract/auth.ts';
import type { Database } from '../../db/client.ts';
import { executeNamed } from '../../db/named-query.ts';
import { clients, sessions, users } from '../../db/schema.ts';
import { type PersonRow, personOf } from './person.ts';

export interface AuthUser extends SessionUser {
  status: string;
  activeClientId: string | null;
}

export async function findUserForSignIn(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, clientId: users.clientId, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function insertSession(
  db: Pick<Database, 'insert'>,
  values: {
    id: string;
    userId: string;
    persistent: boolean;
    expiresAt: Date;
    lastSeenAt: Date;
    createdAt: Date;
    ip: string | null;
    userAgent: string | null;
    /** A sign-in proves who the person is: security changes need no second ask for a while (step-up). */
    reauthenticatedAt?: Date;
  },
) {
  await db.insert(sessions).values(values);
}

/** When the session's person last proved who they are; read from the database, never from a session cache. */
export async function findReauthenticatedAt(db: Pick<Database, 'select'>, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ at: sessions.reauthenticatedAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.at ?? null;
}

export async function markReauthenticated(db: Pick<Database, 'update'>, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.id, sessionId));
}

export async function findPasswordHash(db: Pick<Database, 'select'>, userId: string): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

export async function setPasswordHash(db: Pick<Database, 'update'>, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Ends every session of the person but `keepId`; answers how many ended. */
export async function deleteOtherSessions(db: Pick<Database, 'delete'>, userId: string, keepId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Whether another account signs in with `email` (any case). */
export async function emailTakenByOther(db: Pick<Database, 'select'>, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function setEmail(db: Pick<Database, 'update'>, userId: string, email: string, now: Date) {
  await db.update(users).set({ email, emailVerified: false, updatedAt: now }).where(eq(users.id, userId));
}

export async function deleteSession(db: Pick<Database, 'delete'>, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes the sessions that can no longer sign anyone in: past their expiry, or unused for `idleTimeoutMs`. */
export async function deleteExpiredSessions(db: Database, now: Date, idleTimeoutMs: number): Promise<number> {
  const idleSince = new Date(now.getTime() - idleTimeoutMs);
  const deleted = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** A user as a session shows them: their person, client and permission lists. */
type AuthUserRow = PersonRow &
  Pick<typeof users.$inferSelect, 'clientId' | 'customerId' | 'status' | 'activeClientId' | 'shortcuts'> & {
    clientName: string;
    fullClientAccess: string[];
    individualEvents: string[];
  };

type SessionRow = AuthUserRow & { sessionId: string; expiresAt: Date; lastSeenAt: Date };

/** One round trip: the session, its user, the user's client and permission lists. */
export async function findSessionUser(
  db: Pick<Database, 'execute'>,
  sessionId: string,
  now: Date,
  idleTimeoutMs: number,
): Promise<{ user: AuthUser; expiresAt: Date; lastSeenAt: Date } | undefined> {
  const idleSince = new Date(now.getTime() - idleTimeoutMs);
  // Every request runs this: a named statement, planned once per connection.
  const result = await executeNamed<SessionRow>(
    db,
    'session-user',
    sql`
    select s.id as "sessionId", s.expires_at as "expiresAt", s.last_seen_at as "lastSeenAt",
           u.id, u.email, u.display_name as "displayName", u.photo_url as "photoUrl", u.roles,
           u.client_id as "clientId", c.name as "clientName", u.customer_id as "customerId", u.status,
           u.active_client_id as "activeClientId", u.shortcuts,
           array(select customer_id::text from user_customer_access a where a.user_id = u.id) as "fullClientAccess",
           array(select event_id::text from user_event_access a where a.user_id = u.id) as "individualEvents"
    from sessions s
    join users u on u.id = s.user_id
    join clients c on c.id = u.client_id
    where s.id = ${sessionId} and s.expires_at > ${now} and s.last_seen_at > ${idleSince}
  `,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return { expiresAt: new Date(row.expiresAt), lastSeenAt: new Date(row.lastSeenAt), user: authUserOf(row) };
}

function authUserOf(row: AuthUserRow): AuthUser {
  return {
    ...personOf(row),
    clientId: row.clientId,
    clientName: row.clientName,
    customerId: row.customerId,
    permissions: { fullClientAccess: row.fullClientAccess, individualEvents: row.individualEvents },
    shortcuts: row.shortcuts,
    status: row.status,
    activeClientId: row.activeClientId,
  };
}

/** A user as a session would show them now, without a session (an open live stream re-reading its user). */
export async function findAuthUser(db: Pick<Database, 'select'>, userId: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      photoUrl: users.photoUrl,
      roles: users.roles,
      clientId: users.clientId,
      clientName: clients.name,
      customerId: users.customerId,
      status: users.status,
      activeClientId: users.activeClientId,
      shortcuts: users.shortcuts,
      // The lists name the outer table in their text: Drizzle may write a column unqualified.
      fullClientAccess: sql<
        string[]
      >`array(select customer_id::text from user_customer_access a where a.user_id = users.id)`,
      individualEvents: sql<string[]>`array(select event_id::text from user_event_access a where a.user_id = users.id)`,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId));
  return row ? authUserOf(row) : undefined;
}

export async function touchSession(db: Database, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Whether the session is neither expired nor idle for `idleTimeoutMs` at `now`. */
export async function isSessionLive(
  db: Pick<Database, 'select'>,
  sessionId: string,
  now: Date,
  idleTimeoutMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleTimeoutMs)),
      ),
    );
  return row !== undefined;
}
