import { beforeAll, describe, expect, it } from 'vitest';
import { grantCustomer, grantEvent, insertAlert, insertClientWithEvent } from '../test/fixtures.ts';
import { addSignedInUser } from '../test/http.ts';
import { suiteTestApp } from '../test/test-app.ts';
import { alertAudienceInMemory } from './alert-audience.ts';

// Who a Missed Check-Call reaches (docs/product/tours-and-check-calls.md#check-calls), through GET /alerts.
const { t, ids, cookies, call } = suiteTestApp();

beforeAll(async () => {
  const db = t.database.db;
  const {
    client: own,
    customer,
    event,
  } = await insertClientWithEvent(
    db,
    { client: 'Sentinel', customer: 'Harbour' },
    { name: 'Harbour Night', startAt: new Date('2026-06-12T08:00:00Z'), endAt: new Date('2026-06-12T20:00:00Z') },
  );
  for (const role of ['executive', 'manager', 'supervisor'] as const) {
    await addSignedInUser(t, { ids, cookies }, role, own.id, { email: `${role}@audience.test`, roles: [role] });
  }
  await grantCustomer(db, own.id, ids.manager as string, customer.id);
  await grantEvent(db, own.id, ids.supervisor as string, event.id);
  const first = await insertAlert(db, own.id, {
    type: 'Missed Check-Call',
    title: 'Missed check-call',
    eventId: event.id,
    params: { name: 'Gina', dueAt: '2026-06-12T11:00:00.000Z', eventName: 'Harbour Night' },
  });
  const escalated = await insertAlert(db, own.id, {
    type: 'Missed Check-Call',
    title: 'Missed check-call (escalated)',
    eventId: event.id,
    params: { name: 'Gina', dueAt: '2026-06-12T11:00:00.000Z', eventName: 'Harbour Night', escalated: true },
  });
  const sos = await insertAlert(db, own.id, { type: 'SOS', title: 'SOS', eventId: event.id });
  ids.first = first.id;
  ids.escalated = escalated.id;
  ids.sos = sos.id;
});

const alertIds = async (who: string) =>
  ((await call(who, 'GET', '/api/v1/alerts')).json().items as { id: string }[]).map((a) => a.id).sort();

describe('a Missed Check-Call', () => {
  it('goes first to the event’s supervisors only', async () => {
    expect(await alertIds('supervisor')).toEqual([ids.first, ids.escalated, ids.sos].sort());
  });

  it('reaches managers and the executive only once escalated', async () => {
    expect(await alertIds('manager')).toEqual([ids.escalated, ids.sos].sort());
    expect(await alertIds('executive')).toEqual([ids.escalated, ids.sos].sort());
  });

  it('is not found by id for a manager before it is escalated', async () => {
    expect((await call('manager', 'POST', `/api/v1/alerts/${ids.first}/seen`)).statusCode).toBe(404);
  });

  it('is told apart the same way in memory, for the live stream', () => {
    const first = { type: 'Missed Check-Call', params: { escalated: undefined } };
    const escalated = { type: 'Missed Check-Call', params: { escalated: true } };
    expect(alertAudienceInMemory({ role: 'supervisor' }, first)).toBe(true);
    expect(alertAudienceInMemory({ role: 'manager' }, first)).toBe(false);
    expect(alertAudienceInMemory({ role: 'executive' }, first)).toBe(false);
    expect(alertAudienceInMemory({ role: 'executive' }, escalated)).toBe(true);
    expect(alertAudienceInMemory({ role: 'manager' }, { type: 'SOS', params: null })).toBe(true);
  });
});
