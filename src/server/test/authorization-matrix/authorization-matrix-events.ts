/**
 * Authorization-matrix entries of the events routes (src/server/modules/events), spread into `matrixEntries`
 * of authorization-matrix.ts. In the matrix fixture the own event belongs to the own customer; the manager has
 * that customer (fullClientAccess), the supervisor that event (individualEvents), the guard is assigned to it
 * and the client user belongs to that customer — so every reader sees it. Admin reaches every client's events.
 */
import { eventAssignments, eventNotes, geofences, restrictedAreas } from '../../db/schema.ts';
import type { MatrixEntry, MatrixFixture, MatrixRole, Tenant } from './authorization-matrix.ts';
import { insertedId, recordEntries, sameRequestEntries } from './authorization-matrix-entry.ts';
import { listExpect, recordExpect } from './authorization-matrix-expect.ts';
import { freshUserIn, spareEventIn } from './authorization-matrix-records.ts';

const readers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor', 'guard', 'client'];
const editors: readonly MatrixRole[] = ['executive', 'manager'];
const assigners: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];

/** A list or a create: the listed roles pass; there is no "other client" cell. */

/** A record: the listed roles reach their own client's, 404 for another's; admin reaches every client's. */

const square = [
  { lat: 41.88, lng: -87.63 },
  { lat: 41.88, lng: -87.62 },
  { lat: 41.89, lng: -87.62 },
  { lat: 41.89, lng: -87.63 },
];
const storedSquare = square.map((p) => [p.lat, p.lng] as [number, number]);

/** A fresh event of the tenant's customer (to delete). */
const spareEvent = (fx: MatrixFixture, tenant: Tenant) =>
  spareEventIn(fx, tenant, 'Matrix Spare Event', '2026-05-01T10:00:00Z', '2026-05-01T18:00:00Z');

/** A fresh active guard of the tenant's client. */
const spareGuardIn = (fx: MatrixFixture, tenant: Tenant) => freshUserIn(fx, tenant, 'matrix-guard');

async function orphanEventNoteIn(fx: MatrixFixture, tenant: Tenant) {
  const note = { clientId: fx.clients[tenant], eventId: fx.events[tenant], content: 'Event note to delete' };
  return insertedId(fx.db.insert(eventNotes).values(note).returning({ id: eventNotes.id }), 'note');
}

async function geofenceIn(fx: MatrixFixture, tenant: Tenant) {
  const zone = {
    clientId: fx.clients[tenant],
    eventId: fx.events[tenant],
    zoneType: 'Allowed zone' as const,
    polygon: storedSquare,
  };
  return insertedId(fx.db.insert(geofences).values(zone).returning({ id: geofences.id }), 'geofence');
}

async function restrictedAreaIn(fx: MatrixFixture, tenant: Tenant) {
  const area = {
    clientId: fx.clients[tenant],
    eventId: fx.events[tenant],
    title: 'Matrix area',
    polygon: storedSquare,
  };
  return insertedId(
    fx.db.insert(restrictedAreas).values(area).returning({ id: restrictedAreas.id }),
    'restricted area',
  );
}

async function assignedGuardIn(fx: MatrixFixture, tenant: Tenant) {
  const userId = await spareGuardIn(fx, tenant);
  await fx.db.insert(eventAssignments).values({ clientId: fx.clients[tenant], eventId: fx.events[tenant], userId });
  return userId;
}

const theEvent = (fx: MatrixFixture, tenant: Tenant) => fx.events[tenant];
const eventUrl = (fx: MatrixFixture, tenant: Tenant) => `/api/v1/events/${theEvent(fx, tenant)}`;

export const eventMatrixEntries: Record<string, MatrixEntry> = {
  ...sameRequestEntries(listExpect(readers), ['GET /api/v1/events.csv']),
  'POST /api/v1/events': {
    request: (fx) => ({
      url: '/api/v1/events',
      payload: {
        customerId: fx.customers.own,
        eventName: 'Matrix Event',
        startDate: '2026-05-02T10:00:00Z',
        endDate: '2026-05-02T18:00:00Z',
      },
    }),
    expect: listExpect(editors),
  },
  ...recordEntries(recordExpect(readers, { adminReachesOtherClient: true }), theEvent, [
    'GET /api/v1/events/:id',
    'GET /api/v1/events/:id/notes',
    'GET /api/v1/events/:id/geofences',
    'GET /api/v1/events/:id/restricted-areas',
    'GET /api/v1/events/:id/assigned-guards',
  ]),
  'PATCH /api/v1/events/:id': {
    request: (fx, tenant) => ({ url: eventUrl(fx, tenant), payload: { payrollBudget: 5000 } }),
    expect: recordExpect(editors, { adminReachesOtherClient: true }),
  },
  ...recordEntries(recordExpect(editors, { adminReachesOtherClient: true }), spareEvent, ['DELETE /api/v1/events/:id']),
  'POST /api/v1/events/:id/notes': {
    request: (fx, tenant) => ({ url: `${eventUrl(fx, tenant)}/notes`, payload: { content: 'Matrix note' } }),
    expect: recordExpect(assigners, { adminReachesOtherClient: true }),
  },
  // A note with no author: only an executive (or admin) may delete it; a manager or supervisor gets 403.
  'DELETE /api/v1/events/:id/notes/:noteId': {
    request: async (fx, tenant) => ({
      url: `${eventUrl(fx, tenant)}/notes/${await orphanEventNoteIn(fx, tenant)}`,
    }),
    expect: (caller, tenant) =>
      (caller === 'manager' || caller === 'supervisor') && tenant === 'own'
        ? 403
        : recordExpect(assigners, { adminReachesOtherClient: true })(caller, tenant),
  },
  'POST /api/v1/events/:id/geofences': {
    request: (fx, tenant) => ({
      url: `${eventUrl(fx, tenant)}/geofences`,
      payload: { title: 'Matrix zone', zoneType: 'Allowed zone', polygon: square },
    }),
    expect: recordExpect(editors, { adminReachesOtherClient: true }),
  },
  'PATCH /api/v1/events/:id/geofences/:geofenceId': {
    request: async (fx, tenant) => ({
      url: `${eventUrl(fx, tenant)}/geofences/${await geofenceIn(fx, tenant)}`,
      payload: { zoneType: 'Break zone' },
    }),
    expect: recordExpect(editors, { adminReachesOtherClient: true }),
  },
  'DELETE /api/v1/events/:id/geofences/:geofenceId': {
    request: async (fx, tenant) => ({ url: `${eventUrl(fx, tenant)}/geofences/${await geofenceIn(fx, tenant)}` }),
    expect: recordExpect(editors, { adminReachesOtherClient: true }),
  },
  'POST /api/v1/events/:id/restricted-areas': {
    request: (fx, tenant) => ({
      url: `${eventUrl(fx, tenant)}/restricted-areas`,
      payload: { title: 'Matrix area', polygon: square },
    }),
    expect: recordExpect(editors, { adminReachesOtherClient: true }),
  },
  'PATCH /api/v1/events/:id/restricted-areas/:areaId': {
    request: async (fx, tenant) => ({
      url: `${eventUrl(fx, tenant)}/restricted-areas/${await restrictedAreaIn(fx, tenant)}`,
      payload: { description: 'Changed' },
    }),
    expect: recordExpect(editors, { adminReachesOtherClient: true }),
  },
  'DELETE /api/v1/events/:id/restricted-areas/:areaId': {
    request: async (fx, tenant) => ({
      url: `${eventUrl(fx, tenant)}/restricted-areas/${await restrictedAreaIn(fx, tenant)}`,
    }),
    expect: recordExpect(editors, { adminReachesOtherClient: true }),
  },
  'POST /api/v1/events/:id/assigned-guards': {
    request: async (fx, tenant) => ({
      url: `${eventUrl(fx, tenant)}/assigned-guards`,
      payload: { userId: await spareGuardIn(fx, tenant) },
    }),
    expect: recordExpect(assigners, { adminReachesOtherClient: true }),
  },
  'DELETE /api/v1/events/:id/assigned-guards/:userId': {
    request: async (fx, tenant) => ({
      url: `${eventUrl(fx, tenant)}/assigned-guards/${await assignedGuardIn(fx, tenant)}`,
    }),
    expect: recordExpect(assigners, { adminReachesOtherClient: true }),
  },
  'GET /api/v1/events/:id/assignable-personnel': {
    request: (fx, tenant) => ({ url: `${eventUrl(fx, tenant)}/assignable-personnel?q=matrix` }),
    expect: recordExpect(assigners, { adminReachesOtherClient: true }),
  },
};
