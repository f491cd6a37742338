/**
 * Authorization-matrix entries of the personnel routes (src/server/modules/personnel), spread into
 * `matrixEntries` of authorization-matrix.ts. The own target is a fresh guard of the own client who clocked on the
 * own event (so the manager, through fullClientAccess, and the supervisor, through individualEvents, see them);
 * the other target is a guard of the other client who clocked on the other event: 404 for all but admin, who
 * reaches any client's person by id.
 */
import { clockEntries } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';
import { freshUserIn } from './authorization-matrix-records.ts';

const viewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];
const editors: readonly MatrixRole[] = ['executive', 'manager'];
const timesheetEditors: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];

const base = new Date('2026-04-01T12:00:00Z').getTime();

/** A fresh guard of the tenant's client with one closed clock entry on the tenant's event; returns both ids. */
async function guardWithEntry(fx: MatrixFixture, tenant: Tenant) {
  const personId = await freshUserIn(fx, tenant, 'matrix-person');
  const shift = {
    clientId: fx.clients[tenant],
    userId: personId,
    eventId: fx.events[tenant],
    clockIn: new Date(base - 2 * 3_600_000),
    clockOut: new Date(base - 3_600_000),
  };
  const entry = fx.db.insert(clockEntries).values(shift).returning({ id: clockEntries.id });
  return { personId, entryId: await insertedId(entry, 'clock entry') };
}

const freshGuard = async (fx: MatrixFixture, tenant: Tenant) => (await guardWithEntry(fx, tenant)).personId;

export const personnelMatrixEntries: Record<string, MatrixEntry> = {
  ...sameRequestEntries(listExpect(viewers), ['GET /api/v1/personnel', 'GET /api/v1/personnel.csv']),
  ...recordEntries(recordExpect(viewers, { adminReachesOtherClient: true }), freshGuard, [
    'GET /api/v1/personnel/:id',
    'GET /api/v1/personnel/:id/timesheet',
  ]),
  'PATCH /api/v1/personnel/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/personnel/${(await guardWithEntry(fx, tenant)).personId}`,
      payload: { notes: 'Matrix note', licenceExpiresOn: '2027-01-31' },
    }),
    expect: recordExpect(editors, { adminReachesOtherClient: true }),
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
