import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../db/schema.ts';
import {
  clockIn,
  grantCustomer,
  insertClient,
  insertCustomer,
  insertEvent,
  insertUser,
  outboxMails,
} from '../../test/fixtures.ts';
import { addSignedInUser, signInCookie } from '../../test/http.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { createDailyActivityIssuer } from '../daily-activity/issuer.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { type ReportDeliveryDeps, runReportDelivery } from './delivery-job.ts';

/*
 * Scheduled delivery of daily activity reports (docs/product/proof-of-service.md#scheduled-delivery) against the
 * real database on a controlled clock, with the real issuer of the daily activity module: the reports are the
 * stored versions of the days as recorded, their PDFs the real ones, and a revision follows a real late edit of the
 * day's note. Only what is outside the system is faked: the SMTP server.
 */

let now = new Date('2026-06-16T05:00:00Z');
const clock = () => now;
const { t, ids, cookies, call } = suiteTestApp({ clock });
const at = (iso: string) => {
  now = new Date(iso);
};

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** The versions issued of an event's day (rows of daily_activity_reports), in order. */
async function versionsOf(eventId: string, date: string): Promise<number[]> {
  const result = await t.database.db.execute<{ version: number }>(
    sql`select version from daily_activity_reports where event_id = ${eventId} and day = ${date}::date order by version`,
  );
  return result.rows.map((r) => r.version);
}

/** How many versions of an event's days are stored in all. */
async function versionCount(eventId: string): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from daily_activity_reports where event_id = ${eventId}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The PDF attached to a mail as received over SMTP (its base64 part decoded). */
function pdfOfMail(raw: string): Buffer {
  const part = raw.split(/^--.*$/m).find((p) => /^Content-Type: application\/pdf/im.test(p)) ?? '';
  const body = part.split(/\n\n/).slice(1).join('');
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

const silentLog = { info: () => {}, error: () => {} };
/** The job as the server runs it: the real issuer, on the app's context (its database, clock and file store). */
const deps = (): ReportDeliveryDeps => ({
  ctx: { db: t.database.db, clock },
  issuer: createDailyActivityIssuer(t.ctx),
  log: silentLog,
});

const outbox = (subjectLike: string) => outboxMails(t.database.db, subjectLike);

async function deliveriesOf(subscriptionId: string) {
  const result = await t.database.db.execute<{
    status: string;
    attempts: number;
    last_error: string | null;
    next_attempt_at: Date | null;
    version: number;
    revision: boolean;
    subject: string;
  }>(
    sql`select status, attempts, last_error, next_attempt_at, version, revision, subject from report_deliveries
      where subscription_id = ${subscriptionId} order by created_at, version`,
  );
  return result.rows;
}

const fx = {} as {
  clientId: string;
  harbour: string;
  inland: string;
  pier: string;
  dock: string;
  future: string;
  depot: string;
};

beforeAll(async () => {
  const db = t.database.db;
  const client = await insertClient(db, { name: 'Delivery Guarding' });
  const other = await insertClient(db, { name: 'Other Guarding' });
  const harbour = await insertCustomer(db, client.id, { name: 'Harbour Authority' });
  const inland = await insertCustomer(db, client.id, { name: 'Inland Freight' });
  const otherCustomer = await insertCustomer(db, other.id, { name: 'Elsewhere' });
  // Harbour: two events that ran on 15 June (one in New York time), one that starts later.
  const pier = await insertEvent(db, client.id, harbour.id, {
    name: 'Pier Watch',
    startAt: new Date('2026-06-10T00:00:00Z'),
    endAt: new Date('2026-06-30T00:00:00Z'),
  });
  const dock = await insertEvent(db, client.id, harbour.id, {
    name: 'Dock Gate',
    timeZone: 'America/New_York',
    startAt: new Date('2026-06-15T12:00:00Z'),
    endAt: new Date('2026-06-15T22:00:00Z'),
  });
  const future = await insertEvent(db, client.id, harbour.id, {
    name: 'Cruise Terminal',
    startAt: new Date('2026-06-20T00:00:00Z'),
    endAt: new Date('2026-06-21T00:00:00Z'),
  });
  const depot = await insertEvent(db, client.id, inland.id, {
    name: 'Depot Night',
    startAt: new Date('2026-06-01T00:00:00Z'),
    endAt: new Date('2026-06-30T00:00:00Z'),
  });
  // Pier Watch's 15 June as recorded: a guard's shift, clocked in and out (the report names the guard).
  const gus = await insertUser(db, client.id, { email: 'gus@delivery.test', displayName: 'Gus Guard' });
  await db.insert(shifts).values({
    clientId: client.id,
    eventId: pier.id,
    post: 'Quay',
    startAt: new Date('2026-06-15T08:00:00Z'),
    endAt: new Date('2026-06-15T16:00:00Z'),
  });
  await clockIn(db, client.id, gus.id, pier.id, new Date('2026-06-15T08:00:00Z'), new Date('2026-06-15T16:00:00Z'));
  Object.assign(fx, {
    clientId: client.id,
    harbour: harbour.id,
    inland: inland.id,
    pier: pier.id,
    dock: dock.id,
    future: future.id,
    depot: depot.id,
  });
  ids.otherCustomer = otherCustomer.id;
  await addSignedInUser(t, { ids, cookies }, 'exec', client.id, { email: 'exec@delivery.test', roles: ['executive'] });
  // Signed-in people granted one customer.
  const addGranted = async (key: string, customerId: string, values: Parameters<typeof addSignedInUser>[4]) => {
    await addSignedInUser(t, { ids, cookies }, key, client.id, values);
    await grantCustomer(db, client.id, ids[key] ?? '', customerId);
  };
  await addGranted('harbourManager', harbour.id, {
    email: 'hm@delivery.test',
    roles: ['manager'],
    displayName: 'Hana Manager',
  });
  await addGranted('inlandManager', inland.id, { email: 'im@delivery.test', roles: ['manager'] });
  await addGranted('harbourSupervisor', harbour.id, {
    email: 'hs@delivery.test',
    roles: ['supervisor'],
    displayName: 'Sol Supervisor',
  });
  await addSignedInUser(t, { ids, cookies }, 'harbourClient', client.id, {
    email: 'client@delivery.test',
    roles: ['client'],
    customerId: harbour.id,
  });
  await addSignedInUser(t, { ids, cookies }, 'otherExec', other.id, { email: 'exec@other.test', roles: ['executive'] });
});

const emails: Record<string, string> = {
  exec: 'exec@delivery.test',
  harbourManager: 'hm@delivery.test',
  inlandManager: 'im@delivery.test',
  harbourSupervisor: 'hs@delivery.test',
};

/** Signs in again: sessions end as the test's clock moves on by days. */
async function fresh(who: string) {
  cookies[who] = await signInCookie(t.app, emails[who] ?? '');
}

async function subscribe(who: string, customerId: string, body: object): Promise<string> {
  await fresh(who);
  const response = await call(who, 'POST', `/api/v1/customers/${customerId}/report-subscriptions`, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

describe('subscriptions API', () => {
  it('adds a subscription with its recipients lower-cased and deduplicated, and lists it with its creator', async () => {
    at('2026-06-15T10:00:00Z');
    const id = await subscribe('harbourManager', fx.harbour, {
      recipients: ['Ops@Example.test', 'ops@example.test', 'night@demo.test'],
      kind: 'daily',
      sendAt: '07:00',
    });
    ids.harbourDaily = id;
    const list = await call('harbourManager', 'GET', `/api/v1/customers/${fx.harbour}/report-subscriptions`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      items: [
        {
          id,
          customerId: fx.harbour,
          recipients: ['ops@example.test', 'night@demo.test'],
          kind: 'daily',
          sendAt: '07:00',
          createdAt: '2026-06-15T10:00:00.000Z',
          createdBy: { id: ids.harbourManager, name: 'Hana Manager' },
        },
      ],
    });
  });

  it('answers 400 with the field for a bad body or query', async () => {
    const url = `/api/v1/customers/${fx.harbour}/report-subscriptions`;
    const cases: [object, string][] = [
      [{ recipients: [], kind: 'daily', sendAt: '07:00' }, 'recipients'],
      [{ recipients: ['not-an-email'], kind: 'daily', sendAt: '07:00' }, 'recipients'],
      [
        {
          recipients: Array.from({ length: 21 }, (_, i) => `r${i}@example.test`),
          kind: 'daily',
          sendAt: '07:00',
        },
        'recipients',
      ],
      [{ recipients: ['a@example.test'], kind: 'hourly', sendAt: '07:00' }, 'kind'],
      [{ recipients: ['a@example.test'], kind: 'daily', sendAt: '25:00' }, 'sendAt'],
      [{ recipients: ['a@example.test'], kind: 'daily', sendAt: '7:00' }, 'sendAt'],
      [{ recipients: ['a@example.test'], kind: 'daily', sendAt: '07:00', extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await call('exec', 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(response.body, JSON.stringify(body)).toContain(field);
    }
    const badQuery = await call('exec', 'GET', '/api/v1/report-deliveries?from=2026-06-20&to=2026-06-01');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.body).toContain('to');
    const badStatus = await call('exec', 'GET', '/api/v1/report-deliveries?from=2026-06-01&to=2026-06-20&status=x');
    expect(badStatus.statusCode).toBe(400);
    const badId = await call('exec', 'DELETE', '/api/v1/report-subscriptions/nope');
    expect(badId.statusCode).toBe(400);
  });

  it('keeps each customer to the people whose scope holds it', async () => {
    const url = `/api/v1/customers/${fx.harbour}/report-subscriptions`;
    const body = { recipients: ['a@example.test'], kind: 'daily', sendAt: '07:00' };
    // A manager of another customer of the same client: 404, to read, add or delete.
    expect((await call('inlandManager', 'GET', url)).statusCode).toBe(404);
    expect((await call('inlandManager', 'POST', url, body)).statusCode).toBe(404);
    expect((await call('inlandManager', 'DELETE', `/api/v1/report-subscriptions/${ids.harbourDaily}`)).statusCode).toBe(
      404,
    );
    // Another client: 404.
    expect((await call('otherExec', 'GET', url)).statusCode).toBe(404);
    expect((await call('exec', 'GET', `/api/v1/customers/${ids.otherCustomer}/report-subscriptions`)).statusCode).toBe(
      404,
    );
    // The customer's own client user reads its subscriptions, not another customer's, and cannot add one.
    expect((await call('harbourClient', 'GET', url)).statusCode).toBe(200);
    expect((await call('harbourClient', 'GET', `/api/v1/customers/${fx.inland}/report-subscriptions`)).statusCode).toBe(
      404,
    );
    expect((await call('harbourClient', 'POST', url, body)).statusCode).toBe(403);
    expect(
      (await call('harbourClient', 'GET', '/api/v1/report-deliveries?from=2026-06-01&to=2026-06-30')).statusCode,
    ).toBe(403);
  });

  it('deletes a subscription (then it is gone from the list), 404 the second time', async () => {
    const id = await subscribe('exec', fx.inland, { recipients: ['x@example.test'], kind: 'weekly', sendAt: '06:00' });
    expect((await call('exec', 'DELETE', `/api/v1/report-subscriptions/${id}`)).statusCode).toBe(204);
    const list = await call('exec', 'GET', `/api/v1/customers/${fx.inland}/report-subscriptions`);
    expect((list.json() as { items: unknown[] }).items).toEqual([]);
    expect((await call('exec', 'DELETE', `/api/v1/report-subscriptions/${id}`)).statusCode).toBe(404);
  });
});

describe('the delivery job', () => {
  it('sends nothing before the send time, then one mail per event that ran the day before, with its PDF', async () => {
    at('2026-06-16T06:59:00Z');
    await runReportDelivery(deps());
    expect(await outbox('Daily activity report')).toEqual([]);
    expect(await versionsOf(fx.pier, '2026-06-15')).toEqual([]);

    at('2026-06-16T07:00:30Z');
    const run = await runReportDelivery(deps());
    expect(run.scheduled).toBe(1); // Pier Watch (UTC); Dock Gate's 07:00 is New York's, still to come
    const pier = await outbox('Pier Watch');
    expect(pier).toHaveLength(1);
    expect(pier[0]?.subject).toBe('Daily activity report — Pier Watch — 2026-06-15');
    expect(pier[0]?.to).toBe('ops@example.test, night@demo.test');
    expect(pier[0]?.body).toContain('daily-activity-Pier-Watch-2026-06-15-v1.pdf');
    expect(pier[0]?.files).toHaveLength(1);
    expect(pier[0]?.files[0]?.file_name).toBe('daily-activity-Pier-Watch-2026-06-15-v1.pdf');
    expect(pier[0]?.files[0]?.content_type).toBe('application/pdf');
    // The day's report as issued: version 1, stored once, its PDF naming the event, the day and who was on duty.
    expect(await versionsOf(fx.pier, '2026-06-15')).toEqual([1]);
    const text = await pdfText(pier[0]?.files[0]?.content ?? Buffer.alloc(0));
    for (const expected of [
      'Delivery Guarding',
      'Customer: Harbour Authority',
      'Event: Pier Watch',
      'Date: 2026-06-15',
      'Version 1',
      'Gus Guard',
      'No note',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Revision');

    // 07:00 in New York: Dock Gate ran on the 15th there; the Cruise Terminal has not run; Inland is not subscribed.
    at('2026-06-16T11:00:00Z');
    await runReportDelivery(deps());
    const dock = await outbox('Dock Gate');
    expect(dock).toHaveLength(1);
    expect(dock[0]?.files.map((f) => f.file_name)).toEqual(['daily-activity-Dock-Gate-2026-06-15-v1.pdf']);
    const dockText = await pdfText(dock[0]?.files[0]?.content ?? Buffer.alloc(0));
    expect(dockText).toContain('Event: Dock Gate');
    expect(dockText).toContain('Date: 2026-06-15 (time zone America/New_York)');
    expect(await outbox('Cruise Terminal')).toEqual([]);
    expect(await outbox('Depot Night')).toEqual([]);
    expect(await versionCount(fx.future)).toBe(0);
    expect(await versionCount(fx.depot)).toBe(0);
    expect(await versionsOf(fx.dock, '2026-06-15')).toEqual([1]);

    await fresh('exec');
    await fresh('inlandManager');
    const log = await call('exec', 'GET', '/api/v1/report-deliveries?from=2026-06-15&to=2026-06-15');
    expect(log.statusCode).toBe(200);
    const items = (log.json() as { items: { eventName: string; status: string; attempts: number }[] }).items;
    expect(items.map((i) => [i.eventName, i.status, i.attempts]).sort()).toEqual([
      ['Dock Gate', 'sent', 1],
      ['Pier Watch', 'sent', 1],
    ]);
    // A manager of another customer sees none of them.
    const other = await call('inlandManager', 'GET', '/api/v1/report-deliveries?from=2026-06-15&to=2026-06-15');
    expect((other.json() as { items: unknown[] }).items).toEqual([]);
  });

  it('sends a slot once however often and in however many runners the job runs', async () => {
    at('2026-06-16T11:05:00Z');
    await Promise.all([runReportDelivery(deps()), runReportDelivery(deps()), runReportDelivery(deps())]);
    at('2026-06-16T23:59:00Z');
    await runReportDelivery(deps());
    expect(await outbox('Pier Watch')).toHaveLength(1);
    expect(await outbox('Dock Gate')).toHaveLength(1);
    expect(await versionsOf(fx.pier, '2026-06-15')).toEqual([1]);
    expect(await versionsOf(fx.dock, '2026-06-15')).toEqual([1]);
    // Two runners starting the same slot at once still make one mail, and one version of the day.
    const id = await subscribe('exec', fx.inland, {
      recipients: ['race@example.test'],
      kind: 'daily',
      sendAt: '08:00',
    });
    at('2026-06-17T08:00:00Z');
    await Promise.all([runReportDelivery(deps()), runReportDelivery(deps())]);
    const depot = await outbox('Depot Night — 2026-06-16');
    expect(depot).toHaveLength(1);
    expect(await deliveriesOf(id)).toHaveLength(1);
    expect(await versionsOf(fx.depot, '2026-06-16')).toEqual([1]);
    expect(await versionCount(fx.depot)).toBe(1);
    const depotText = await pdfText(depot[0]?.files[0]?.content ?? Buffer.alloc(0));
    expect(depotText).toContain('Event: Depot Night');
    expect(depotText).toContain('Date: 2026-06-16');
  });

  it('sends a late slot the same day, but never a day older than that', async () => {
    const id = await subscribe('exec', fx.inland, {
      recipients: ['late@example.test'],
      kind: 'daily',
      sendAt: '06:00',
    });
    // The server was down from before the 18th's slot until the 19th's: only the 18th's mail (the 18th day's report).
    at('2026-06-19T13:00:00Z');
    await runReportDelivery(deps());
    const rows = await deliveriesOf(id);
    expect(rows.map((r) => r.subject)).toEqual(['Daily activity report — Depot Night — 2026-06-18']);
    // The 17th was never issued; the 18th once, for both subscriptions that were due.
    expect(await versionsOf(fx.depot, '2026-06-17')).toEqual([]);
    expect(await versionsOf(fx.depot, '2026-06-18')).toEqual([1]);
    const [mail] = await outbox('Depot Night — 2026-06-18');
    expect(await pdfText(mail?.files[0]?.content ?? Buffer.alloc(0))).toContain('Date: 2026-06-18');
  });

  it('sends a changed day again as a revision, to the subscriptions that had it', async () => {
    // The supervisor writes the 15th's note late, after its report was sent: the day's content has changed.
    at('2026-06-17T09:00:00Z');
    await fresh('harbourSupervisor');
    const note = 'Late note: the quay gate was found open at 22:10 and locked.';
    const noted = await call('harbourSupervisor', 'PUT', `/api/v1/events/${fx.pier}/daily-notes/2026-06-15`, {
      body: note,
    });
    expect(noted.statusCode, noted.body).toBe(200);
    await runReportDelivery(deps());
    const pier = await outbox('Pier Watch — 2026-06-15');
    expect(pier.map((m) => m.subject)).toEqual([
      'Daily activity report — Pier Watch — 2026-06-15',
      'Revised: Daily activity report — Pier Watch — 2026-06-15 (version 2)',
    ]);
    expect(pier[1]?.to).toBe('ops@example.test, night@demo.test');
    expect(pier[1]?.files.map((f) => f.file_name)).toEqual(['daily-activity-Pier-Watch-2026-06-15-v2.pdf']);
    expect(pier[1]?.body).toContain('version 2');
    expect(await versionsOf(fx.pier, '2026-06-15')).toEqual([1, 2]);
    const revised = await pdfText(pier[1]?.files[0]?.content ?? Buffer.alloc(0));
    for (const expected of ['Event: Pier Watch', 'Date: 2026-06-15', 'Version 2 · Revision', note, 'Sol Supervisor']) {
      expect(revised).toContain(expected);
    }
    // The first mail's PDF is still version 1, without the note.
    const first = await pdfText(pier[0]?.files[0]?.content ?? Buffer.alloc(0));
    expect(first).toContain('Version 1');
    expect(first).not.toContain(note);
    const rows = await deliveriesOf(ids.harbourDaily ?? '');
    expect(rows.filter((r) => r.revision).map((r) => r.version)).toEqual([2]);
    // Only the day whose note changed: Dock Gate's 15th is not sent again.
    expect(await outbox('Dock Gate')).toHaveLength(1);
    expect(await versionsOf(fx.dock, '2026-06-15')).toEqual([1]);
    // Nothing changed since: no further mail, no further version.
    at('2026-06-17T09:01:00Z');
    await runReportDelivery(deps());
    expect(await outbox('Pier Watch — 2026-06-15')).toHaveLength(2);
    expect(await versionsOf(fx.pier, '2026-06-15')).toEqual([1, 2]);
  });

  it('sends a weekly subscription on the week’s first day: one mail per event with a PDF per day it ran', async () => {
    // Week start is Monday (the scheduling default); 22 June 2026 is a Monday.
    at('2026-06-20T12:00:00Z');
    const id = await subscribe('exec', fx.harbour, {
      recipients: ['week@example.test'],
      kind: 'weekly',
      sendAt: '07:30',
    });
    at('2026-06-21T08:00:00Z'); // Sunday: nothing
    await runReportDelivery(deps());
    expect(await deliveriesOf(id)).toEqual([]);
    at('2026-06-22T07:30:00Z');
    await runReportDelivery(deps());
    const mails = await outbox('Weekly activity reports — Pier Watch');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Weekly activity reports — Pier Watch — 2026-06-15 to 2026-06-21');
    const days = ['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20', '2026-06-21'];
    // Each day's latest version: the 15th's revision, the others' first (issued now or by the daily subscription).
    expect(mails[0]?.files.map((f) => f.file_name)).toEqual(
      days.map((day) => `daily-activity-Pier-Watch-${day}-${day === '2026-06-15' ? 'v2' : 'v1'}.pdf`),
    );
    for (const [i, file] of (mails[0]?.files ?? []).entries()) {
      const text = await pdfText(file.content);
      expect(text).toContain('Event: Pier Watch');
      expect(text).toContain(`Date: ${days[i]}`);
    }
    // One version per day, the 15th's two: the week's issue stored nothing already issued again.
    expect(await versionCount(fx.pier)).toBe(8);
    // The Cruise Terminal ran on the 20th only.
    const cruise = await outbox('Weekly activity reports — Cruise Terminal');
    expect(cruise[0]?.files.map((f) => f.file_name)).toEqual(['daily-activity-Cruise-Terminal-2026-06-20-v1.pdf']);
    const cruiseText = await pdfText(cruise[0]?.files[0]?.content ?? Buffer.alloc(0));
    expect(cruiseText).toContain('Event: Cruise Terminal');
    expect(cruiseText).toContain('Date: 2026-06-20');
    expect(await versionCount(fx.future)).toBe(1);
  });

  it('sends a day whose records changed late (a corrected clock entry) as a revision, once however many runners', async () => {
    // Gus's clock-out on the 15th is corrected a week later: not the note, a record the report shows.
    at('2026-06-22T09:00:00Z');
    await fresh('exec');
    const entry = await t.database.db.execute<{ id: string; user_id: string }>(
      sql`select id, user_id from clock_entries where event_id = ${fx.pier} order by clock_in limit 1`,
    );
    const { id: entryId, user_id: gus } = entry.rows[0] ?? { id: '', user_id: '' };
    const corrected = await call('exec', 'PATCH', `/api/v1/personnel/${gus}/timesheet/${entryId}`, {
      clockOut: '2026-06-15T17:30:00Z',
      reason: 'Signed out late at the gatehouse',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await Promise.all([runReportDelivery(deps()), runReportDelivery(deps())]);
    const subject = 'Revised: Daily activity report — Pier Watch — 2026-06-15 (version 3)';
    // The daily subscription and the weekly one both had the 15th: one revised mail each.
    const revised = await outbox(subject);
    expect(revised.map((m) => m.to).sort()).toEqual(['ops@example.test, night@demo.test', 'week@example.test']);
    expect(await versionsOf(fx.pier, '2026-06-15')).toEqual([1, 2, 3]);
    const text = await pdfText(revised[0]?.files[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain('Version 3 · Revision');
    expect(text).toContain('out 17:30');
    // The other days of the week did not change: no version, no mail.
    expect(await versionCount(fx.pier)).toBe(9);
    at('2026-06-22T09:01:00Z');
    await runReportDelivery(deps());
    expect(await outbox(subject)).toHaveLength(2);
    expect(await versionsOf(fx.pier, '2026-06-15')).toEqual([1, 2, 3]);
  });
});

/** A customer of its own with an event running all June (so no other subscription shares its mails). */
async function customerWithEvent(name: string) {
  const customer = await insertCustomer(t.database.db, fx.clientId, { name });
  const event = await insertEvent(t.database.db, fx.clientId, customer.id, {
    name: `${name} Post`,
    startAt: new Date('2026-06-01T00:00:00Z'),
    endAt: new Date('2026-06-30T00:00:00Z'),
  });
  return { customerId: customer.id, eventId: event.id };
}

describe('over SMTP', () => {
  let flaky: SmtpTestServer;
  beforeAll(async () => {
    // The subscriptions above are done with: only this section's own go over SMTP.
    await t.database.db.execute(sql`update report_subscriptions set deleted_at = now() where deleted_at is null`);
    flaky = await startSmtpTestServer({ refusals: 1 });
  });
  afterAll(() => flaky.close());

  it('retries a refused mail with backoff and keeps the error, then sends it', async () => {
    const mailer = smtpMailer(flaky.url, 'Watchpost <no-reply@watchpost.local>');
    const smtpDeps = (): ReportDeliveryDeps => ({ ...deps(), ctx: { db: t.database.db, clock, mailer } });
    at('2026-06-23T00:00:00Z');
    const { customerId: customer, eventId } = await customerWithEvent('Flaky Mail');
    const id = await subscribe('exec', customer, {
      recipients: ['smtp@example.test'],
      kind: 'daily',
      sendAt: '09:00',
    });
    at('2026-06-23T09:00:00Z');
    await runReportDelivery(smtpDeps());
    let [row] = await deliveriesOf(id);
    expect(row?.status).toBe('retrying');
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toContain('451');
    expect(new Date(row?.next_attempt_at ?? 0).toISOString()).toBe('2026-06-23T09:01:00.000Z');
    // Not before the backoff has passed.
    at('2026-06-23T09:00:40Z');
    await runReportDelivery(smtpDeps());
    expect(flaky.tries()).toBe(1);
    at('2026-06-23T09:01:00Z');
    await runReportDelivery(smtpDeps());
    [row] = await deliveriesOf(id);
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(2);
    expect(row?.last_error).toContain('451');
    expect(flaky.received).toHaveLength(1);
    expect(flaky.received[0]?.data).toMatch(/^Subject: .*Daily_activity_report/m);
    expect(flaky.received[0]?.data).toContain('application/pdf');
    expect(flaky.received[0]?.data).toContain('daily-activity-Flaky-Mail-Post-2026-06-22-v1.pdf');
    // The PDF that went over the wire is the day's issued report; the retry sent it again, issued once.
    const text = await pdfText(pdfOfMail(flaky.received[0]?.data ?? ''));
    expect(text).toContain('Event: Flaky Mail Post');
    expect(text).toContain('Date: 2026-06-22');
    expect(text).toContain('Version 1');
    expect(await versionsOf(eventId, '2026-06-22')).toEqual([1]);
    await mailer.close();
  });

  it('gives up after five attempts, 1, 2, 4 and 8 minutes apart', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'Watchpost <no-reply@watchpost.local>');
    const smtpDeps = (): ReportDeliveryDeps => ({ ...deps(), ctx: { db: t.database.db, clock, mailer } });
    at('2026-06-24T00:00:00Z');
    const { customerId: customer, eventId } = await customerWithEvent('No Mail');
    const id = await subscribe('exec', customer, {
      recipients: ['down@example.test'],
      kind: 'daily',
      sendAt: '10:00',
    });
    let minute = Date.parse('2026-06-24T10:00:00Z');
    const seen: [string, number, string | null][] = [];
    for (const wait of [0, 1, 2, 4, 8]) {
      minute += wait * 60_000;
      now = new Date(minute);
      await runReportDelivery(smtpDeps());
      const [row] = await deliveriesOf(id);
      seen.push([
        row?.status ?? '',
        row?.attempts ?? 0,
        row?.next_attempt_at ? new Date(row.next_attempt_at).toISOString() : null,
      ]);
    }
    expect(seen).toEqual([
      ['retrying', 1, '2026-06-24T10:01:00.000Z'],
      ['retrying', 2, '2026-06-24T10:03:00.000Z'],
      ['retrying', 3, '2026-06-24T10:07:00.000Z'],
      ['retrying', 4, '2026-06-24T10:15:00.000Z'],
      ['failed', 5, null],
    ]);
    const [row] = await deliveriesOf(id);
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/);
    // Five attempts of one issued version.
    expect(await versionsOf(eventId, '2026-06-23')).toEqual([1]);
    await fresh('exec');
    const log = await call(
      'exec',
      'GET',
      `/api/v1/report-deliveries?from=2026-06-23&to=2026-06-23&status=failed&customerId=${customer}`,
    );
    expect((log.json() as { items: { attempts: number }[] }).items.map((i) => i.attempts)).toEqual([5]);
    await mailer.close();
  });
});
