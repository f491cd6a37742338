import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locationPings } from '../../db/schema.ts';
import { assignGuard, grantCustomer, insertEvent } from '../../test/fixtures.ts';
import { addSignedInUser, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { insertHarbourNight } from './harbour-night.test-data.ts';
import { raiseMissedCheckpoints } from './service.ts';
import { raiseWelfareAlerts } from './welfare-check.ts';

// Tours and check-calls (docs/product/tours-and-check-calls.md) on a controlled clock, against the real database.
let now = new Date('2026-06-10T21:30:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const at = (iso: string) => new Date(iso).toISOString();

// Checkpoints about 111 m apart north of (51.5, -0.1): 0.001° of latitude ≈ 111 m.
const spots = { A: { lat: 51.5, lng: -0.1 }, B: { lat: 51.501, lng: -0.1 }, C: { lat: 51.502, lng: -0.1 } };
const tokens: Record<string, string> = {};

const scan = (
  who: string,
  token: string,
  when: string,
  where: { lat: number; lng: number },
  accuracy = 5,
  key = randomUUID(),
) => call(who, 'POST', '/api/v1/field/scans', { token, at: at(when), idempotencyKey: key, ...where, accuracy });

async function alertsOfType(type: string) {
  const result = await t.database.db.execute<{ id: string; guard_id: string | null; params: Record<string, unknown> }>(
    sql`select id, guard_id, params from alerts where type = ${type} order by created_at, id`,
  );
  return result.rows;
}

beforeAll(async () => {
  const db = t.database.db;
  const { client: own, customer, event: night } = await insertHarbourNight(db);
  ids.client = own.id;
  const other = await insertEvent(db, own.id, customer.id, {
    name: 'Harbour Day',
    timeZone: 'Europe/London',
    startAt: new Date('2026-06-10T06:00:00Z'),
    endAt: new Date('2026-06-13T22:00:00Z'),
  });
  ids.night = night.id;
  ids.other = other.id;
  await addSignedInUser(t, { ids, cookies }, 'manager', own.id, { email: 'manager@tours.test', roles: ['manager'] });
  await addSignedInUser(t, { ids, cookies }, 'executive', own.id, { email: 'exec@tours.test', roles: ['executive'] });
  for (const name of ['guard', 'lone', 'still']) {
    await addSignedInUser(t, { ids, cookies }, name, own.id, {
      email: `${name}@tours.test`,
      roles: ['guard'],
      displayName: name,
    });
  }
  await grantCustomer(db, own.id, ids.manager as string, customer.id);
  await assignGuard(db, own.id, night.id, ids.guard as string);
  await assignGuard(db, own.id, other.id, ids.lone as string);
  await assignGuard(db, own.id, other.id, ids.still as string);
});

describe('checkpoints', () => {
  it('are created with a 30 m radius by default and read by managers with their scan URL', async () => {
    for (const [name, spot] of Object.entries(spots)) {
      const created = await call('manager', 'POST', `/api/v1/events/${ids.night}/checkpoints`, {
        name,
        latitude: spot.lat,
        longitude: spot.lng,
        ...(name === 'C' ? { radiusMeters: 50, instructions: 'Check the loading dock door' } : {}),
      });
      expect(created.statusCode).toBe(201);
      ids[name] = created.json().id;
    }
    const list = await call('manager', 'GET', `/api/v1/events/${ids.night}/checkpoints`);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { name: string; radiusMeters: number; scanUrl: string }[];
    expect(items.map((c) => [c.name, c.radiusMeters])).toEqual([
      ['A', 30],
      ['B', 30],
      ['C', 50],
    ]);
    for (const c of items) {
      const match = /\/field\/scan\/([A-Za-z0-9_-]{20,})$/.exec(c.scanUrl);
      expect(match).not.toBeNull();
      tokens[c.name] = match?.[1] ?? '';
    }
    expect(new Set(Object.values(tokens)).size).toBe(3);
  });

  it('never shows tokens to a guard', async () => {
    expect((await call('guard', 'GET', `/api/v1/events/${ids.night}/checkpoints`)).statusCode).toBe(403);
  });

  it('refuses bad input with the field', async () => {
    const bad = await call('manager', 'POST', `/api/v1/events/${ids.night}/checkpoints`, {
      name: 'X',
      latitude: 91,
      longitude: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('latitude');
  });

  it('prints a labels PDF', async () => {
    const pdf = await call('manager', 'GET', `/api/v1/events/${ids.night}/checkpoints/labels.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('tours and scans', () => {
  it('refuses a tour with a checkpoint of another event', async () => {
    const foreign = await call('manager', 'POST', `/api/v1/events/${ids.other}/checkpoints`, {
      name: 'Gate',
      latitude: 51.51,
      longitude: -0.1,
    });
    ids.gate = foreign.json().id;
    const body = {
      name: 'Night round',
      ordered: false,
      startTime: '22:00',
      endTime: '06:00',
      everyMinutes: 120,
      graceMinutes: 15,
    };
    const refused = await call('manager', 'POST', `/api/v1/events/${ids.night}/tours`, {
      ...body,
      checkpointIds: [ids.A, ids.gate],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('checkpointIds');
    const badTime = await call('manager', 'POST', `/api/v1/events/${ids.night}/tours`, {
      ...body,
      startTime: '24:00',
      checkpointIds: [ids.A],
    });
    expect(badTime.json().error.fields).toHaveProperty('startTime');
    const created = await call('manager', 'POST', `/api/v1/events/${ids.night}/tours`, {
      ...body,
      checkpointIds: [ids.A, ids.B, ids.C],
    });
    expect(created.statusCode).toBe(201);
    ids.tour = created.json().id;
  });

  it('refuses a scan by a guard not clocked in to the event, and an unknown token', async () => {
    const refused = await scan('guard', tokens.A as string, '2026-06-10T21:04:00Z', spots.A);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('field.not_on_duty_at_event');
    expect((await scan('guard', 'not-a-token', '2026-06-10T21:04:00Z', spots.A)).statusCode).toBe(404);
  });

  it('keeps scans, attaches them to the due run and flags far and impossible ones', async () => {
    const clockIn = await call('guard', 'POST', '/api/v1/field/clock-in', {
      eventId: ids.night,
      at: at('2026-06-10T21:05:00Z'),
    });
    expect(clockIn.statusCode).toBe(201);
    // Sent offline at 21:10 and delivered at 21:30: its own time counts.
    const key = randomUUID();
    const first = await scan('guard', tokens.A as string, '2026-06-10T21:10:00Z', spots.A, 5, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ checkpointId: ids.A, flagged: null });
    expect(first.json().tourRunId).toEqual(expect.any(String));
    const again = await scan('guard', tokens.A as string, '2026-06-10T21:10:00Z', spots.A, 5, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true, tourRunId: first.json().tourRunId });

    // About 220 m from B with a 10 m accuracy: beyond 30 m + 10 m.
    const far = await scan('guard', tokens.B as string, '2026-06-10T21:20:00Z', { lat: 51.503, lng: -0.1 }, 10);
    expect(far.json()).toMatchObject({ checkpointId: ids.B, flagged: 'far', tourRunId: first.json().tourRunId });

    // Through the offline queue: A again a minute later, 5 km away.
    const synced = await call('guard', 'POST', '/api/v1/field/sync', {
      actions: [
        {
          kind: 'scan',
          body: {
            token: tokens.A,
            at: at('2026-06-10T21:21:00Z'),
            idempotencyKey: randomUUID(),
            lat: 51.548,
            lng: -0.1,
            accuracy: 5,
          },
        },
      ],
    });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().results[0].result).toMatchObject({ kind: 'scan', flagged: 'impossible_travel' });
  });

  it('rotating a token makes old labels answer 404', async () => {
    const rotated = await call('manager', 'POST', `/api/v1/checkpoints/${ids.A}/rotate-token`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().scanUrl).not.toContain(tokens.A);
    expect((await scan('guard', tokens.A as string, '2026-06-10T21:25:00Z', spots.A)).statusCode).toBe(404);
    tokens.A = /\/field\/scan\/(.+)$/.exec(rotated.json().scanUrl)?.[1] ?? '';
    expect((await scan('guard', tokens.A, '2026-06-10T21:26:00Z', spots.A)).statusCode).toBe(201);
  });

  it('raises one Missed Checkpoint when the run closes with checkpoints unscanned', async () => {
    now = new Date('2026-06-10T23:14:00Z');
    expect(await raiseMissedCheckpoints(t.ctx)).toEqual([]);
    now = new Date('2026-06-10T23:15:00Z');
    const raised = await raiseMissedCheckpoints(t.ctx);
    expect(raised).toHaveLength(1);
    expect(await raiseMissedCheckpoints(t.ctx)).toEqual([]);
    const [alert] = await alertsOfType('Missed Checkpoint');
    expect(alert?.params).toEqual({
      tourName: 'Night round',
      runStart: '2026-06-10T21:00:00.000Z',
      checkpoints: ['C'],
      eventName: 'Harbour Night',
    });
    const listed = await call('executive', 'GET', '/api/v1/alerts');
    expect(listed.json().items.map((a: { type: string }) => a.type)).toContain('Missed Checkpoint');
  });

  it('reports the runs with their counts, as JSON and CSV, to operators only', async () => {
    const query = `from=${encodeURIComponent('2026-06-10T20:00:00Z')}&to=${encodeURIComponent('2026-06-11T00:00:00Z')}`;
    const report = await call('manager', 'GET', `/api/v1/reports/tours?${query}`);
    expect(report.statusCode).toBe(200);
    expect(report.json().rows).toEqual([
      expect.objectContaining({
        startsAt: '2026-06-10T21:00:00.000Z',
        state: 'missed checkpoints',
        expected: 3,
        scanned: 2,
        missed: 1,
        late: 0,
        flagged: 2,
      }),
      expect.objectContaining({ startsAt: '2026-06-10T23:00:00.000Z', state: 'in progress', scanned: 0, missed: 0 }),
    ]);
    const csv = await call('manager', 'GET', `/api/v1/reports/tours.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('missed checkpoints');
    expect((await call('guard', 'GET', `/api/v1/reports/tours?${query}`)).statusCode).toBe(403);
    const backwards = await call(
      'manager',
      'GET',
      `/api/v1/reports/tours?from=${encodeURIComponent('2026-06-11T00:00:00Z')}&to=${encodeURIComponent('2026-06-10T00:00:00Z')}`,
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('counts a late scan within grace as completed late', async () => {
    now = new Date('2026-06-11T01:10:00Z');
    for (const name of ['A', 'B'] as const) {
      expect((await scan('guard', tokens[name] as string, '2026-06-11T00:30:00Z', spots[name])).statusCode).toBe(201);
    }
    // The 23:00 run ended at 01:00; C scanned at 01:05 is late but inside the 15 minutes of grace.
    expect((await scan('guard', tokens.C as string, '2026-06-11T01:05:00Z', spots.C)).statusCode).toBe(201);
    now = new Date('2026-06-11T01:20:00Z');
    expect(await raiseMissedCheckpoints(t.ctx)).toEqual([]);
    const query = `from=${encodeURIComponent('2026-06-10T23:00:00Z')}&to=${encodeURIComponent('2026-06-11T00:00:00Z')}`;
    const report = await call('manager', 'GET', `/api/v1/reports/tours?${query}`);
    expect(report.json().rows).toEqual([expect.objectContaining({ state: 'completed late', scanned: 3, late: 1 })]);
  });
});

describe('welfare check-calls and no movement', () => {
  beforeAll(async () => {
    // Two days on: sign in again.
    now = new Date('2026-06-12T09:55:00Z');
    for (const who of ['manager', 'lone', 'still']) cookies[who] = await signInCookie(t.app, `${who}@tours.test`);
  });

  it('validates the event settings', async () => {
    const bad = await call('manager', 'PATCH', `/api/v1/events/${ids.other}`, { checkCallMinutes: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('checkCallMinutes');
    const set = await call('manager', 'PATCH', `/api/v1/events/${ids.other}`, {
      checkCallMinutes: 30,
      noMovementMinutes: 20,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ checkCallMinutes: 30, noMovementMinutes: 20 });
  });

  it('pauses for breaks, alerts supervisors at due + grace and escalates at due + 2 × grace', async () => {
    now = new Date('2026-06-12T10:00:00Z');
    expect((await call('lone', 'POST', '/api/v1/field/clock-in', { eventId: ids.other })).statusCode).toBe(201);
    now = new Date('2026-06-12T10:20:00Z');
    const ok = await call('lone', 'POST', '/api/v1/field/check-calls', {
      at: now.toISOString(),
      idempotencyKey: randomUUID(),
    });
    expect(ok.statusCode).toBe(201);
    now = new Date('2026-06-12T10:30:00Z');
    expect((await call('lone', 'POST', '/api/v1/field/breaks/start', { lengthOfBreak: 15 })).statusCode).toBe(201);
    expect((await call('lone', 'GET', '/api/v1/field/today')).json().nextCheckCallDue).toBeNull();
    now = new Date('2026-06-12T10:40:00Z');
    expect((await call('lone', 'POST', '/api/v1/field/breaks/end', {})).statusCode).toBe(200);
    // Due 10:50, moved by the 10-minute break to 11:00.
    expect((await call('lone', 'GET', '/api/v1/field/today')).json().nextCheckCallDue).toBe('2026-06-12T11:00:00.000Z');
    const lone = async () => (await alertsOfType('Missed Check-Call')).filter((a) => a.guard_id === ids.lone);
    now = new Date('2026-06-12T11:04:59Z');
    await raiseWelfareAlerts(t.ctx);
    expect(await lone()).toEqual([]);
    now = new Date('2026-06-12T11:05:00Z');
    await raiseWelfareAlerts(t.ctx);
    expect((await lone()).map((a) => a.params.escalated ?? false)).toEqual([false]);
    now = new Date('2026-06-12T11:09:00Z');
    await raiseWelfareAlerts(t.ctx);
    expect(await lone()).toHaveLength(1);
    now = new Date('2026-06-12T11:10:00Z');
    await raiseWelfareAlerts(t.ctx);
    await raiseWelfareAlerts(t.ctx);
    expect((await lone()).map((a) => a.params.escalated ?? false)).toEqual([false, true]);
    // A scan of the event's checkpoint counts as a check-call: the next is due 30 minutes after it.
    const gate = (await call('manager', 'GET', `/api/v1/events/${ids.other}/checkpoints`)).json().items[0]
      .scanUrl as string;
    const token = /\/field\/scan\/(.+)$/.exec(gate)?.[1] ?? '';
    now = new Date('2026-06-12T11:12:00Z');
    expect((await scan('lone', token, now.toISOString(), { lat: 51.51, lng: -0.1 })).statusCode).toBe(201);
    expect((await call('lone', 'GET', '/api/v1/field/today')).json().nextCheckCallDue).toBe('2026-06-12T11:42:00.000Z');
  });

  it('raises No Movement once after noMovementMinutes without moving beyond 10 m', async () => {
    now = new Date('2026-06-12T10:00:00Z');
    expect((await call('still', 'POST', '/api/v1/field/clock-in', { eventId: ids.other })).statusCode).toBe(201);
    const ping = (iso: string, lat: number) => ({
      clientId: ids.client as string,
      userId: ids.still as string,
      eventId: ids.other as string,
      latitude: lat,
      longitude: -0.1,
      accuracy: 5,
      recordedAt: new Date(iso),
    });
    // Moved at 10:02, then within 5 m of the same spot.
    await t.database.db
      .insert(locationPings)
      .values([
        ping('2026-06-12T10:01:00Z', 51.49),
        ping('2026-06-12T10:02:00Z', 51.5),
        ping('2026-06-12T10:15:00Z', 51.50004),
      ]);
    const still = async () => (await alertsOfType('No Movement')).filter((a) => a.guard_id === ids.still);
    now = new Date('2026-06-12T10:21:59Z');
    await raiseWelfareAlerts(t.ctx);
    expect(await still()).toEqual([]);
    now = new Date('2026-06-12T10:22:00Z');
    await raiseWelfareAlerts(t.ctx);
    await raiseWelfareAlerts(t.ctx);
    expect((await still()).map((a) => a.params)).toEqual([{ name: 'still', minutes: 20, eventName: 'Harbour Day' }]);
  });
});
