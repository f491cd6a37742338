/**
 * Authorization-matrix entries of the watch list (/visitor-blocklist) and the visitor routes of docs/product/visitors.md (deny
 * entry, check-in photo), spread into `matrixEntries` of authorization-matrix.ts. The front desk reads the watch
 * list; managers and above change it. Another client's entry or visitor answers 404 (an admin works in their own
 * client here).
 */
import { visitorBlocklist, visitors } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, passes, recordExpect } from './authorization-matrix-expect.ts';

const viewers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard', 'client', 'guest'];
const frontDesk: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard'];
const listKeepers: readonly MatrixRole[] = ['executive', 'manager'];

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let count = 0;

/** An expected visitor tied to no event (the front desk's) in the tenant's client. */
async function expectedVisitor(fx: MatrixFixture, tenant: Tenant) {
  count += 1;
  const visitor = {
    clientId: fx.clients[tenant],
    name: `Matrix Desk Visitor ${count}`,
    status: 'expected' as const,
    expectedAt: new Date('2026-12-01T12:00:00Z'),
  };
  return insertedId(fx.db.insert(visitors).values(visitor).returning({ id: visitors.id }), 'visitor');
}

async function watchListEntry(fx: MatrixFixture, tenant: Tenant) {
  count += 1;
  const name = `Matrix Barred ${count}`;
  const entry = { clientId: fx.clients[tenant], name, nameKey: name.toLowerCase(), reason: 'Matrix' };
  return insertedId(fx.db.insert(visitorBlocklist).values(entry).returning({ id: visitorBlocklist.id }), 'watch-list');
}

export const visitorBlocklistMatrixEntries: Record<string, MatrixEntry> = {
  ...sameRequestEntries(listExpect(frontDesk), ['GET /api/v1/visitor-blocklist']),
  'POST /api/v1/visitor-blocklist': {
    request: () => {
      count += 1;
      return { url: '/api/v1/visitor-blocklist', payload: { name: `Matrix Added ${count}`, reason: 'Matrix' } };
    },
    expect: listExpect(listKeepers),
  },
  ...recordEntries(recordExpect(listKeepers, { adminReachesOtherClient: false }), watchListEntry, [
    'DELETE /api/v1/visitor-blocklist/:id',
  ]),
  'POST /api/v1/visitors/:id/deny': {
    request: async (fx, tenant) => ({ url: `/api/v1/visitors/${await expectedVisitor(fx, tenant)}/deny`, payload: {} }),
    expect: recordExpect(frontDesk, { adminReachesOtherClient: false }),
  },
  'POST /api/v1/visitors/:id/photo': {
    request: async (fx, tenant) => ({
      url: `/api/v1/visitors/${await expectedVisitor(fx, tenant)}/photo`,
      payload: png,
    }),
    expect: recordExpect(frontDesk, { adminReachesOtherClient: false }),
  },
  'GET /api/v1/visitors/:id/photo': {
    // The visitor has no photo: a reader gets 404, which the matrix cannot tell from "not visible"; so the cell
    // checks the permission only (the photo's 200 is integration-tested in visitors/watch-list.test.ts).
    request: async (fx, tenant) => ({ url: `/api/v1/visitors/${await expectedVisitor(fx, tenant)}/photo` }),
    expect: (caller) => {
      if (caller === 'signedOut') return 401;
      return passes(viewers, caller) ? 404 : 403;
    },
  },
};
