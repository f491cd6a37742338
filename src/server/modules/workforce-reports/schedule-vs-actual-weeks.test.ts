/**
 * Schedule vs actual splits a clock entry at the week boundary, as the eligibility check splits a shift, so both
 * give the same overtime (docs/product/schedule-vs-actual.md#figures). Through the HTTP API on real PostgreSQL,
 * the figures worked by hand below.
 *
 * The client is in Europe/Berlin, weeks start on Monday, 10 hours a week before overtime, 1.5×; Ann earns $20/h.
 * Berlin's clocks go forward on Sunday 29 March 2026 at 02:00 (CET, UTC+1, to CEST, UTC+2), so the week of
 * Monday 23 March has 167 hours and ends at Monday 30 March 00:00 CEST (29 March 22:00 UTC). Ann's shifts, each
 * worked in full:
 *
 * | Shift (local time)                     | Real hours | Week of 23 March | Week of 30 March |
 * |----------------------------------------|-----------:|-----------------:|-----------------:|
 * | Thu 26 March 08:00–16:00 CET           |          8 |                8 |                  |
 * | Sat 28 March 22:00 CET–Sun 06:00 CEST  |          7 |                7 |                  |
 * | Sun 29 March 20:00–Mon 06:00 CEST      |         10 |                4 |                6 |
 * | Tue 31 March 08:00–14:00 CEST          |          6 |                  |                6 |
 *
 * Week of 23 March: 19 hours, 9 over the threshold; week of 30 March: 12 hours, 2 over. Overtime 11 hours, costing
 * 11 × $20 × 0.5 = $110. Counted wholly in the week of its clock-in, the midnight entry would have made 25 and 6
 * hours: 15 hours of overtime.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clockEntries, shiftAssignments, shifts } from '../../db/schema.ts';
import { insertClientWithEvent, insertSchedulingSettings } from '../../test/fixtures.ts';
import { addSignedInRoles, addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

const now = new Date('2026-04-10T12:00:00Z');
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });
const tz = 'Europe/Berlin';
const cet = (local: string) => new Date(`2026-${local}:00+01:00`);
const cest = (local: string) => new Date(`2026-${local}:00+02:00`);
/** The weeks of 23 and 30 March, Berlin time. */
const twoWeeks = `from=${cet('03-23T00:00').toISOString()}&to=${cest('04-05T23:59').toISOString()}`;

beforeAll(async () => {
  const db = t.database.db;
  const { client, event } = await insertClientWithEvent(
    db,
    { client: 'Spring Co', timeZone: tz },
    {
      name: 'Harbour Watch',
      timeZone: tz,
      startAt: new Date('2026-03-01T00:00:00Z'),
      endAt: new Date('2026-05-01T00:00:00Z'),
      guardPayRateCents: 2000,
    },
  );
  const clientId = client.id;
  await insertSchedulingSettings(db, clientId, { minRestMinutes: 0, weeklyOvertimeMinutes: 600 });
  await addSignedInRoles(t, { ids, cookies }, clientId, ['executive'], 'spring.test');
  await addSignedInUser(t, { ids, cookies }, 'ann', clientId, {
    email: 'ann@spring.test',
    displayName: 'Ann',
    roles: ['guard'],
    licenceExpiresOn: '2027-12-31',
  });
  const worked = async (key: string, startAt: Date, endAt: Date) => {
    const [row] = await db
      .insert(shifts)
      .values({ clientId, eventId: event.id, post: 'Quay', startAt, endAt })
      .returning({ id: shifts.id });
    const shiftId = row?.id ?? '';
    ids[key] = shiftId;
    await db.insert(shiftAssignments).values({ clientId, shiftId, userId: ids.ann ?? '' });
    await db
      .insert(clockEntries)
      .values({ clientId, eventId: event.id, userId: ids.ann ?? '', clockIn: startAt, clockOut: endAt, shiftId });
  };
  await worked('thursday', cet('03-26T08:00'), cet('03-26T16:00'));
  await worked('dstNight', cet('03-28T22:00'), cest('03-29T06:00'));
  await worked('sundayNight', cest('03-29T20:00'), cest('03-30T06:00'));
  await worked('tuesday', cest('03-31T08:00'), cest('03-31T14:00'));
});

describe('a clock entry across the week boundary', () => {
  it('counts toward the overtime of each week it lies in', async () => {
    const response = await call('executive', 'GET', `/api/v1/reports/schedule-vs-actual?${twoWeeks}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows).toEqual([
      expect.objectContaining({
        personName: 'Ann',
        scheduledHours: 31,
        workedHours: 31,
        unscheduledHours: 0,
        noShows: 0,
        lateMinutes: 0,
        leftEarlyMinutes: 0,
        overtimeHours: 11,
        overtimeCost: 110,
      }),
    ]);
  });

  it('gives the overtime the eligibility check gives for the same shift', async () => {
    // The overtime the Sunday night adds: 15 hours before it in the week of 23 March (5 over), so its 4 hours there
    // are all overtime; in the week of 30 March its 6 hours and Tuesday's 6 make 12, 2 over. 6 hours: the report's
    // 11 less the 5 the two weeks make without it (15 and 6 hours).
    const response = await call('executive', 'GET', `/api/v1/shifts/${ids.sundayNight}/candidates`);
    expect(response.statusCode, response.body).toBe(200);
    const ann = response.json().items.find((c: { name: string }) => c.name === 'Ann');
    expect(ann.warnings).toEqual([
      expect.objectContaining({ code: 'overtime.weekly', overtimeHours: 6, overtimeCost: 60 }),
    ]);
  });
});
