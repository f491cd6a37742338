import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyActivityReport } from '../../../shared/contract/daily-activity.ts';
import {
  breaks,
  checkCalls,
  checkpointScans,
  checkpoints,
  clockEntries,
  incidentReports,
  shifts,
  tours,
} from '../../db/schema.ts';
import {
  assignGuard,
  grantCustomer,
  insertAlert,
  insertClient,
  insertCustomer,
  insertEvent,
  insertUser,
  insertVisitor,
} from '../../test/fixtures.ts';
import { addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { createDailyActivityIssuer, weeklyActivityPdf } from './issuer.ts';
import { alertHeading } from './report-pdf.ts';

// Daily activity reports (docs/product/proof-of-service.md#daily-activity-report) against the real database: the
// day in the event's zone (Europe/Berlin, UTC+2 in June), every section, the empty-day wording, scope, the note,
// issued versions in the hash chain and their PDFs.
let now = new Date('2026-06-12T10:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

const day = '2026-06-10';
const at = (hhmm: string, date = day) => new Date(`${date}T${hhmm}:00Z`);
let eventId = '';
let quietId = '';
let clientId = '';

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

const report = async (who: string, event: string, date: string) => {
  const res = await call(who, 'GET', `/api/v1/reports/daily-activity?eventId=${event}&date=${date}`);
  expect(res.statusCode).toBe(200);
  return res.json() as DailyActivityReport;
};

beforeAll(async () => {
  const db = t.database.db;
  const client = await insertClient(db, { name: 'Sentinel Guarding' });
  clientId = client.id;
  const other = await insertClient(db, { name: 'Lakeshore Guarding' });
  const north = await insertCustomer(db, client.id, { name: 'North Mall' });
  const south = await insertCustomer(db, client.id, { name: 'South Arena' });
  const event = await insertEvent(db, client.id, north.id, {
    name: 'Mall Night Watch',
    siteName: 'North Mall',
    address: '1 Mall Road',
    timeZone: 'Europe/Berlin',
    startAt: new Date('2026-06-01T00:00:00Z'),
    endAt: new Date('2026-06-30T00:00:00Z'),
  });
  eventId = event.id;
  const quiet = await insertEvent(db, client.id, north.id, {
    name: 'Quiet Event',
    timeZone: 'Europe/Berlin',
    startAt: new Date('2026-06-01T00:00:00Z'),
    endAt: new Date('2026-06-30T00:00:00Z'),
  });
  quietId = quiet.id;

  const person = (key: string, roles: string[], name: string, extra: object = {}) =>
    addSignedInUser(t, { ids, cookies }, key, client.id, {
      email: `${key}@dar.test`,
      roles,
      displayName: name,
      ...extra,
    });
  await person('exec', ['executive'], 'Erin Exec');
  const supervisor = await person('supervisor', ['supervisor'], 'Sam Supervisor');
  await grantCustomer(db, client.id, supervisor, north.id);
  const anna = await person('guard', ['guard'], 'Anna Guard');
  const ben = await person('ben', ['guard'], 'Ben Guard');
  await assignGuard(db, client.id, event.id, anna);
  await assignGuard(db, client.id, event.id, ben);
  await person('northClient', ['client'], 'Nora North', { customerId: north.id });
  await person('southClient', ['client'], 'Sid South', { customerId: south.id });
  await addSignedInUser(t, { ids, cookies }, 'otherExec', other.id, {
    email: 'exec@other.dar.test',
    roles: ['executive'],
  });

  await db.insert(shifts).values({
    clientId: client.id,
    eventId: event.id,
    post: 'Gate',
    startAt: at('06:00'),
    endAt: at('14:00'),
  });
  // The quiet event has a shift on the 15th (nobody clocked in) and none on the 14th.
  await db.insert(shifts).values({
    clientId: client.id,
    eventId: quiet.id,
    post: 'Lobby',
    startAt: at('08:00', '2026-06-15'),
    endAt: at('16:00', '2026-06-15'),
  });
  await db.insert(clockEntries).values([
    { clientId: client.id, userId: anna, eventId: event.id, clockIn: at('06:00'), clockOut: at('14:00') },
    // The evening before in Berlin is the 9th: 21:30Z on the 9th is 23:30 local; half an hour falls on the 10th.
    {
      clientId: client.id,
      userId: ben,
      eventId: event.id,
      clockIn: at('21:30', '2026-06-09'),
      clockOut: at('22:30', '2026-06-09'),
      offSite: true,
    },
    // Still on duty at the report's now.
    { clientId: client.id, userId: ben, eventId: event.id, clockIn: at('20:00') },
  ]);
  await db.insert(breaks).values({
    clientId: client.id,
    userId: anna,
    eventId: event.id,
    startAt: at('10:00'),
    endAt: at('10:40'),
    lengthOfBreak: 30,
    status: 'overrun',
  });
  const [gate] = await db
    .insert(checkpoints)
    .values({ clientId: client.id, eventId: event.id, name: 'Gate A', latitude: 52.5, longitude: 13.4, token: 'tok-a' })
    .returning();
  if (!gate) throw new Error('no checkpoint');
  await db.insert(tours).values({
    clientId: client.id,
    eventId: event.id,
    name: 'Perimeter',
    checkpointIds: [gate.id],
    startTime: '09:00',
    endTime: '11:00',
    everyMinutes: 60,
    graceMinutes: 10,
  });
  // Berlin 09:30 (07:30Z): the first run (09:00–10:00) completes; the second (10:00–11:00) is missed.
  await db.insert(checkpointScans).values({
    clientId: client.id,
    checkpointId: gate.id,
    eventId: event.id,
    userId: anna,
    scannedAt: at('07:30'),
    // Sent from the phone 40 minutes after it was taken.
    receivedAt: at('08:10'),
    flagged: 'far',
    flags: ['far', 'low_accuracy'],
  });
  await db.insert(checkCalls).values({ clientId: client.id, userId: anna, eventId: event.id, at: at('12:00') });
  await insertAlert(db, client.id, {
    type: 'Missed Check-Call',
    title: 'Missed check-call',
    guardId: anna,
    eventId: event.id,
    createdAt: at('13:00'),
    seen: true,
    seenAt: at('13:12'),
    seenBy: supervisor,
  });
  await insertAlert(db, client.id, {
    type: 'SOS',
    title: 'SOS raised',
    guardId: anna,
    eventId: event.id,
    createdAt: at('13:30'),
  });
  await db.insert(incidentReports).values({
    clientId: client.id,
    eventId: event.id,
    guardId: anna,
    reportType: 'Fire Report',
    incidentType: 'Kitchen fire',
    submittedAt: at('11:00'),
    submittedBy: anna,
  });
  await insertVisitor(db, {
    clientId: client.id,
    eventId: event.id,
    name: 'Vera Visitor',
    company: 'Acme',
    status: 'checked_out',
    checkedInAt: at('09:00'),
    checkedOutAt: at('10:00'),
  });
});

describe('the report of a day', () => {
  it('has every section as recorded, times as instants, the day in the event’s zone', async () => {
    const r = await report('supervisor', eventId, day);
    const anna = { id: ids.guard, name: 'Anna Guard' };
    const ben = { id: ids.ben, name: 'Ben Guard' };
    expect(r.content).toEqual({
      header: {
        company: { name: 'Sentinel Guarding', logoUrl: null },
        customer: { id: expect.any(String), name: 'North Mall' },
        event: {
          id: eventId,
          name: 'Mall Night Watch',
          siteName: 'North Mall',
          address: '1 Mall Road',
          latitude: null,
          longitude: null,
        },
        timeZone: 'Europe/Berlin',
        date: day,
        dayStart: '2026-06-09T22:00:00.000Z',
        dayEnd: '2026-06-10T22:00:00.000Z',
      },
      empty: null,
      guardsOnDuty: [
        {
          person: ben,
          clockIn: '2026-06-09T21:30:00.000Z',
          clockOut: '2026-06-09T22:30:00.000Z',
          stillOnDuty: false,
          hours: 0.5,
          offSite: true,
        },
        {
          person: anna,
          clockIn: '2026-06-10T06:00:00.000Z',
          clockOut: '2026-06-10T14:00:00.000Z',
          stillOnDuty: false,
          hours: 8,
          offSite: false,
        },
        {
          person: ben,
          clockIn: '2026-06-10T20:00:00.000Z',
          clockOut: null,
          stillOnDuty: true,
          hours: 2,
          offSite: false,
        },
      ],
      breaks: [
        {
          person: anna,
          startAt: '2026-06-10T10:00:00.000Z',
          endAt: '2026-06-10T10:40:00.000Z',
          minutes: 40,
          plannedMinutes: 30,
          overrun: true,
        },
      ],
      tours: [
        {
          tourId: expect.any(String),
          tourName: 'Perimeter',
          startsAt: '2026-06-10T07:00:00.000Z',
          endsAt: '2026-06-10T08:00:00.000Z',
          state: 'completed',
          expected: 1,
          scanned: 1,
          missed: 0,
          late: 0,
        },
        {
          tourId: expect.any(String),
          tourName: 'Perimeter',
          startsAt: '2026-06-10T08:00:00.000Z',
          endsAt: '2026-06-10T09:00:00.000Z',
          state: 'missed checkpoints',
          expected: 1,
          scanned: 0,
          missed: 1,
          late: 0,
        },
      ],
      checkpointScans: [
        {
          at: '2026-06-10T07:30:00.000Z',
          checkpoint: 'Gate A',
          guard: anna,
          flag: 'far',
          flags: ['far', 'low_accuracy'],
          receivedAt: '2026-06-10T08:10:00.000Z',
        },
      ],
      checkCalls: [{ at: '2026-06-10T12:00:00.000Z', guard: anna }],
      alerts: [
        {
          id: expect.any(String),
          at: '2026-06-10T13:00:00.000Z',
          type: 'Missed Check-Call',
          title: 'Missed check-call',
          acknowledged: {
            by: { id: ids.supervisor, name: 'Sam Supervisor' },
            at: '2026-06-10T13:12:00.000Z',
            afterMinutes: 12,
          },
        },
        {
          id: expect.any(String),
          at: '2026-06-10T13:30:00.000Z',
          type: 'SOS',
          title: 'SOS raised',
          acknowledged: null,
        },
      ],
      incidentReports: [
        {
          id: expect.any(String),
          at: '2026-06-10T11:00:00.000Z',
          reportType: 'Fire Report',
          title: 'Kitchen fire',
          filedBy: anna,
          status: 'Submitted',
          thumbnailUrl: null,
          photoFile: null,
        },
      ],
      visitors: [
        {
          name: 'Vera Visitor',
          company: 'Acme',
          checkedInAt: '2026-06-10T09:00:00.000Z',
          checkedOutAt: '2026-06-10T10:00:00.000Z',
        },
      ],
      note: null,
    });
    expect(r.issued).toBeNull();
    expect(r.versions).toEqual([]);
    expect(r.chainHead?.seq).toBeGreaterThan(0);
  });

  it('as a PDF holds the same data, times in the event’s zone, and says which sections are empty', async () => {
    const res = await call('supervisor', 'GET', `/api/v1/reports/daily-activity.pdf?eventId=${eventId}&date=${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="daily-activity-Mall-Night-Watch-2026');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Sentinel Guarding',
      'North Mall',
      'Mall Night Watch',
      'Europe/Berlin',
      'Anna Guard',
      'in 08:00, out 16:00',
      'still on duty',
      'OFF-SITE',
      'OVERRUN',
      'Perimeter',
      'missed checkpoints',
      'Gate A',
      'sent 40 min late · FLAG: far from the checkpoint, low accuracy',
      '15:00 Missed check-call — acknowledged by Sam Supervisor after 12 min',
      '15:30 SOS raised — unacknowledged',
      'Kitchen fire',
      'Vera Visitor',
      'No note',
      'Chain head at generation',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names an alert by its title, with its type only where the title does not start with it', () => {
    expect(alertHeading({ type: 'SOS', title: 'SOS: Yusuf Karim' })).toBe('SOS: Yusuf Karim');
    expect(alertHeading({ type: 'Break Overrun', title: 'Break overrun: Jorge Castillo' })).toBe(
      'Break overrun: Jorge Castillo',
    );
    expect(alertHeading({ type: 'Break Zone Exit', title: 'Break outside the break zone: Guadalupe Reyes' })).toBe(
      'Break outside the break zone: Guadalupe Reyes (Break Zone Exit)',
    );
  });

  it('of a day with nothing says so and why', async () => {
    const notRunning = await report('supervisor', eventId, '2026-07-05');
    expect(notRunning.content.empty).toBe('event_not_running');
    expect(notRunning.content.guardsOnDuty).toEqual([]);
    expect((await report('supervisor', quietId, '2026-06-14')).content.empty).toBe('no_shift');
    expect((await report('supervisor', quietId, '2026-06-15')).content.empty).toBe('no_guard_clocked_in');

    const wording = {
      '2026-06-14': 'Nothing to report: no shift was scheduled on this day.',
      '2026-06-15': 'Nothing to report: shifts were scheduled but no guard clocked in.',
    };
    for (const [date, expected] of Object.entries(wording)) {
      const res = await call('supervisor', 'GET', `/api/v1/reports/daily-activity.pdf?eventId=${quietId}&date=${date}`);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(expected);
      for (const none of ['No guards on duty', 'No breaks', 'No checkpoint scans', 'No check-calls', 'No visitors']) {
        expect(text).toContain(none);
      }
    }
    const res = await call(
      'supervisor',
      'GET',
      `/api/v1/reports/daily-activity.pdf?eventId=${eventId}&date=2026-07-05`,
    );
    expect(await pdfText(res.rawPayload)).toContain('Nothing to report: the event was not running on this day.');
  });

  it('is for those who see the event: a client user their customer’s events, 404 for others', async () => {
    expect((await report('northClient', eventId, day)).content.header.event.name).toBe('Mall Night Watch');
    expect((await report('exec', eventId, day)).content.alerts).toHaveLength(2);
    const url = `/api/v1/reports/daily-activity?eventId=${eventId}&date=${day}`;
    expect((await call('southClient', 'GET', url)).statusCode).toBe(404);
    expect((await call('otherExec', 'GET', url)).statusCode).toBe(404);
    expect((await call('guard', 'GET', url)).statusCode).toBe(403);
    const bad = await call('exec', 'GET', `/api/v1/reports/daily-activity?eventId=${eventId}&date=2026-13-01`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('date');
  });
});

describe('the note of the day', () => {
  it('is written by a supervisor (who and when kept), cleared by an empty body or DELETE, never by a guard', async () => {
    const url = `/api/v1/events/${quietId}/daily-notes/2026-06-14`;
    const saved = await call('supervisor', 'PUT', url, { body: '  Quiet day, all doors checked.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      date: '2026-06-14',
      body: 'Quiet day, all doors checked.',
      updatedAt: now.toISOString(),
      updatedBy: { id: ids.supervisor, name: 'Sam Supervisor' },
    });
    expect((await report('northClient', quietId, '2026-06-14')).content.note?.body).toBe(
      'Quiet day, all doors checked.',
    );
    expect((await call('guard', 'PUT', url, { body: 'I was here' })).statusCode).toBe(403);
    expect((await call('northClient', 'PUT', url, { body: 'Hello' })).statusCode).toBe(403);
    expect((await call('otherExec', 'PUT', url, { body: 'Hello' })).statusCode).toBe(404);
    const tooLong = await call('supervisor', 'PUT', url, { body: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('body');

    const cleared = await call('supervisor', 'PUT', url, { body: '' });
    expect(cleared.json()).toEqual({ date: '2026-06-14', body: '', updatedAt: null, updatedBy: null });
    expect((await report('supervisor', quietId, '2026-06-14')).content.note).toBeNull();
    await call('supervisor', 'PUT', url, { body: 'Again' });
    expect((await call('supervisor', 'DELETE', url)).statusCode).toBe(204);
    expect((await report('supervisor', quietId, '2026-06-14')).content.note).toBeNull();
    // Each save and clear is audited: who, which event, which day.
    const audited = await t.database.db.execute<{ action: string; actor_id: string; data: { date: string } }>(
      sql`select action, actor_id, data from audit_log where entity = 'event' and entity_id = ${quietId}
        and action like 'daily-note.%' order by id`,
    );
    expect(audited.rows.map((row) => [row.action, row.actor_id, row.data.date])).toEqual([
      ['daily-note.save', ids.supervisor, '2026-06-14'],
      ['daily-note.clear', ids.supervisor, '2026-06-14'],
      ['daily-note.save', ids.supervisor, '2026-06-14'],
      ['daily-note.clear', ids.supervisor, '2026-06-14'],
    ]);
  });
});

describe('issued versions', () => {
  it('are stored once per change, chained, revised after a late note, and their PDFs come from the stored content', async () => {
    const issuer = createDailyActivityIssuer(t.ctx);
    const first = await issuer.issue({ clientId, eventId, date: day });
    expect(first).toMatchObject({
      version: 1,
      revision: false,
      eventName: 'Mall Night Watch',
      customerName: 'North Mall',
    });
    expect(first.chainSeq).toBeGreaterThan(0);
    expect(first.chainHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.fileName).toBe('daily-activity-Mall-Night-Watch-2026-06-10-v1.pdf');
    const firstText = await pdfText(first.pdf);
    expect(firstText).toContain('Version 1');
    expect(firstText).not.toContain('Revision');
    expect(firstText).toContain(`Chain position ${first.chainSeq}`);
    // The head at issue as Verify records takes it: the chain still reaches it.
    const printedHead = `${first.chainSeq}:${first.chainHash}`;
    expect(firstText).toContain(`Chain head at issue: ${printedHead}`);
    const reached = await call(
      'exec',
      'GET',
      `/api/v1/proof/verify?from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z&head=${printedHead}`,
    );
    expect(reached.json()).toMatchObject({ truncated: false, expectedHead: null });

    now = new Date(now.getTime() + 60_000);
    const again = await issuer.issue({ clientId, eventId, date: day });
    expect(again.id).toBe(first.id);
    expect(again.version).toBe(1);
    // Issued by the API too (executive): still the same version.
    const byApi = await call('exec', 'POST', '/api/v1/reports/daily-activity/issue', { eventId, date: day });
    expect(byApi.statusCode).toBe(200);
    expect(byApi.json()).toMatchObject({ id: first.id, version: 1, revision: false });
    expect(
      (await call('supervisor', 'POST', '/api/v1/reports/daily-activity/issue', { eventId, date: day })).statusCode,
    ).toBe(403);

    const chain = await t.database.db.execute<{ seq: string; operation: string }>(sql`
      select seq, operation from proof_chain where table_name = 'daily_activity_reports' and record_id = ${first.id}`);
    expect(chain.rows.map((row) => ({ ...row, seq: Number(row.seq) }))).toEqual([
      { seq: first.chainSeq, operation: 'insert' },
    ]);

    // Two processes issuing at once store one version.
    const both = await Promise.all([
      issuer.issue({ clientId, eventId: quietId, date: '2026-06-15' }),
      issuer.issue({ clientId, eventId: quietId, date: '2026-06-15' }),
    ]);
    expect(both[0].id).toBe(both[1].id);

    expect(await issuer.changedSince(new Date('2026-06-01T00:00:00Z'))).toEqual([]);
    now = new Date(now.getTime() + 3_600_000);
    const noted = await call('supervisor', 'PUT', `/api/v1/events/${eventId}/daily-notes/${day}`, {
      body: 'Kitchen fire handled with the fire brigade.',
    });
    expect(noted.statusCode).toBe(200);
    expect(await issuer.changedSince(new Date('2026-06-01T00:00:00Z'))).toEqual([{ clientId, eventId, date: day }]);
    expect(await issuer.changedSince(new Date(now.getTime() + 1000))).toEqual([]);

    const second = await issuer.issue({ clientId, eventId, date: day });
    expect(second).toMatchObject({ version: 2, revision: true });
    expect(second.chainSeq).toBeGreaterThan(first.chainSeq);
    const secondText = await pdfText(second.pdf);
    expect(secondText).toContain('Version 2 · Revision');
    expect(secondText).toContain('Kitchen fire handled with the fire brigade.');
    expect(await issuer.changedSince(new Date('2026-06-01T00:00:00Z'))).toEqual([]);

    // The first version's PDF is still the first version's.
    const v1 = await call('northClient', 'GET', `/api/v1/daily-activity-reports/${first.id}/pdf`);
    expect(v1.statusCode).toBe(200);
    const v1Text = await pdfText(v1.rawPayload);
    expect(v1Text).toContain('Version 1');
    expect(v1Text).toContain('No note');
    expect(v1Text).not.toContain('fire brigade');
    expect((await call('southClient', 'GET', `/api/v1/daily-activity-reports/${first.id}/pdf`)).statusCode).toBe(404);
    expect((await call('otherExec', 'GET', `/api/v1/daily-activity-reports/${first.id}/pdf`)).statusCode).toBe(404);

    const r = await report('supervisor', eventId, day);
    expect(r.issued).toMatchObject({ id: second.id, version: 2, revision: true, chainSeq: second.chainSeq });
    expect(r.versions.map((v) => v.version)).toEqual([2, 1]);

    const week = await weeklyActivityPdf(t.ctx, clientId, [first.id, both[0].id]);
    const weekText = await pdfText(week);
    expect(weekText).toContain('Mall Night Watch');
    expect(weekText).toContain('Quiet Event');

    const verify = await call(
      'exec',
      'GET',
      `/api/v1/proof/verify?from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`,
    );
    expect(verify.json()).toMatchObject({ brokenAt: null });
  });

  it('are listed in the archive, newest first, searchable, within the reader’s scope', async () => {
    const list = await call('exec', 'GET', '/api/v1/daily-activity-reports');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{ eventName: string; date: string; version: number; revision: boolean }>;
    expect(items.map((i) => [i.eventName, i.date, i.version, i.revision])).toEqual([
      ['Mall Night Watch', day, 2, true],
      ['Quiet Event', '2026-06-15', 1, false],
      ['Mall Night Watch', day, 1, false],
    ]);
    const q = await call('northClient', 'GET', '/api/v1/daily-activity-reports?q=quiet');
    expect(q.json().items.map((i: { eventName: string }) => i.eventName)).toEqual(['Quiet Event']);
    const ranged = await call('exec', 'GET', `/api/v1/daily-activity-reports?eventId=${eventId}&from=${day}&to=${day}`);
    expect(ranged.json().items).toHaveLength(2);
    expect((await call('southClient', 'GET', '/api/v1/daily-activity-reports')).json().items).toEqual([]);
    expect((await call('otherExec', 'GET', '/api/v1/daily-activity-reports')).json().items).toEqual([]);
    const backwards = await call('exec', 'GET', '/api/v1/daily-activity-reports?from=2026-06-10&to=2026-06-01');
    expect(backwards.statusCode).toBe(400);
  });
});

describe('incident photos', () => {
  it('show the first photo as a thumbnail link on the web and embed it in the PDF', async () => {
    const date = '2026-06-20';
    const [filed] = await t.database.db
      .insert(incidentReports)
      .values({
        clientId,
        eventId: quietId,
        guardId: ids.guard,
        reportType: 'Vandalism Report',
        incidentType: 'Graffiti',
        submittedAt: at('09:00', date),
        submittedBy: ids.guard,
      })
      .returning({ id: incidentReports.id });
    const reportId = filed?.id ?? '';
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc3300' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/incident-reports/${reportId}/attachments`,
      headers: { cookie: cookies.exec ?? '', 'content-type': 'image/png', 'x-file-name': 'wall.png' },
      payload: photo,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const r = await report('northClient', quietId, date);
    const [incident] = r.content.incidentReports;
    expect(incident?.thumbnailUrl).toMatch(
      new RegExp(`^/api/v1/incident-reports/${reportId}/attachments/.+\\?size=thumb$`),
    );
    expect(incident?.photoFile).toMatch(/^[0-9a-f]{64}$/);
    const thumbnail = await call('northClient', 'GET', incident?.thumbnailUrl ?? '');
    expect(thumbnail.statusCode).toBe(200);

    const pdf = await call('northClient', 'GET', `/api/v1/reports/daily-activity.pdf?eventId=${quietId}&date=${date}`);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect(await pdfText(pdf.rawPayload)).toContain('Graffiti');
  });
});

describe('revisions after a late change', () => {
  // A day of its own event, issued once, then changed the ways a day is changed after the fact: an alert
  // acknowledged late, a clock entry corrected, an incident report filed late, a scan sent with an earlier time.
  const lateDay = '2026-06-11';
  const late = { eventId: '', entryId: '', alertId: '', token: 'tok-late' };
  const since = new Date('2026-06-01T00:00:00Z');
  const issuer = () => createDailyActivityIssuer(t.ctx);
  const changedDays = async () =>
    (await issuer().changedSince(since)).filter((d) => d.eventId === late.eventId).map((d) => d.date);
  const contentOf = async (id: string) => {
    const result = await t.database.db.execute<{ content: DailyActivityReport['content'] }>(
      sql`select content from daily_activity_reports where id = ${id}`,
    );
    return result.rows[0]?.content;
  };

  beforeAll(async () => {
    now = new Date('2026-06-12T12:00:00Z');
    const db = t.database.db;
    const north = await db.execute<{ customer_id: string }>(sql`select customer_id from events where id = ${eventId}`);
    const event = await insertEvent(db, clientId, north.rows[0]?.customer_id ?? '', {
      name: 'Harbour Late Watch',
      timeZone: 'Europe/Berlin',
      startAt: new Date('2026-06-01T00:00:00Z'),
      endAt: new Date('2026-06-30T00:00:00Z'),
    });
    late.eventId = event.id;
    await assignGuard(db, clientId, event.id, ids.guard ?? '');
    const cara = await insertUser(db, clientId, { email: 'cara@dar.test', displayName: 'Cara Guard' });
    await assignGuard(db, clientId, event.id, cara.id);
    const [entry] = await db
      .insert(clockEntries)
      .values([
        {
          clientId,
          userId: ids.guard ?? '',
          eventId: event.id,
          clockIn: at('06:00', lateDay),
          clockOut: at('14:00', lateDay),
        },
        // Cara is still on duty and on a break that has not ended: time passing alone must not make a revision.
        { clientId, userId: cara.id, eventId: event.id, clockIn: at('18:00', lateDay) },
      ])
      .returning({ id: clockEntries.id });
    late.entryId = entry?.id ?? '';
    await db.insert(breaks).values({
      clientId,
      userId: cara.id,
      eventId: event.id,
      startAt: at('19:00', lateDay),
      lengthOfBreak: 30,
    });
    await db.insert(checkpoints).values({
      clientId,
      eventId: event.id,
      name: 'Quay Gate',
      latitude: 52.5,
      longitude: 13.4,
      token: late.token,
    });
    const alert = await insertAlert(db, clientId, {
      type: 'SOS',
      title: 'SOS raised',
      guardId: ids.guard ?? null,
      eventId: event.id,
      createdAt: at('09:00', lateDay),
    });
    late.alertId = alert.id;
  });

  it('are not made while nothing changed, however much time passes', async () => {
    const first = await issuer().issue({ clientId, eventId: late.eventId, date: lateDay });
    expect(first).toMatchObject({ version: 1, revision: false });
    for (const minutes of [1, 30, 180]) {
      now = new Date(now.getTime() + minutes * 60_000);
      expect(await changedDays()).toEqual([]);
    }
    // The report computed now differs (the running break's minutes count up to now); the records did not change.
    const stored = (await contentOf(first.id))?.breaks[0]?.minutes ?? 0;
    expect((await report('supervisor', late.eventId, lateDay)).content.breaks[0]?.minutes).toBeGreaterThan(stored);
  });

  it('are made for an alert acknowledged late, a corrected clock entry, a late incident report and a back-dated scan', async () => {
    const changes: Array<[string, () => Promise<void>, (content: DailyActivityReport['content']) => void]> = [
      [
        'an alert acknowledged late',
        async () => {
          const res = await call('supervisor', 'POST', `/api/v1/alerts/${late.alertId}/seen`);
          expect(res.statusCode, res.body).toBe(200);
        },
        (content) => expect(content.alerts[0]?.acknowledged?.by?.name).toBe('Sam Supervisor'),
      ],
      [
        'a corrected clock entry',
        async () => {
          const res = await call('exec', 'PATCH', `/api/v1/personnel/${ids.guard}/timesheet/${late.entryId}`, {
            clockOut: at('15:30', lateDay).toISOString(),
            reason: 'Stayed for the handover',
          });
          expect(res.statusCode, res.body).toBe(200);
        },
        (content) => expect(content.guardsOnDuty[0]?.clockOut).toBe(at('15:30', lateDay).toISOString()),
      ],
      [
        'an incident report filed late',
        async () => {
          const res = await call('guard', 'POST', '/api/v1/incident-reports', {
            reportType: 'Custom Report',
            eventId: late.eventId,
            guardId: ids.guard,
            incidentDate: at('11:00', lateDay).toISOString(),
            guardNote: 'Quay gate found open.',
            details: 'Locked it and told the harbour master.',
          });
          expect(res.statusCode, res.body).toBe(201);
        },
        (content) => expect(content.incidentReports).toHaveLength(1),
      ],
      [
        'a scan sent with an earlier time',
        async () => {
          const res = await call('guard', 'POST', '/api/v1/field/scans', {
            token: late.token,
            at: at('10:00', lateDay).toISOString(),
            idempotencyKey: randomUUID(),
            lat: 52.5,
            lng: 13.4,
            accuracy: 5,
          });
          expect(res.statusCode, res.body).toBe(201);
        },
        (content) => expect(content.checkpointScans.map((s) => s.checkpoint)).toEqual(['Quay Gate']),
      ],
    ];
    let version = 1;
    for (const [what, change, shows] of changes) {
      now = new Date(now.getTime() + 10 * 60_000);
      await change();
      expect(await changedDays(), what).toEqual([lateDay]);
      const revised = await issuer().issue({ clientId, eventId: late.eventId, date: lateDay });
      version += 1;
      expect(revised, what).toMatchObject({ version, revision: true });
      const content = await contentOf(revised.id);
      if (!content) throw new Error(`${what}: no stored content`);
      shows(content);
      // Issued: nothing left to revise until the next change.
      expect(await changedDays(), what).toEqual([]);
    }
    const versions = (await report('supervisor', late.eventId, lateDay)).versions.map((v) => v.version);
    expect(versions).toEqual([5, 4, 3, 2, 1]);
  });
});
