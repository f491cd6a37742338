/**
 * Authorization-matrix entries of daily activity reports (src/server/modules/daily-activity), spread into
 * `matrixEntries` of authorization-matrix.ts: read by the operators and a client user over their event scope, the
 * note written by executive, manager and supervisor, a version issued on demand by executive and manager; another
 * client's event or version is 404.
 */
import type { AppContext } from '../../context.ts';
import { FileStore } from '../../files/file-store.ts';
import { createDailyActivityIssuer } from '../../modules/daily-activity/issuer.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';

const readers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'client'];
const noteWriters: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];
const issuers: readonly MatrixRole[] = ['executive', 'manager'];
const date = '2026-04-01';

/** An issued version of the tenant's event's day. */
async function versionIn(fx: MatrixFixture, tenant: Tenant): Promise<string> {
  const ctx = { db: fx.db, clock: () => new Date('2026-04-02T00:00:00Z'), files: new FileStore() } as AppContext;
  const issued = await createDailyActivityIssuer(ctx).issue({
    clientId: fx.clients[tenant],
    eventId: fx.events[tenant],
    date,
  });
  return issued.id;
}

const onEventDay = (tenant: Tenant, fx: MatrixFixture) => `eventId=${fx.events[tenant]}&date=${date}`;

export const dailyActivityMatrixEntries: Record<string, MatrixEntry> = {
  'GET /api/v1/reports/daily-activity': {
    request: (fx, tenant) => ({ url: `/api/v1/reports/daily-activity?${onEventDay(tenant, fx)}` }),
    expect: recordExpect(readers, { adminReachesOtherClient: false }),
  },
  'GET /api/v1/reports/daily-activity.pdf': {
    request: (fx, tenant) => ({ url: `/api/v1/reports/daily-activity.pdf?${onEventDay(tenant, fx)}` }),
    expect: recordExpect(readers, { adminReachesOtherClient: false }),
  },
  'PUT /api/v1/events/:id/daily-notes/:date': {
    request: (fx, tenant) => ({
      url: `/api/v1/events/${fx.events[tenant]}/daily-notes/${date}`,
      payload: { body: 'Matrix note' },
    }),
    expect: recordExpect(noteWriters, { adminReachesOtherClient: false }),
  },
  'DELETE /api/v1/events/:id/daily-notes/:date': {
    request: (fx, tenant) => ({ url: `/api/v1/events/${fx.events[tenant]}/daily-notes/${date}` }),
    expect: recordExpect(noteWriters, { adminReachesOtherClient: false }),
  },
  'GET /api/v1/daily-activity-reports': {
    request: () => ({ url: '/api/v1/daily-activity-reports' }),
    expect: listExpect(readers),
  },
  'GET /api/v1/daily-activity-reports/:id/pdf': {
    request: async (fx, tenant) => ({ url: `/api/v1/daily-activity-reports/${await versionIn(fx, tenant)}/pdf` }),
    expect: recordExpect(readers, { adminReachesOtherClient: false }),
  },
  'POST /api/v1/reports/daily-activity/issue': {
    request: (fx, tenant) => ({
      url: '/api/v1/reports/daily-activity/issue',
      payload: { eventId: fx.events[tenant], date },
    }),
    expect: recordExpect(issuers, { adminReachesOtherClient: false }),
  },
};
