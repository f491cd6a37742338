import type { Database } from '../db/client.ts';
import {
  alerts,
  breaks,
  clients,
  clockEntries,
  customers,
  eventAssignments,
  events,
  userCustomerAccess,
  userEventAccess,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';

export const testPassword = 'correct horse battery';
let cachedHash: Promise<string> | undefined;
const passwordHash = () => {
  cachedHash ??= hashPassword(testPassword);
  return cachedHash;
};

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export async function insertClient(db: Database, values: Partial<Insert<typeof clients>> = {}) {
  const [row] = await db
    .insert(clients)
    .values({ name: 'Test Guarding Co', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function insertCustomer(db: Database, clientId: string, values: Partial<Insert<typeof customers>> = {}) {
  const [row] = await db
    .insert(customers)
    .values({ clientId, name: 'Test Customer', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function insertUser(
  db: Database,
  clientId: string,
  values: Partial<Insert<typeof users>> & { email: string },
) {
  const [row] = await db
    .insert(users)
    .values({ clientId, passwordHash: await passwordHash(), displayName: 'Test User', roles: ['guard'], ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function insertEvent(
  db: Database,
  clientId: string,
  customerId: string,
  values: Partial<Insert<typeof events>> & { startAt: Date; endAt: Date },
) {
  const [row] = await db
    .insert(events)
    .values({ clientId, customerId, name: 'Test Event', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function assignGuard(db: Database, clientId: string, eventId: string, userId: string) {
  await db.insert(eventAssignments).values({ clientId, eventId, userId });
}

export async function grantCustomer(db: Database, clientId: string, userId: string, customerId: string) {
  await db.insert(userCustomerAccess).values({ clientId, userId, customerId });
}

export async function grantEvent(db: Database, clientId: string, userId: string, eventId: string) {
  await db.insert(userEventAccess).values({ clientId, userId, eventId });
}

export async function clockIn(db: Database, clientId: string, userId: string, eventId: string, at: Date, out?: Date) {
  await db.insert(clockEntries).values({ clientId, userId, eventId, clockIn: at, clockOut: out ?? null });
}

export async function startBreak(db: Database, clientId: string, userId: string, eventId: string, at: Date) {
  await db.insert(breaks).values({ clientId, userId, eventId, startAt: at, lengthOfBreak: 15 });
}

export async function insertAlert(db: Database, clientId: string, values: Partial<Insert<typeof alerts>> = {}) {
  const [row] = await db
    .insert(alerts)
    .values({ clientId, type: 'SOS', title: 'SOS raised', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}
