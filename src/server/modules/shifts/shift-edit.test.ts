/**
 * Editing a shift re-checks its people (docs/product/shifts.md#editing-a-shift), and a shift that ends at
 * midnight is judged by its last instant, through the HTTP API on real PostgreSQL. The client and the event are in
 * Europe/Berlin (CEST, UTC+2, in June). Ann also works 16 June 08:00–12:00; Bob's licence is valid through 15 June.
 * The shift under edit is 14 June 18:00–22:00 with both on it.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Shift } from '../../../shared/contract/shifts.ts';
import { auditLog, shiftAssignments, shifts } from '../../db/schema.ts';
import { insertClientWithEvent, insertSchedulingSettings } from '../../test/fixtures.ts';
import { addSignedInRoles, addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-06-01T12:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const tz = 'Europe/Berlin';
/** An instant from a Berlin wall-clock time in June (CEST, UTC+2). */
const berlin = (local: string) => new Date(`2026-06-${local}:00+02:00`).toISOString();

let clientId = '';
let eventId = '';

async function shiftWith(post: string, start: string, end: string, people: string[]) {
  const [row] = await t.database.db
    .insert(shifts)
    .values({ clientId, eventId, post, startAt: new Date(start), endAt: new Date(end), headcount: 2 })
    .returning({ id: shifts.id });
  const id = row?.id ?? '';
  for (const who of people) {
    await t.database.db.insert(shiftAssignments).values({ clientId, shiftId: id, userId: ids[who] ?? '' });
  }
  return id;
}

beforeAll(async () => {
  const db = t.database.db;
  const { client, event } = await insertClientWithEvent(
    db,
    { client: 'Edit Co', timeZone: tz },
    {
      name: 'Spree Nights',
      timeZone: tz,
      startAt: new Date('2026-06-01T00:00:00Z'),
      endAt: new Date('2026-07-01T00:00:00Z'),
    },
  );
  clientId = client.id;
  await insertSchedulingSettings(db, clientId);
  eventId = event.id;
  await addSignedInRoles(t, { ids, cookies }, clientId, ['executive'], 'edit.test', 'Exec');
  for (const [key, licence] of [
    ['ann', '2027-12-31'],
    ['bob', '2026-06-15'],
  ] as const) {
    await addSignedInUser(t, { ids, cookies }, key, clientId, {
      email: `${key}@edit.test`,
      displayName: key === 'ann' ? 'Ann' : 'Bob',
      roles: ['guard'],
      licenceExpiresOn: licence,
    });
  }
  ids.other = await shiftWith('Dock', berlin('16T08:00'), berlin('16T12:00'), ['ann']);
  ids.shift = await shiftWith('Gate', berlin('14T18:00'), berlin('14T22:00'), ['ann', 'bob']);
});

const patch = (body: object) => call('executive', 'PATCH', `/api/v1/shifts/${ids.shift}`, body);
const toMorning = { startAt: berlin('16T07:00'), endAt: berlin('16T11:00') };

describe('editing a shift with people on it', () => {
  it('refuses new times that block people on it, naming each and why, and changes nothing', async () => {
    const response = await patch(toMorning);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toEqual({
      code: 'shift.ineligible',
      message: expect.stringContaining('Ann (shift.overlap); Bob (licence.expired)'),
      params: {
        people: [
          { userId: ids.ann, name: 'Ann', blocks: ['shift.overlap'] },
          // 16 June is after the last valid day of Bob's licence.
          { userId: ids.bob, name: 'Bob', blocks: ['licence.expired'], expiresOn: '2026-06-15' },
        ],
      },
    });
    const shift = (await call('executive', 'GET', `/api/v1/shifts/${ids.shift}`)).json() as Shift;
    expect([shift.startAt, shift.endAt, shift.editOverride]).toEqual([berlin('14T18:00'), berlin('14T22:00'), null]);
  });

  it('wants a reason to save such an edit anyway', async () => {
    const response = await patch({ ...toMorning, override: { reason: '  ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'override.reason': 'You must give a reason' });
  });

  it('saves it with a reason: audited, and shown on the shift with who was blocked', async () => {
    const response = await patch({ ...toMorning, override: { reason: 'Client moved the opening' } });
    expect(response.statusCode, response.body).toBe(200);
    const shift = response.json() as Shift;
    expect(shift.startAt).toBe(berlin('16T07:00'));
    expect(shift.editOverride).toEqual({
      reason: 'Client moved the opening',
      by: ids.executive,
      byName: 'executive Exec',
      at: now.toISOString(),
      people: [
        { userId: ids.ann, name: 'Ann', blocks: ['shift.overlap'], params: {} },
        { userId: ids.bob, name: 'Bob', blocks: ['licence.expired'], params: { expiresOn: '2026-06-15' } },
      ],
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids.shift ?? ''), eq(auditLog.action, 'shift.update-override')));
    expect(audit?.data).toMatchObject({
      overrideReason: 'Client moved the opening',
      blocked: [{ userId: ids.ann }, { userId: ids.bob }],
    });
    // The post or the notes are no re-check: the override stays.
    const notes = await patch({ notes: 'Bring radios' });
    expect((notes.json() as Shift).editOverride?.reason).toBe('Client moved the opening');
  });

  it('blocks people without the new required role', async () => {
    const response = await patch({ requiredRole: 'supervisor' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.params.people).toEqual([
      { userId: ids.ann, name: 'Ann', blocks: ['role.missing'] },
      { userId: ids.bob, name: 'Bob', blocks: ['role.missing'] },
    ]);
  });

  it('clears the override when new times block nobody', async () => {
    const response = await patch({ startAt: berlin('14T18:00'), endAt: berlin('14T22:00') });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Shift).editOverride).toBeNull();
  });
});

describe('a shift that ends at midnight', () => {
  it('is judged on the licence by its last instant, the day before', async () => {
    // 15 June 20:00 to 16 June 00:00: its last instant is on 15 June, the last valid day of Bob's licence.
    const id = await shiftWith('Night', berlin('15T20:00'), berlin('16T00:00'), []);
    const candidates = (await call('executive', 'GET', `/api/v1/shifts/${id}/candidates`)).json();
    expect(candidates.items.find((c: { name: string }) => c.name === 'Bob')).toMatchObject({
      eligible: true,
      blocks: [],
    });
    const assign = await call('executive', 'POST', `/api/v1/shifts/${id}/assignments`, { userId: ids.bob });
    expect(assign.statusCode, assign.body).toBe(201);
    // A minute later it runs into 16 June: blocked.
    const later = await call('executive', 'PATCH', `/api/v1/shifts/${id}`, { endAt: berlin('16T00:01') });
    expect(later.json().error.params.people).toEqual([
      { userId: ids.bob, name: 'Bob', blocks: ['licence.expired'], expiresOn: '2026-06-15' },
    ]);
  });
});
