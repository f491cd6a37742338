import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignGuard, grantCustomer, insertClient, insertCustomer } from '../../test/fixtures.ts';
import { addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { insertHarbourNight } from './harbour-night.test-data.ts';

// One run of the tour report (docs/product/tours-and-check-calls.md#tour-report) on a controlled clock.
let now = new Date('2026-06-10T21:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

// Checkpoints about 111 m apart north of (51.5, -0.1): 0.001° of latitude ≈ 111 m.
const spots = { A: { lat: 51.5, lng: -0.1 }, B: { lat: 51.501, lng: -0.1 }, C: { lat: 51.502, lng: -0.1 } };
let runId = '';

beforeAll(async () => {
  const db = t.database.db;
  const { client: own, customer, event: night } = await insertHarbourNight(db);
  const rival = await insertClient(db, { name: 'Rival' });
  const elsewhere = await insertCustomer(db, own.id, { name: 'Elsewhere' });
  ids.night = night.id;
  await addSignedInUser(t, { ids, cookies }, 'manager', own.id, { email: 'manager@runs.test', roles: ['manager'] });
  // A manager of the same client granted only another customer: the run's event is out of their scope.
  await addSignedInUser(t, { ids, cookies }, 'otherManager', own.id, {
    email: 'other@runs.test',
    roles: ['manager'],
  });
  await addSignedInUser(t, { ids, cookies }, 'rival', rival.id, { email: 'exec@rival.test', roles: ['executive'] });
  await addSignedInUser(t, { ids, cookies }, 'guard', own.id, {
    email: 'guard@runs.test',
    roles: ['guard'],
    displayName: 'Gina Guard',
  });
  await grantCustomer(db, own.id, ids.manager as string, customer.id);
  await grantCustomer(db, own.id, ids.otherManager as string, elsewhere.id);
  await assignGuard(db, own.id, night.id, ids.guard as string);

  const checkpointIds: string[] = [];
  for (const [name, spot] of Object.entries(spots)) {
    const created = await call('manager', 'POST', `/api/v1/events/${night.id}/checkpoints`, {
      name,
      latitude: spot.lat,
      longitude: spot.lng,
    });
    checkpointIds.push(created.json().id);
  }
  const listed = (await call('manager', 'GET', `/api/v1/events/${night.id}/checkpoints`)).json().items as {
    name: string;
    scanUrl: string;
  }[];
  const token = (name: string) =>
    /\/field\/scan\/(.+)$/.exec(listed.find((c) => c.name === name)?.scanUrl ?? '')?.[1] ?? '';
  const tour = await call('manager', 'POST', `/api/v1/events/${night.id}/tours`, {
    name: 'Night round',
    checkpointIds,
    ordered: false,
    startTime: '22:00',
    endTime: '06:00',
    everyMinutes: 120,
    graceMinutes: 15,
  });
  expect(tour.statusCode).toBe(201);
  now = new Date('2026-06-10T21:30:00Z');
  expect(
    (await call('guard', 'POST', '/api/v1/field/clock-in', { eventId: night.id, at: '2026-06-10T21:05:00.000Z' }))
      .statusCode,
  ).toBe(201);
  const scan = (name: string, at: string, where: { lat: number; lng: number }, accuracy: number) =>
    call('guard', 'POST', '/api/v1/field/scans', {
      token: token(name),
      at,
      idempotencyKey: randomUUID(),
      ...where,
      accuracy,
    });
  const first = await scan('A', '2026-06-10T21:10:00.000Z', spots.A, 5);
  expect(first.statusCode).toBe(201);
  runId = first.json().tourRunId;
  // About 220 m from B with a 10 m accuracy: beyond 30 m + 10 m, flagged far.
  expect((await scan('B', '2026-06-10T21:20:00.000Z', { lat: 51.503, lng: -0.1 }, 10)).json().flagged).toBe('far');
  now = new Date('2026-06-10T23:20:00Z');
});

describe('one run of the tour report', () => {
  it('lists the checkpoints in the tour’s order with what the run made of each, and every scan', async () => {
    const res = await call('manager', 'GET', `/api/v1/reports/tours/runs/${runId}`);
    expect(res.statusCode).toBe(200);
    const run = res.json();
    expect(run).toMatchObject({
      id: runId,
      tourName: 'Night round',
      ordered: false,
      event: { id: ids.night, name: 'Harbour Night', timeZone: 'Europe/London' },
      startsAt: '2026-06-10T21:00:00.000Z',
      endsAt: '2026-06-10T23:00:00.000Z',
      closesAt: '2026-06-10T23:15:00.000Z',
      state: 'missed checkpoints',
    });
    expect(run.checkpoints.map((c: { name: string; status: string; countedAt: string | null }) => c)).toEqual([
      expect.objectContaining({
        name: 'A',
        status: 'scanned',
        countedAt: '2026-06-10T21:10:00.000Z',
        radiusMeters: 30,
      }),
      expect.objectContaining({ name: 'B', status: 'scanned', countedAt: '2026-06-10T21:20:00.000Z' }),
      expect.objectContaining({ name: 'C', status: 'missed', countedAt: null }),
    ]);
    expect(run.scans).toEqual([
      expect.objectContaining({
        at: '2026-06-10T21:10:00.000Z',
        latitude: 51.5,
        longitude: -0.1,
        accuracy: 5,
        flagged: null,
        guard: { id: ids.guard, name: 'Gina Guard' },
      }),
      expect.objectContaining({ at: '2026-06-10T21:20:00.000Z', latitude: 51.503, accuracy: 10, flagged: 'far' }),
    ]);
  });

  it('is a PDF too, with the checkpoints’ states and the flagged scan', async () => {
    const res = await call('manager', 'GET', `/api/v1/reports/tours/runs/${runId}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    // Lines wrap where the page ends: compare words, not line breaks.
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Tour run: Night round');
    expect(text).toContain('Harbour Night');
    // 21:00 UTC is 22:00 in London in June.
    expect(text).toContain('10/06/2026, 22:00:00');
    expect(text).toContain('C — Missed');
    expect(text).toContain('FLAGGED: Far from the checkpoint');
  });

  it('is not found for another client, nor for a manager whose customers do not hold the event', async () => {
    for (const who of ['rival', 'otherManager']) {
      expect((await call(who, 'GET', `/api/v1/reports/tours/runs/${runId}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/v1/reports/tours/runs/${runId}.pdf`)).statusCode).toBe(404);
    }
    expect((await call('manager', 'GET', `/api/v1/reports/tours/runs/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('is refused to a guard, and a malformed id is refused with the field', async () => {
    expect((await call('guard', 'GET', `/api/v1/reports/tours/runs/${runId}`)).statusCode).toBe(403);
    const bad = await call('manager', 'GET', '/api/v1/reports/tours/runs/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });
});
