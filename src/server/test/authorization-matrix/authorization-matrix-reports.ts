/**
 * Authorization-matrix entries of the incident-report routes (src/server/modules/incident-reports), spread into
 * `matrixEntries` of authorization-matrix.ts. The target report is filed on the tenant's event by its assigned
 * guard (so the manager sees it through fullClientAccess, the supervisor through individualEvents, the guard as
 * its guard, and the client user through the customer); another client's report is 404 for everyone — an admin
 * works in one client at a time.
 */
import { incidentReports } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, passes, recordExpect } from './authorization-matrix-expect.ts';

const viewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard', 'client'];
const filers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard'];
const reviewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];

let count = 0;

async function reportOf(fx: MatrixFixture, tenant: Tenant) {
  count += 1;
  const report: typeof incidentReports.$inferInsert = {
    clientId: fx.clients[tenant],
    eventId: fx.events[tenant],
    guardId: tenant === 'own' ? fx.users.guard : fx.otherClientUser,
    reportType: 'Custom Report',
    incidentDate: new Date('2026-04-01T10:00:00Z'),
    guardNote: `Matrix report ${count}`,
  };
  return insertedId(fx.db.insert(incidentReports).values(report).returning({ id: incidentReports.id }), 'report');
}

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const reportMatrixEntries: Record<string, MatrixEntry> = {
  ...sameRequestEntries(listExpect(viewers), ['GET /api/v1/incident-reports', 'GET /api/v1/incident-reports.csv']),
  ...sameRequestEntries(listExpect(filers), ['GET /api/v1/incident-reports/options']),
  'POST /api/v1/incident-reports': {
    request: (fx) => ({
      url: '/api/v1/incident-reports',
      payload: {
        reportType: 'Custom Report',
        eventId: fx.events.own,
        guardId: fx.users.guard,
        incidentDate: '2026-04-01T10:00:00Z',
        guardNote: 'Matrix filing',
      },
    }),
    expect: listExpect(filers),
  },
  ...recordEntries(recordExpect(viewers, { adminReachesOtherClient: false }), reportOf, [
    'GET /api/v1/incident-reports/:id',
    'GET /api/v1/incident-reports/:id.pdf',
  ]),
  'PATCH /api/v1/incident-reports/:id': {
    request: async (fx, tenant) => ({
      url: `/api/v1/incident-reports/${await reportOf(fx, tenant)}`,
      payload: { guardNote: 'Changed', reason: 'Matrix edit' },
    }),
    expect: recordExpect(reviewers, { adminReachesOtherClient: false }),
  },
  'POST /api/v1/incident-reports/:id/status': {
    request: async (fx, tenant) => ({
      url: `/api/v1/incident-reports/${await reportOf(fx, tenant)}/status`,
      payload: { status: 'Under review' },
    }),
    expect: recordExpect(reviewers, { adminReachesOtherClient: false }),
  },
  'POST /api/v1/incident-reports/:id/comments': {
    request: async (fx, tenant) => ({
      url: `/api/v1/incident-reports/${await reportOf(fx, tenant)}/comments`,
      payload: { content: 'Matrix comment' },
    }),
    expect: recordExpect(viewers, { adminReachesOtherClient: false }),
  },
  'GET /api/v1/incident-reports/:id/attachments/:attachmentId': {
    // No such attachment: a reader gets 404 for the file, which the matrix cannot tell from "not allowed";
    // so the cell checks the permission and the tenant only (the file's 200 is integration-tested).
    request: async (fx, tenant) => ({
      url: `/api/v1/incident-reports/${await reportOf(fx, tenant)}/attachments/00000000-0000-4000-8000-000000000000`,
    }),
    expect: (caller, _tenant) => {
      if (caller === 'signedOut') return 401;
      if (!passes(viewers, caller)) return 403;
      return 404;
    },
  },
  'POST /api/v1/incident-reports/:id/attachments': {
    request: async (fx, tenant) => ({
      url: `/api/v1/incident-reports/${await reportOf(fx, tenant)}/attachments`,
      payload: png,
    }),
    expect: (caller, tenant) => {
      if (caller === 'signedOut') return 401;
      if (!passes(filers, caller)) return 403;
      if (tenant === 'other') return 404;
      // A guard adds photos to their own report before review; this one was filed by nobody: refused.
      return caller === 'guard' ? 403 : 'ok';
    },
  },
};
