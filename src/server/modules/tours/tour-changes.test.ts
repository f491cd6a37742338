import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignGuard, grantCustomer, insertClient, insertCustomer } from '../../test/fixtures.ts';
import { addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { insertHarbourNight } from './harbour-night.test-data.ts';
import { raiseMissedCheckpoints } from './service.ts';

// Editing and removing checkpoints and tours without losing history
// (docs/product/tours-and-check-calls.md#changing-and-removing), on a controlled clock against the real database.
let now = new Date('2026-06-10T21:05:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const at = (iso: string) => new Date(iso).toISOString();

// About 111 m apart north of (51.5, -0.1).
const spots = { A: { lat: 51.5, lng: -0.1 }, B: { lat: 51.501, lng: -0.1 }, C: { lat: 51.502, lng: -0.1 } };
const tokens: Record<string, string> = {};

const scan = (token: string, when: string, where: { lat: number; lng: number }) =>
  call('guard', 'POST', '/api/v1/field/scans', {
    token,
    at: at(when),
    idempotencyKey: randomUUID(),
    ...where,
    accuracy: 5,
  });

const report = async (from: string, to: string) => {
  const r = await call(
    'manager',
    'GET',
    `/api/v1/reports/tours?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  expect(r.statusCode).toBe(200);
  return (r.json().rows as { tourId: string; startsAt: string; state: string; expected: number; scanned: number }[])
    .filter((row) => row.tourId !== ids.solo)
    .map((row) => [row.startsAt.slice(11, 16), row.state, row.expected, row.scanned]);
};

beforeAll(async () => {
  const db = t.database.db;
  const { client: own, customer, event: night } = await insertHarbourNight(db);
  ids.night = night.id;
  await addSignedInUser(t, { ids, cookies }, 'manager', own.id, { email: 'manager@changes.test', roles: ['manager'] });
  await addSignedInUser(t, { ids, cookies }, 'guard', own.id, { email: 'guard@changes.test', roles: ['guard'] });
  await grantCustomer(db, own.id, ids.manager as string, customer.id);
  await assignGuard(db, own.id, night.id, ids.guard as string);

  const other = await insertClient(db, { name: 'Rival' });
  const otherCustomer = await insertCustomer(db, other.id, { name: 'Rival customer' });
  await addSignedInUser(t, { ids, cookies }, 'rival', other.id, { email: 'rival@changes.test', roles: ['manager'] });
  await grantCustomer(db, other.id, ids.rival as string, otherCustomer.id);

  for (const [name, spot] of Object.entries(spots)) {
    const created = await call('manager', 'POST', `/api/v1/events/${ids.night}/checkpoints`, {
      name,
      latitude: spot.lat,
      longitude: spot.lng,
      instructions: name === 'C' ? 'Check the dock door' : undefined,
    });
    ids[name] = created.json().id;
  }
  const list = await call('manager', 'GET', `/api/v1/events/${ids.night}/checkpoints`);
  for (const c of list.json().items as { name: string; scanUrl: string }[]) {
    tokens[c.name] = /\/field\/scan\/(.+)$/.exec(c.scanUrl)?.[1] ?? '';
  }
  // Runs at 21:00, 23:00, 01:00 and 03:00 UTC, each due by the next.
  const tour = await call('manager', 'POST', `/api/v1/events/${ids.night}/tours`, {
    name: 'Night round',
    checkpointIds: [ids.A, ids.B, ids.C],
    ordered: false,
    startTime: '22:00',
    endTime: '06:00',
    everyMinutes: 120,
    graceMinutes: 15,
  });
  ids.tour = tour.json().id;
  expect((await call('guard', 'POST', '/api/v1/field/clock-in', { eventId: ids.night })).statusCode).toBe(201);
});

describe('editing a checkpoint', () => {
  it('changes its fields and keeps its label', async () => {
    const before = (await call('manager', 'GET', `/api/v1/events/${ids.night}/checkpoints`)).json().items[2];
    const edited = await call('manager', 'PATCH', `/api/v1/checkpoints/${ids.C}`, {
      name: 'Dock',
      radiusMeters: 45,
      instructions: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: ids.C, name: 'Dock', radiusMeters: 45, instructions: null });
    expect(edited.json().scanUrl).toBe(before.scanUrl);
    const listed = (await call('manager', 'GET', `/api/v1/events/${ids.night}/checkpoints`)).json().items;
    expect(listed.map((c: { name: string }) => c.name)).toEqual(['A', 'B', 'Dock']);
  });

  it('refuses bad input with the field', async () => {
    const bad = await call('manager', 'PATCH', `/api/v1/checkpoints/${ids.C}`, { longitude: 181 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('longitude');
    expect((await call('manager', 'PATCH', `/api/v1/checkpoints/${ids.C}`, {})).statusCode).toBe(400);
  });

  it('answers 404 to another client and 403 to a guard', async () => {
    expect((await call('rival', 'PATCH', `/api/v1/checkpoints/${ids.C}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call('guard', 'PATCH', `/api/v1/checkpoints/${ids.C}`, { name: 'X' })).statusCode).toBe(403);
    expect((await call('rival', 'DELETE', `/api/v1/checkpoints/${ids.C}`)).statusCode).toBe(404);
    expect((await call('guard', 'DELETE', `/api/v1/checkpoints/${ids.C}`)).statusCode).toBe(403);
  });
});

describe('editing a tour', () => {
  it('changes it from now on; the run under way keeps the former version', async () => {
    now = new Date('2026-06-10T21:25:00Z');
    expect((await scan(tokens.A as string, '2026-06-10T21:10:00Z', spots.A)).statusCode).toBe(201);
    expect((await scan(tokens.B as string, '2026-06-10T21:20:00Z', spots.B)).statusCode).toBe(201);
    now = new Date('2026-06-10T22:00:00Z');
    const edited = await call('manager', 'PATCH', `/api/v1/tours/${ids.tour}`, {
      everyMinutes: 60,
      checkpointIds: [ids.A, ids.B],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: ids.tour, everyMinutes: 60, checkpointIds: [ids.A, ids.B] });
    const tours = (await call('manager', 'GET', `/api/v1/events/${ids.night}/tours`)).json().items;
    expect(tours.map((x: { id: string }) => x.id)).toEqual([ids.tour]);

    now = new Date('2026-06-10T22:30:00Z');
    expect((await scan(tokens.A as string, '2026-06-10T22:10:00Z', spots.A)).statusCode).toBe(201);
    expect((await scan(tokens.B as string, '2026-06-10T22:20:00Z', spots.B)).statusCode).toBe(201);
    expect(await report('2026-06-10T20:00:00Z', '2026-06-11T00:00:00Z')).toEqual([
      ['21:00', 'in progress', 3, 2],
      ['22:00', 'completed', 2, 2],
      ['23:00', 'upcoming', 2, 0],
    ]);
  });

  it('judges the former version’s run by what it expected', async () => {
    now = new Date('2026-06-10T23:15:00Z');
    const raised = await raiseMissedCheckpoints(t.ctx);
    expect(raised).toHaveLength(1);
    const alerts = await t.database.db.execute<{ params: Record<string, unknown> }>(
      sql`select params from alerts where type = 'Missed Checkpoint'`,
    );
    expect(alerts.rows.map((a) => [a.params.runStart, a.params.checkpoints])).toEqual([
      ['2026-06-10T21:00:00.000Z', ['Dock']],
    ]);
  });

  it('refuses a checkpoint of no use and bad times with the field; 404 and 403 as for checkpoints', async () => {
    const foreign = await call('manager', 'PATCH', `/api/v1/tours/${ids.tour}`, { checkpointIds: [randomUUID()] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toHaveProperty('checkpointIds');
    const badTime = await call('manager', 'PATCH', `/api/v1/tours/${ids.tour}`, { endTime: '25:00' });
    expect(badTime.json().error.fields).toHaveProperty('endTime');
    expect((await call('rival', 'PATCH', `/api/v1/tours/${ids.tour}`, { graceMinutes: 5 })).statusCode).toBe(404);
    expect((await call('guard', 'PATCH', `/api/v1/tours/${ids.tour}`, { graceMinutes: 5 })).statusCode).toBe(403);
  });
});

describe('removing', () => {
  it('a checkpoint: its label stops working, later runs no longer expect it, past runs keep it', async () => {
    now = new Date('2026-06-10T23:20:00Z');
    const removed = await call('manager', 'DELETE', `/api/v1/checkpoints/${ids.B}`);
    expect(removed.statusCode).toBe(204);
    const listed = (await call('manager', 'GET', `/api/v1/events/${ids.night}/checkpoints`)).json().items;
    expect(listed.map((c: { name: string }) => c.name)).toEqual(['A', 'Dock']);
    expect((await scan(tokens.B as string, '2026-06-10T23:21:00Z', spots.B)).statusCode).toBe(404);
    expect((await call('manager', 'POST', `/api/v1/checkpoints/${ids.B}/rotate-token`)).statusCode).toBe(404);
    expect((await call('manager', 'PATCH', `/api/v1/checkpoints/${ids.B}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call('manager', 'DELETE', `/api/v1/checkpoints/${ids.B}`)).statusCode).toBe(404);
    const tours = (await call('manager', 'GET', `/api/v1/events/${ids.night}/tours`)).json().items;
    expect(tours).toEqual([expect.objectContaining({ id: ids.tour, checkpointIds: [ids.A] })]);
    // The 23:00 run was under way: it still expects B; the 00:00 run is the first without it.
    expect(await report('2026-06-10T20:00:00Z', '2026-06-11T01:00:00Z')).toEqual([
      ['21:00', 'missed checkpoints', 3, 2],
      ['22:00', 'completed', 2, 2],
      ['23:00', 'in progress', 2, 0],
      ['00:00', 'upcoming', 1, 0],
    ]);
    const refused = await call('manager', 'POST', `/api/v1/events/${ids.night}/tours`, {
      name: 'With a removed checkpoint',
      checkpointIds: [ids.B],
      ordered: false,
      startTime: '22:00',
      endTime: '06:00',
      everyMinutes: 120,
      graceMinutes: 15,
    });
    expect(refused.json().error.fields).toHaveProperty('checkpointIds');
  });

  it('the only checkpoint of a tour removes the tour', async () => {
    const solo = await call('manager', 'POST', `/api/v1/events/${ids.night}/tours`, {
      name: 'Dock only',
      checkpointIds: [ids.C],
      ordered: false,
      startTime: '22:00',
      endTime: '06:00',
      everyMinutes: 120,
      graceMinutes: 15,
    });
    expect(solo.statusCode).toBe(201);
    ids.solo = solo.json().id;
    expect((await call('manager', 'DELETE', `/api/v1/checkpoints/${ids.C}`)).statusCode).toBe(204);
    const tours = (await call('manager', 'GET', `/api/v1/events/${ids.night}/tours`)).json().items;
    expect(tours.map((x: { id: string }) => x.id)).toEqual([ids.tour]);
  });

  it('a tour: no run from now on, the past runs stay in the report', async () => {
    expect((await call('rival', 'DELETE', `/api/v1/tours/${ids.tour}`)).statusCode).toBe(404);
    expect((await call('guard', 'DELETE', `/api/v1/tours/${ids.tour}`)).statusCode).toBe(403);
    now = new Date('2026-06-10T23:30:00Z');
    expect((await call('manager', 'DELETE', `/api/v1/tours/${ids.tour}`)).statusCode).toBe(204);
    expect((await call('manager', 'GET', `/api/v1/events/${ids.night}/tours`)).json().items).toEqual([]);
    expect(await report('2026-06-10T20:00:00Z', '2026-06-11T01:00:00Z')).toEqual([
      ['21:00', 'missed checkpoints', 3, 2],
      ['22:00', 'completed', 2, 2],
      ['23:00', 'in progress', 2, 0],
    ]);
    expect((await call('manager', 'DELETE', `/api/v1/tours/${ids.tour}`)).statusCode).toBe(404);
    expect((await call('manager', 'PATCH', `/api/v1/tours/${ids.tour}`, { graceMinutes: 5 })).statusCode).toBe(404);
  });
});
