import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignGuard, grantCustomer, insertClientWithEvent, insertEvent } from '../../test/fixtures.ts';
import { addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { raiseMissedCheckpoints } from './service.ts';
import { raiseWelfareAlerts } from './welfare-check.ts';

// Scan flags, late scans and No Movement without positions (docs/product/tours-and-check-calls.md#scanning,
// #check-calls) on a controlled clock, against the real database.
let now = new Date('2026-06-10T06:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

// 0.001° of latitude ≈ 111 m.
const spots = { A: { lat: 51.5, lng: -0.1 }, B: { lat: 51.501, lng: -0.1 } };
const tokens: Record<string, string> = {};
const day = (hhmm: string) => `2026-06-10T${hhmm}:00.000Z`;

const scan = (token: string, at: string, position: { lat: number; lng: number; accuracy: number } | null) =>
  call('guard', 'POST', '/api/v1/field/scans', { token, at, idempotencyKey: randomUUID(), ...(position ?? {}) });

const runDetail = async (runId: string) => {
  const res = await call('manager', 'GET', `/api/v1/reports/tours/runs/${runId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** The cells of a CSV line whose cells hold no comma. */
const cells = (line: string | undefined) => (line ?? '').split(',').map((c) => c.replace(/^"(.*)"$/, '$1'));

const period = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

beforeAll(async () => {
  const db = t.database.db;
  const {
    client: own,
    customer,
    event: yard,
  } = await insertClientWithEvent(
    db,
    { client: 'Sentinel', customer: 'Harbour' },
    {
      name: 'Yard',
      timeZone: 'UTC',
      startAt: new Date('2026-06-10T00:00:00Z'),
      endAt: new Date('2026-06-11T00:00:00Z'),
    },
  );
  ids.client = own.id;
  const quiet = await insertEvent(db, own.id, customer.id, {
    name: 'Quiet Hall',
    timeZone: 'UTC',
    startAt: new Date('2026-06-10T00:00:00Z'),
    endAt: new Date('2026-06-11T00:00:00Z'),
    noMovementMinutes: 20,
  });
  ids.yard = yard.id;
  ids.quiet = quiet.id;
  await addSignedInUser(t, { ids, cookies }, 'manager', own.id, { email: 'manager@flags.test', roles: ['manager'] });
  await grantCustomer(db, own.id, ids.manager as string, customer.id);
  await addSignedInUser(t, { ids, cookies }, 'customer', own.id, {
    email: 'customer@flags.test',
    roles: ['client'],
    customerId: customer.id,
  });
  for (const name of ['guard', 'silent', 'resting']) {
    await addSignedInUser(t, { ids, cookies }, name, own.id, {
      email: `${name}@flags.test`,
      roles: ['guard'],
      displayName: name,
    });
  }
  await assignGuard(db, own.id, yard.id, ids.guard as string);
  await assignGuard(db, own.id, quiet.id, ids.silent as string);
  await assignGuard(db, own.id, quiet.id, ids.resting as string);

  const checkpointIds: string[] = [];
  for (const [name, spot] of Object.entries(spots)) {
    const created = await call('manager', 'POST', `/api/v1/events/${yard.id}/checkpoints`, {
      name,
      latitude: spot.lat,
      longitude: spot.lng,
    });
    checkpointIds.push(created.json().id);
  }
  const listed = (await call('manager', 'GET', `/api/v1/events/${yard.id}/checkpoints`)).json().items as {
    name: string;
    scanUrl: string;
  }[];
  for (const c of listed) tokens[c.name] = /\/field\/scan\/(.+)$/.exec(c.scanUrl)?.[1] ?? '';
  // Runs at 10:00, 11:00, …, each due by the next and closing 10 minutes after.
  const tour = await call('manager', 'POST', `/api/v1/events/${yard.id}/tours`, {
    name: 'Yard round',
    checkpointIds,
    ordered: false,
    startTime: '10:00',
    endTime: '14:00',
    everyMinutes: 60,
    graceMinutes: 10,
  });
  expect(tour.statusCode).toBe(201);
});

describe('No Movement without any position', () => {
  const noMovementOf = async (who: string) => {
    const result = await t.database.db.execute<{ params: Record<string, unknown> }>(
      sql`select params from alerts where type = 'No Movement' and guard_id = ${ids[who] as string} order by created_at`,
    );
    return result.rows.map((r) => r.params);
  };

  it('is raised once noMovementMinutes after clock-in, or after the last break’s end, when the phone sent nothing', async () => {
    now = new Date(day('06:00'));
    for (const who of ['silent', 'resting']) {
      expect((await call(who, 'POST', '/api/v1/field/clock-in', { eventId: ids.quiet })).statusCode).toBe(201);
    }
    now = new Date(day('06:05'));
    expect((await call('resting', 'POST', '/api/v1/field/breaks/start', { lengthOfBreak: 15 })).statusCode).toBe(201);
    now = new Date(day('06:15'));
    expect((await call('resting', 'POST', '/api/v1/field/breaks/end', {})).statusCode).toBe(200);

    now = new Date('2026-06-10T06:19:59Z');
    await raiseWelfareAlerts(t.ctx);
    expect(await noMovementOf('silent')).toEqual([]);
    now = new Date(day('06:20'));
    await raiseWelfareAlerts(t.ctx);
    await raiseWelfareAlerts(t.ctx);
    expect(await noMovementOf('silent')).toEqual([{ name: 'silent', minutes: 20, eventName: 'Quiet Hall' }]);
    // Back from a break at 06:15: counted from then.
    expect(await noMovementOf('resting')).toEqual([]);
    now = new Date('2026-06-10T06:34:59Z');
    await raiseWelfareAlerts(t.ctx);
    expect(await noMovementOf('resting')).toEqual([]);
    now = new Date(day('06:35'));
    await raiseWelfareAlerts(t.ctx);
    expect(await noMovementOf('resting')).toEqual([{ name: 'resting', minutes: 20, eventName: 'Quiet Hall' }]);
    expect(await noMovementOf('silent')).toHaveLength(1);
  });
});

describe('scan flags', () => {
  let firstRun = '';

  it('flags a scan without a position no_position and one with a vague position low_accuracy', async () => {
    now = new Date(day('09:55'));
    expect((await call('guard', 'POST', '/api/v1/field/clock-in', { eventId: ids.yard })).statusCode).toBe(201);
    now = new Date(day('10:15'));
    const blind = await scan(tokens.A as string, day('10:05'), null);
    expect(blind.statusCode).toBe(201);
    expect(blind.json()).toMatchObject({ flagged: 'no_position', flags: ['no_position'] });
    firstRun = blind.json().tourRunId;
    expect(firstRun).toEqual(expect.any(String));

    // 30 m × 4 = 120 m: 121 m of accuracy places nothing.
    const vague = await scan(tokens.B as string, day('10:06'), { ...spots.B, accuracy: 121 });
    expect(vague.json()).toMatchObject({ flagged: 'low_accuracy', flags: ['low_accuracy'], tourRunId: firstRun });
    const fine = await scan(tokens.B as string, day('10:07'), { ...spots.B, accuracy: 120 });
    expect(fine.json()).toMatchObject({ flagged: null, flags: [] });
    // About 330 m from B with 150 m of accuracy: far and vague; far comes first.
    const both = await scan(tokens.B as string, day('10:12'), { lat: 51.504, lng: -0.1, accuracy: 150 });
    expect(both.json()).toMatchObject({ flagged: 'far', flags: ['far', 'low_accuracy'] });
  });

  it('shows every flag on the run, in the tour report and in its CSV', async () => {
    const detail = await runDetail(firstRun);
    expect(detail.scans.map((s: { flagged: string | null; flags: string[] }) => [s.flagged, s.flags])).toEqual([
      ['no_position', ['no_position']],
      ['low_accuracy', ['low_accuracy']],
      [null, []],
      ['far', ['far', 'low_accuracy']],
    ]);
    const query = period(day('10:00'), day('11:00'));
    const report = await call('manager', 'GET', `/api/v1/reports/tours?${query}`);
    expect(report.json().rows).toEqual([
      expect.objectContaining({
        runId: firstRun,
        scanned: 2,
        flagged: 3,
        flagCounts: [
          { flag: 'far', count: 1 },
          { flag: 'low_accuracy', count: 2 },
          { flag: 'no_position', count: 1 },
        ],
      }),
    ]);
    const csv = await call('manager', 'GET', `/api/v1/reports/tours.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(cells(header).slice(-6)).toEqual([
      'Flagged',
      'Flag: Impossible travel',
      'Flag: Far from the checkpoint',
      'Flag: Sent after the run was missed',
      'Flag: Low accuracy',
      'Flag: No position',
    ]);
    expect(cells(row).slice(-6)).toEqual(['3', '0', '1', '0', '2', '1']);
  });

  it('keeps when each scan was received, beside the time it was taken', async () => {
    now = new Date(day('10:40'));
    // Taken at 10:20 without signal, sent at 10:40.
    const late = await scan(tokens.A as string, day('10:20'), { ...spots.A, accuracy: 5 });
    expect(late.statusCode).toBe(201);
    const detail = await runDetail(firstRun);
    const scans = detail.scans as { at: string; receivedAt: string }[];
    expect(scans.map((s) => [s.at, s.receivedAt])).toEqual([
      [day('10:05'), day('10:15')],
      [day('10:06'), day('10:15')],
      [day('10:07'), day('10:15')],
      [day('10:12'), day('10:15')],
      [day('10:20'), day('10:40')],
    ]);
    const pdf = await call('manager', 'GET', `/api/v1/reports/tours/runs/${firstRun}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('no position · sent 10 min late — FLAGGED: No position');
    expect(text).toContain('±5 m · sent 20 min late');
    expect(text).toContain('±150 m — FLAGGED: Far from the checkpoint, Low accuracy');
  });

  it('flags late_sync a scan that arrives after its run was judged missed, and the run stays missed', async () => {
    // The 11:00 run closes at 12:10 with nothing scanned.
    now = new Date(day('12:10'));
    expect(await raiseMissedCheckpoints(t.ctx)).toHaveLength(1);
    now = new Date(day('12:30'));
    const a = await scan(tokens.A as string, day('11:30'), { ...spots.A, accuracy: 5 });
    const b = await scan(tokens.B as string, day('11:31'), null);
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ flagged: 'late_sync', flags: ['late_sync'] });
    expect(b.json()).toMatchObject({ flagged: 'late_sync', flags: ['late_sync', 'no_position'] });
    const runId = a.json().tourRunId as string;
    expect(b.json().tourRunId).toBe(runId);

    const detail = await runDetail(runId);
    expect(detail.state).toBe('missed checkpoints');
    expect(
      detail.checkpoints.map((c: { status: string; countedAt: string | null }) => [c.status, c.countedAt]),
    ).toEqual([
      ['missed', null],
      ['missed', null],
    ]);
    expect(
      detail.scans.map((s: { at: string; receivedAt: string; flagged: string }) => [s.at, s.receivedAt, s.flagged]),
    ).toEqual([
      [day('11:30'), day('12:30'), 'late_sync'],
      [day('11:31'), day('12:30'), 'late_sync'],
    ]);
    const report = await call('manager', 'GET', `/api/v1/reports/tours?${period(day('11:00'), day('12:00'))}`);
    expect(report.json().rows).toEqual([
      expect.objectContaining({
        runId,
        state: 'missed checkpoints',
        scanned: 0,
        missed: 2,
        flagged: 2,
        flagCounts: [
          { flag: 'late_sync', count: 2 },
          { flag: 'no_position', count: 1 },
        ],
      }),
    ]);
    // The customer's portal counts it missed: of today's runs due so far, 10:00 was done in time, 11:00 missed.
    const portal = await call('customer', 'GET', '/api/v1/dashboard');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().tourCompliance.find((e: { eventName: string }) => e.eventName === 'Yard')).toMatchObject({
      due: 2,
      onTime: 1,
      missed: 1,
      missedCheckpoints: 2,
    });
    // Judging again raises nothing more, and the daily report reads the run as missed too.
    expect(await raiseMissedCheckpoints(t.ctx)).toEqual([]);
    const dar = await call('manager', 'GET', `/api/v1/reports/daily-activity?eventId=${ids.yard}&date=2026-06-10`);
    expect(dar.statusCode).toBe(200);
    const content = dar.json().content;
    expect(content.tours.find((r: { startsAt: string }) => r.startsAt === day('11:00'))).toMatchObject({
      state: 'missed checkpoints',
      scanned: 0,
    });
    expect(
      content.checkpointScans
        .filter((s: { flags: string[] }) => s.flags.includes('late_sync'))
        .map((s: { at: string; receivedAt: string; flag: string }) => [s.at, s.receivedAt, s.flag]),
    ).toEqual([
      [day('11:30'), day('12:30'), 'late_sync'],
      [day('11:31'), day('12:30'), 'late_sync'],
    ]);
  });

  it('chains a scan’s flags and received time', async () => {
    const db = t.database.db;
    const columns = await db.execute<{ columns: string[] }>(
      sql`select columns from proof_tables where table_name = 'checkpoint_scans'`,
    );
    expect(columns.rows[0]?.columns).toEqual(expect.arrayContaining(['flagged', 'flags', 'received_at']));
    const [target] = (
      await db.execute<{ id: string }>(sql`select id from checkpoint_scans order by received_at desc, id limit 1`)
    ).rows;
    const entries = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from proof_chain where record_id = ${target?.id as string}`,
        )
      ).rows[0]?.n;
    const before = await entries();
    await db.execute(sql`update checkpoint_scans set received_at = scanned_at where id = ${target?.id as string}`);
    expect(await entries()).toBe((before ?? 0) + 1);
    await db.execute(sql`update checkpoint_scans set flags = '{no_position}' where id = ${target?.id as string}`);
    expect(await entries()).toBe((before ?? 0) + 2);
  });
});
