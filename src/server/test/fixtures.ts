import { sql } from 'drizzle-orm';
import { contractDefaults } from '../../shared/contract/billing.ts';
import type { Database } from '../db/client.ts';
import {
  alerts,
  breaks,
  clients,
  clockEntries,
  customers,
  eventAssignments,
  events,
  type InvoiceTermsJson,
  schedulingSettings,
  userCustomerAccess,
  userEventAccess,
  users,
  visitors,
} from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';

export const testPassword = 'correct horse battery';
let cachedHash: Promise<string> | undefined;
const passwordHash = () => {
  cachedHash ??= hashPassword(testPassword);
  return cachedHash;
};

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const { billBasis, otBasis, otAfterMinutes, otBillPct, holidayBillPct, roundingMinutes, weekStartsOn } =
  contractDefaults;

/** The terms an invoice of a contract with the default terms, from 2026-01-01 and without holidays, is issued with. */
export const defaultInvoiceTerms: InvoiceTermsJson = {
  billBasis,
  otBasis,
  otAfterMinutes,
  otBillPct,
  holidayBillPct,
  roundingMinutes,
  weekStartsOn,
  contractStartsOn: '2026-01-01',
  contractEndsOn: null,
  holidays: [],
};

/** The ids of named records, for a suite's `ids`: `idsOf({ own, arena })` is `{ own: own.id, arena: arena.id }`. */
export function idsOf<K extends string>(records: Record<K, { id: string }>): Record<K, string> {
  const entries = Object.entries<{ id: string }>(records).map(([name, record]) => [name, record.id]);
  return Object.fromEntries(entries) as Record<K, string>;
}

export async function insertClient(db: Database, values: Partial<Insert<typeof clients>> = {}) {
  const [row] = await db
    .insert(clients)
    .values({ name: 'Test Guarding Co', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/**
 * A client's scheduling rules (docs/product/shifts.md#the-clients-rules): 8 h rest, 40 h weeks starting on Monday,
 * overtime at 150 %, 10 minutes' grace, claims approved at once; `values` changes some.
 */
export async function insertSchedulingSettings(
  db: Database,
  clientId: string,
  values: Partial<Insert<typeof schedulingSettings>> = {},
) {
  await db.insert(schedulingSettings).values({
    clientId,
    minRestMinutes: 480,
    weeklyOvertimeMinutes: 2400,
    weekStart: 1,
    overtimeMultiplierPct: 150,
    noShowGraceMinutes: 10,
    claimApproval: 'auto',
    ...values,
  });
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

/**
 * The usual scopes at one site (docs/product/access-and-roles.md): the manager has the event's customer
 * (fullClientAccess), the supervisor the event (individualEvents), and the guard is assigned to the event. `staff`
 * maps those roles to user ids, as a suite's `ids` does.
 */
export async function staffEvent(
  db: Database,
  site: { clientId: string; customerId: string; eventId: string },
  staff: { manager?: string; supervisor?: string; guard?: string },
) {
  await grantCustomer(db, site.clientId, staff.manager ?? '', site.customerId);
  await grantEvent(db, site.clientId, staff.supervisor ?? '', site.eventId);
  await assignGuard(db, site.clientId, site.eventId, staff.guard ?? '');
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

/**
 * Two guarding companies for tests of tenant isolation: Alpha Guarding with the customers Stadium Authority and
 * Mall Group, and Bravo Guarding with Bravo Customer.
 */
export async function insertAlphaAndBravo(
  db: Database,
  values: { alpha?: Partial<Insert<typeof clients>>; bravo?: Partial<Insert<typeof clients>> } = {},
) {
  const a = await insertClient(db, { name: 'Alpha Guarding', ...values.alpha });
  const b = await insertClient(db, { name: 'Bravo Guarding', ...values.bravo });
  const stadium = await insertCustomer(db, a.id, { name: 'Stadium Authority' });
  const mall = await insertCustomer(db, a.id, { name: 'Mall Group' });
  const bravoCustomer = await insertCustomer(db, b.id, { name: 'Bravo Customer' });
  return { a, b, stadium, mall, bravoCustomer };
}

/**
 * The events of the events suites for the companies of insertAlphaAndBravo: Alpha's stadium match running now (Cup
 * Final, from 2 hours ago to 4 hours on), its mall sale tomorrow (Holiday Sale), and Bravo's `bravoName` running now.
 * `hours(n)` is the suite's clock plus n hours.
 */
export async function insertAlphaAndBravoEvents(
  db: Database,
  { a, b, stadium, mall, bravoCustomer }: Awaited<ReturnType<typeof insertAlphaAndBravo>>,
  hours: (n: number) => Date,
  bravoName: string,
) {
  const stadiumEvent = await insertEvent(db, a.id, stadium.id, {
    name: 'Cup Final',
    startAt: hours(-2),
    endAt: hours(4),
  });
  const mallEvent = await insertEvent(db, a.id, mall.id, {
    name: 'Holiday Sale',
    startAt: hours(24),
    endAt: hours(30),
  });
  const bravoEvent = await insertEvent(db, b.id, bravoCustomer.id, {
    name: bravoName,
    startAt: hours(-1),
    endAt: hours(1),
  });
  return { stadiumEvent, mallEvent, bravoEvent };
}

/**
 * A guarding company with one customer and one event of that customer, for suites that work at one site: `site`
 * names the company (and its time zone) and the customer (Test Customer without one); `event` gives the event's
 * values.
 */
export async function insertClientWithEvent(
  db: Database,
  site: { client: string; timeZone?: string; customer?: string },
  event: Partial<Insert<typeof events>> & { startAt: Date; endAt: Date },
) {
  const client = await insertClient(db, { name: site.client, ...(site.timeZone ? { timeZone: site.timeZone } : {}) });
  const customer = await insertCustomer(db, client.id, site.customer ? { name: site.customer } : {});
  return { client, customer, event: await insertEvent(db, client.id, customer.id, event) };
}

/**
 * The live-operations suites' (dashboard, map) two companies, each with one customer, around the suite's clock
 * (`hours(n)` is n hours from it): Alpha's Gate Watch (3 hours either side of now), Night Patrol (1 hour ago to 8
 * on) and Tomorrow (20 to 30 hours on), and Bravo's Bravo Job (1 hour either side).
 */
export async function insertAlphaAndBravoOnDuty(db: Database, hours: (n: number) => Date) {
  const a = await insertClient(db, { name: 'Alpha' });
  const b = await insertClient(db, { name: 'Bravo' });
  const cust = await insertCustomer(db, a.id);
  const bCust = await insertCustomer(db, b.id);
  const gate = await insertEvent(db, a.id, cust.id, { name: 'Gate Watch', startAt: hours(-3), endAt: hours(3) });
  const patrol = await insertEvent(db, a.id, cust.id, { name: 'Night Patrol', startAt: hours(-1), endAt: hours(8) });
  const tomorrow = await insertEvent(db, a.id, cust.id, { name: 'Tomorrow', startAt: hours(20), endAt: hours(30) });
  const bEvent = await insertEvent(db, b.id, bCust.id, { name: 'Bravo Job', startAt: hours(-1), endAt: hours(1) });
  return { a, b, cust, gate, patrol, tomorrow, bEvent };
}

/**
 * Two guarding companies for tests of tenant isolation: Sentinel with the customers North Mall and South Arena,
 * and Lakeshore with Lake Pier (`names` names the three customers otherwise).
 */
export async function insertSentinelAndLakeshore(
  db: Database,
  names: { north: string; south: string; other: string } = {
    north: 'North Mall',
    south: 'South Arena',
    other: 'Lake Pier',
  },
) {
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  const north = await insertCustomer(db, own.id, { name: names.north });
  const south = await insertCustomer(db, own.id, { name: names.south });
  const otherCustomer = await insertCustomer(db, other.id, { name: names.other });
  return { own, other, north, south, otherCustomer };
}

type VisitorValues = Partial<Insert<typeof visitors>> & { clientId: string; name: string };

export async function insertVisitor(db: Database, values: VisitorValues) {
  const [row] = await db
    .insert(visitors)
    .values({ status: 'expected', ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

/**
 * The visitors suites' insertVisitor: into the suite app's database (read at call time, once the app is up), the
 * visitor expected an hour after the suite's clock (`hours(1)`) unless `expectedAt` says otherwise.
 */
export function suiteVisitorInserter(t: { database: { db: Database } }, hours: (h: number) => Date) {
  return (values: VisitorValues) => insertVisitor(t.database.db, { expectedAt: hours(1), ...values });
}

/** A mail of the outbox with its attachments, as the delivery tests read it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  files: { file_name: string; content_type: string; content: Buffer }[];
}

/** The outbox's mails whose subject contains `subjectLike`, oldest first, each with its attachments in order. */
export async function outboxMails(db: Database, subjectLike: string): Promise<OutboxMail[]> {
  const mails = await db.execute<{ id: string; to: string; subject: string; body: string }>(
    sql`select id, "to", subject, body from mail_outbox where subject like ${`%${subjectLike}%`} order by created_at, id`,
  );
  const out: OutboxMail[] = [];
  for (const mail of mails.rows) {
    const files = await db.execute<{ file_name: string; content_type: string; content: Buffer }>(
      sql`select file_name, content_type, content from mail_outbox_attachments where mail_id = ${mail.id} order by position`,
    );
    out.push({ ...mail, files: files.rows });
  }
  return out;
}
