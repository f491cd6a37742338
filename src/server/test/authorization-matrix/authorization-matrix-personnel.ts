/**
 * Authorization-matrix entries of the personnel routes (src/server/modules/personnel), spread into
 * `matrixEntries` of authorization-matrix.ts. The own target is a fresh guard of the own client who clocked on the
 * own event (so the manager, through fullClientAccess, and the supervisor, through individualEvents, see them);
 * the other target is a guard of the other client who clocked on the other event: 404 for all but admin, who
 * reaches any client's person by id.
 */
import { clockEntries, users } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';

const viewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];
const editors: readonly MatrixRole[] = ['executive', 'manager'];
const timesheetEditors: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];

let count = 0;
const base = new Date('2026-04-01T12:00:00Z').getTime();

/** A fresh guard of the tenant's client with one closed clock entry on the tenant's event; returns both ids. */
async function guardWithEntry(fx: MatrixFixture, tenant: Tenant) {
  count += 1;
  const [user] = await fx.db
    .insert(users)
    .values({ clientId: fx.clients[tenant], email: `matrix-person-${count}@${tenant}.test`, roles: ['guard'] })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  const [entry] = await fx.db
    .insert(clockEntries)
    .values({
      clientId: fx.clients[tenant],
      userId: user.id,
      eventId: fx.events[tenant],
      clockIn: new Date(base - 2 * 3_600_000),
      clockOut: new Date(base - 3_600_000),
    })
    .returning({ id: clockEntries.id });
  if (!entry) throw new Error('clock entry insert failed');
  return { personId: user.id, entryId: entry.id };
}

export const personnelMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/personnel': {
    request: () => ({ url: '/api/v1/personnel' }),
    expect: listExpect(viewers),
  },
  'GET /api/v1/personnel.csv': {
    request: () => ({ url: '/api/v1/personnel.csv' }),
    expect: listExpect(viewers),
  },
  'GET /api/v1/personnel/:id': {
    request: async (fx, tenant) => ({ url: `/api/v1/personnel/${(await guardWithEntry(fx, tenant)).personId}` }),
    expect: recordExpect(viewers, { adminReachesOtherClient: true }),
  },
  'PATCH /api/v1/personnel/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/personnel/${(await guardWithEntry(fx, tenant)).personId}`,
      payload: { notes: 'Matrix note', licenceExpiresOn: '2027-01-31' },
    }),
    expect: recordExpect(editors, { adminReachesOtherClient: true }),
  },
  'GET /api/v1/personnel/:id/timesheet': {
    request: async (fx, tenant) => ({
      url: `/api/v1/personnel/${(await guardWithEntry(fx, tenant)).personId}/timesheet`,
    }),
    expect: recordExpect(viewers, { adminReachesOtherClient: true }),
  },
  'POST /api/v1/personnel/:id/timesheet': {
    request: async (fx, tenant) => ({
      url: `/api/v1/personnel/${(await guardWithEntry(fx, tenant)).personId}/timesheet`,
      payload: {
        eventId: fx.events[tenant],
        clockIn: new Date(base - 50 * 60_000).toISOString(),
        clockOut: new Date(base - 10 * 60_000).toISOString(),
        reason: 'Forgot to clock in at the gate',
      },
    }),
    expect: recordExpect(timesheetEditors, { adminReachesOtherClient: true }),
  },
  'PATCH /api/v1/personnel/:id/timesheet/:entryId': {
    request: async (fx, tenant) => {
      const { personId, entryId } = await guardWithEntry(fx, tenant);
      return {
        url: `/api/v1/personnel/${personId}/timesheet/${entryId}`,
        payload: { clockOut: new Date(base - 30 * 60_000).toISOString(), reason: 'Left later than punched' },
      };
    },
    expect: recordExpect(timesheetEditors, { adminReachesOtherClient: true }),
  },
};
