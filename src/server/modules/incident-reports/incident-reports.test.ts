import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileableReportTypes } from '../../../shared/incident-report-rules.ts';
import { insertClient, insertCustomer, insertEvent, insertUser, staffEvent } from '../../test/fixtures.ts';
import { signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-07-01T12:00:00Z');
const { t, ids, cookies } = suiteTestApp({ clock: () => now });

const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: cookies[who] ?? '' },
    ...(payload ? { payload } : {}),
  });

const upload = (who: string, id: string, body: Buffer, name = 'photo.png') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/incident-reports/${id}/attachments`,
    headers: { cookie: cookies[who] ?? '', 'content-type': 'image/png', 'x-file-name': name },
    payload: body,
  });

async function reportCount() {
  const result = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from incident_reports`);
  return result.rows[0]?.n ?? 0;
}

const validBodies = (eventId: string, guardId: string): Record<string, Record<string, unknown>> => ({
  'Detailed Incident Report': {
    incidentType: 'Assault',
    incidentLocation: 'Gate 3',
    incidentDate: '2026-07-01T10:15:00Z',
    policeCalled: true,
    policeReportNumber: 'PR-778',
    victimName: 'Ana Lopez',
    victimNumber: '(555) 123-4567',
    witnessName: 'Tom Reed',
    witnessNumber: '(555) 987-6543',
    actionTaken: 'Separated the parties and called the police.',
  },
  'Fire Report': {
    incidentLocation: 'Kitchen',
    incidentDate: '2026-07-01T09:00:00Z',
    firePresent: true,
    evacuationOccurred: false,
  },
  'Vandalism Report': {
    incidentLocation: 'East wall',
    incidentDate: '2026-07-01T08:00:00Z',
    vandalismType: 'Graffiti',
  },
  'Suspicious Activity Report': {
    incidentLocation: 'Car park',
    incidentDate: '2026-07-01T07:00:00Z',
    policeCalled: false,
  },
  'Break-In Report': {
    incidentLocation: 'Store room',
    incidentDate: '2026-07-01T06:00:00Z',
    policeCalled: true,
    itemsTaken: 'Two radios',
  },
  'Custom Report': {
    incidentDate: '2026-07-01T05:00:00Z',
    guardNote: 'Lights out on level 2.',
    details: 'Reported to facilities.',
  },
  _common: { eventId, guardId },
});

function bodyFor(type: string) {
  const bodies = validBodies(ids.event ?? '', ids.guard ?? '');
  return { reportType: type, ...bodies._common, ...bodies[type] };
}

async function png(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: '#cc3300' } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  const customer = await insertCustomer(db, own.id, { name: 'Harbour' });
  const otherCustomer = await insertCustomer(db, own.id, { name: 'Elsewhere' });
  const window = { startAt: new Date('2026-07-01T06:00:00Z'), endAt: new Date('2026-07-02T06:00:00Z') };
  ids.own = own.id;
  ids.other = other.id;
  ids.event = (await insertEvent(db, own.id, customer.id, { name: 'Harbour Night', ...window })).id;
  ids.otherEvent = (await insertEvent(db, own.id, otherCustomer.id, { name: 'Elsewhere Day', ...window })).id;
  for (const role of ['executive', 'manager', 'supervisor', 'guard', 'client']) {
    const user = await insertUser(db, own.id, {
      email: `${role}@r.test`,
      roles: [role],
      displayName: `${role[0]?.toUpperCase()}${role.slice(1)} Person`,
      ...(role === 'client' ? { customerId: customer.id } : {}),
    });
    ids[role] = user.id;
    cookies[role] = await signInCookie(t.app, `${role}@r.test`);
  }
  await staffEvent(db, { clientId: own.id, customerId: customer.id, eventId: ids.event }, ids);
  const otherGuard = await insertUser(db, own.id, { email: 'other-guard@r.test', roles: ['guard'] });
  ids.otherGuard = otherGuard.id;
  cookies.otherGuard = await signInCookie(t.app, 'other-guard@r.test');
  const admin = await insertUser(db, own.id, { email: 'admin@r.test', roles: ['admin'] });
  ids.admin = admin.id;
  cookies.admin = await signInCookie(t.app, 'admin@r.test');
});

describe('filing', () => {
  it.each(fileableReportTypes)('files a valid %s and answers 201 with the report', async (type) => {
    const res = await call('supervisor', 'POST', '/incident-reports', bodyFor(type));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      reportType: type,
      status: '',
      version: 1,
      client: { id: ids.own, name: 'Sentinel' },
      event: { id: ids.event, name: 'Harbour Night' },
      guard: { id: ids.guard },
      submittedBy: { id: ids.supervisor },
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses bodies missing a type’s required fields or carrying another type’s, naming the fields, saving nothing', async () => {
    const before = await reportCount();
    const cases: [Record<string, unknown>, string[]][] = [
      [
        { reportType: 'Fire Report', eventId: ids.event, guardId: ids.guard },
        ['incidentLocation', 'incidentDate', 'firePresent', 'evacuationOccurred'],
      ],
      [{ ...bodyFor('Vandalism Report'), vandalismType: 'Arson' }, ['vandalismType']],
      [{ ...bodyFor('Custom Report'), incidentType: 'Assault' }, ['incidentType']],
      [
        { ...bodyFor('Detailed Incident Report'), victimName: 'R2 D2', witnessNumber: '555-1234' },
        ['victimName', 'witnessNumber'],
      ],
      [{ ...bodyFor('Detailed Incident Report'), victimName: 'A'.repeat(31) }, ['victimName']],
      [{ ...bodyFor('Break-In Report'), eventId: ids.otherEvent }, ['eventId']],
    ];
    for (const [body, fields] of cases) {
      const res = await call('manager', 'POST', '/incident-reports', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields).sort()).toEqual([...fields].sort());
    }
    expect(await reportCount()).toBe(before);
  });

  it('files under the admin’s chosen active client, and refuses the choice from anyone else', async () => {
    const adminBody = { ...bodyFor('Custom Report'), clientId: ids.own };
    const filed = await call('admin', 'POST', '/incident-reports', adminBody);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().client.id).toBe(ids.own);
    const refused = await call('supervisor', 'POST', '/incident-reports', adminBody);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('clientId');
  });

  it('lets a guard file only as themself', async () => {
    const asOther = await call('guard', 'POST', '/incident-reports', {
      ...bodyFor('Custom Report'),
      guardId: ids.otherGuard,
    });
    expect(asOther.statusCode).toBe(400);
    const own = await call('guard', 'POST', '/incident-reports', bodyFor('Custom Report'));
    expect(own.statusCode).toBe(201);
  });
});

describe('what the New Report form offers', () => {
  it('names the people assigned to each event now, beside every guard of the client', async () => {
    const options = await call('executive', 'GET', '/incident-reports/options');
    expect(options.statusCode).toBe(200);
    const { events, guards } = options.json() as {
      events: { id: string; guardIds: string[] }[];
      guards: { id: string }[];
    };
    expect(events.find((e) => e.id === ids.event)?.guardIds).toEqual([ids.guard]);
    expect(events.find((e) => e.id === ids.otherEvent)?.guardIds).toEqual([]);
    // The whole list stays for "Show everyone".
    expect(guards.map((g) => g.id)).toEqual(expect.arrayContaining([ids.guard, ids.otherGuard, ids.manager]));
  });
});

describe('reading', () => {
  it('shows each user what they may see: guard their own, client user their events, the others by scope', async () => {
    const otherGuardReport = await call('executive', 'POST', '/incident-reports', {
      ...bodyFor('Custom Report'),
      eventId: ids.otherEvent,
      guardId: ids.otherGuard,
    });
    expect(otherGuardReport.statusCode).toBe(201);
    const id = otherGuardReport.json().id;
    expect((await call('executive', 'GET', `/incident-reports/${id}`)).statusCode).toBe(200);
    expect((await call('otherGuard', 'GET', `/incident-reports/${id}`)).statusCode).toBe(200);
    expect((await call('guard', 'GET', `/incident-reports/${id}`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/incident-reports/${id}`)).statusCode).toBe(404);
    expect((await call('client', 'GET', `/incident-reports/${id}`)).statusCode).toBe(404);
    const clientList = await call('client', 'GET', '/incident-reports?view=custom&limit=100');
    expect(clientList.json().items.every((r: { event: { id: string } }) => r.event.id === ids.event)).toBe(true);
    expect(clientList.json().items.length).toBeGreaterThan(0);
  });

  it('lists incident and custom reports apart, newest first', async () => {
    const incident = await call('executive', 'GET', '/incident-reports?view=incident&limit=100');
    const custom = await call('executive', 'GET', '/incident-reports?view=custom&limit=100');
    expect(incident.json().items.every((r: { reportType: string }) => r.reportType !== 'Custom Report')).toBe(true);
    expect(custom.json().items.every((r: { reportType: string }) => r.reportType === 'Custom Report')).toBe(true);
  });
});

describe('comments, review and versions', () => {
  it('keeps both of two comments sent at once', async () => {
    const { id } = (await call('supervisor', 'POST', '/incident-reports', bodyFor('Fire Report'))).json();
    const [a, b] = await Promise.all([
      call('manager', 'POST', `/incident-reports/${id}/comments`, { content: 'First look' }),
      call('client', 'POST', `/incident-reports/${id}/comments`, { content: 'Client question' }),
    ]);
    expect(a?.statusCode).toBe(200);
    expect(b?.statusCode).toBe(200);
    const report = (await call('executive', 'GET', `/incident-reports/${id}`)).json();
    expect(report.comments.map((c: { content: string }) => c.content).sort()).toEqual([
      'Client question',
      'First look',
    ]);
    const empty = await call('manager', 'POST', `/incident-reports/${id}/comments`, { content: '   ' });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps the prior fields as a version on each edit, with reason, editor and hash', async () => {
    const filed = (await call('guard', 'POST', '/incident-reports', bodyFor('Custom Report'))).json();
    const edited = await call('supervisor', 'PATCH', `/incident-reports/${filed.id}`, {
      guardNote: 'Lights out on level 2 and 3.',
      reason: 'Guard added level 3 by radio',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const report = edited.json();
    expect(report.version).toBe(2);
    expect(report.guardNote).toBe('Lights out on level 2 and 3.');
    expect(report.contentHash).not.toBe(filed.contentHash);
    expect(report.versions).toEqual([
      expect.objectContaining({
        version: 1,
        contentHash: filed.contentHash,
        reason: 'Guard added level 3 by radio',
        editedBy: { id: ids.supervisor, name: 'Supervisor Person' },
        fields: expect.objectContaining({ guardNote: 'Lights out on level 2.' }),
      }),
    ]);
    expect((await call('supervisor', 'PATCH', `/incident-reports/${filed.id}`, { guardNote: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('supervisor', 'PATCH', `/incident-reports/${filed.id}`, { incidentType: 'Assault', reason: 'wrong' }))
        .statusCode,
    ).toBe(400);
  });

  it('moves a report from new to Under review to Closed, and a closed report cannot change', async () => {
    const { id } = (await call('guard', 'POST', '/incident-reports', bodyFor('Custom Report'))).json();
    const review = await call('supervisor', 'POST', `/incident-reports/${id}/status`, { status: 'Under review' });
    expect(review.json()).toMatchObject({ status: 'Under review', statusChangedBy: { id: ids.supervisor } });
    expect((await call('manager', 'POST', `/incident-reports/${id}/status`, { status: 'Closed' })).json().status).toBe(
      'Closed',
    );
    expect(
      (await call('manager', 'POST', `/incident-reports/${id}/status`, { status: 'Under review' })).statusCode,
    ).toBe(409);
    expect(
      (await call('manager', 'PATCH', `/incident-reports/${id}`, { guardNote: 'late', reason: 'too late' })).statusCode,
    ).toBe(409);
  });
});

describe('evidence', () => {
  it('stores a photo with a thumbnail, serves both, and refuses non-images and oversize files', async () => {
    const { id } = (await call('guard', 'POST', '/incident-reports', bodyFor('Custom Report'))).json();
    const photo = await png(800, 600);
    const res = await upload('guard', id, photo, 'gate-3.png');
    expect(res.statusCode, res.body).toBe(201);
    const [attachment] = res.json().attachments;
    expect(attachment).toMatchObject({ fileName: 'gate-3.png', contentType: 'image/png', width: 800, height: 600 });
    const full = await t.app.inject({ method: 'GET', url: attachment.url, headers: { cookie: cookies.guard ?? '' } });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(photo)).toBe(true);
    const thumb = await t.app.inject({
      method: 'GET',
      url: attachment.thumbnailUrl,
      headers: { cookie: cookies.guard ?? '' },
    });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const text = await upload('guard', id, Buffer.from('not an image at all'), 'x.png');
    expect(text.statusCode).toBe(415);
    const big = await upload('guard', id, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    // A file name that is not valid URL encoding is a 400 on the header, and nothing is stored.
    const attachments = async () =>
      (await t.database.db.execute(sql`select 1 from incident_report_attachments where report_id = ${id}`)).rows.length;
    const stored = await attachments();
    const malformed = await upload('guard', id, photo, '%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ 'x-file-name': 'Must be a URL-encoded file name' });
    expect(await attachments()).toBe(stored);
    // Someone else's report (the guard may not see it): 404; a reviewed report: the guard may not add photos.
    expect((await upload('otherGuard', id, photo)).statusCode).toBe(404);
    await call('supervisor', 'POST', `/incident-reports/${id}/status`, { status: 'Under review' });
    expect((await upload('guard', id, photo)).statusCode).toBe(403);
    expect((await upload('supervisor', id, photo)).statusCode).toBe(201);
  });
});

describe('exports', () => {
  it('writes IncidentReport.csv of detailed incident reports with event and client names, no date or actions', async () => {
    const res = await call('executive', 'GET', '/incident-reports.csv?view=incident');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="IncidentReport.csv"');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      '"Event","Client","Incident Type","Incident Location","Incident Date","Guard","Victim Name","Victim Number","Witness Name","Witness Number","Police Called","Police Report Number","Action Taken","Guard Note","Status"',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.startsWith('"Harbour Night","Sentinel","Assault"'))).toBe(true);
    const custom = await call('executive', 'GET', '/incident-reports.csv?view=custom');
    expect(custom.headers['content-disposition']).toBe('attachment; filename="Custom.csv"');
    expect(custom.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '"Guard","Client","Event","Date","Details","Guard note","Status"',
    );
  });

  it('prints a PDF with the header, the type’s fields, comments, photos and the id and hash in the footer', async () => {
    const filed = (
      await call('supervisor', 'POST', '/incident-reports', {
        ...bodyFor('Fire Report'),
        signature: `data:image/png;base64,${(await png(200, 80)).toString('base64')}`,
      })
    ).json();
    await call('manager', 'POST', `/incident-reports/${filed.id}/comments`, { content: 'Extinguisher refilled' });
    await upload('supervisor', filed.id, await png(300, 200), 'kitchen.png');
    const res = await call('client', 'GET', `/incident-reports/${filed.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      'Sentinel',
      'Fire Report',
      'Kitchen',
      'Fire present',
      'Yes',
      'Evacuation occurred',
      'No',
      'Harbour Night',
      'Extinguisher refilled',
      'kitchen.png',
      filed.id,
      filed.contentHash,
    ]) {
      expect(text).toContain(expected);
    }
  });
});
