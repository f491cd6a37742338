import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventOperations as op } from '../../../shared/contract/events.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { assignablePersonnel, assignedGuardsOf, assignPerson, unassignPerson } from './assignment-service.ts';
import { addEventNote, geofencesOf, notesOfEvent, removeEventNote, restrictedAreasOf } from './parts-service.ts';
import {
  createEvent,
  deleteEvent,
  exportEventsCsv,
  getEventDetail,
  listVisibleEvents,
  updateEvent,
} from './service.ts';

const info = (request: Pick<FastifyRequest, 'id' | 'ip'>) => ({ requestId: request.id, ip: request.ip });

export async function eventRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request) => listVisibleEvents(ctx, requireUser(request), request.query));
  operationRoute(app, op.exportCsv, async (request, reply) =>
    sendCsv(reply, await exportEventsCsv(ctx, requireUser(request), request.query)),
  );
  operationRoute(app, op.create, (request) => createEvent(ctx, requireUser(request), request.body, info(request)));
  operationRoute(app, op.get, (request) => getEventDetail(ctx, requireUser(request), request.params.id));
  operationRoute(app, op.update, (request) =>
    updateEvent(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.remove, async (request) => {
    await deleteEvent(ctx, requireUser(request), request.params.id, info(request));
    return undefined;
  });

  // ── Notes ──
  operationRoute(app, op.listNotes, async (request) => ({
    items: await notesOfEvent(ctx, requireUser(request), request.params.id),
  }));
  operationRoute(app, op.addNote, (request) =>
    addEventNote(ctx, requireUser(request), request.params.id, request.body.content, info(request)),
  );
  operationRoute(app, op.removeNote, async (request) => {
    const { id, noteId } = request.params;
    await removeEventNote(ctx, requireUser(request), id, noteId, info(request));
    return undefined;
  });

  // ── Geofences ──
  operationRoute(app, op.listGeofences, async (request) => ({
    items: await geofencesOf.list(ctx, requireUser(request), request.params.id),
  }));
  operationRoute(app, op.addGeofence, (request) =>
    geofencesOf.add(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.updateGeofence, (request) => {
    const { id, geofenceId } = request.params;
    return geofencesOf.change(ctx, requireUser(request), id, geofenceId, request.body, info(request));
  });
  operationRoute(app, op.removeGeofence, async (request) => {
    const { id, geofenceId } = request.params;
    await geofencesOf.remove(ctx, requireUser(request), id, geofenceId, info(request));
    return undefined;
  });

  // ── Restricted areas ──
  operationRoute(app, op.listRestrictedAreas, async (request) => ({
    items: await restrictedAreasOf.list(ctx, requireUser(request), request.params.id),
  }));
  operationRoute(app, op.addRestrictedArea, (request) =>
    restrictedAreasOf.add(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.updateRestrictedArea, (request) => {
    const { id, areaId } = request.params;
    return restrictedAreasOf.change(ctx, requireUser(request), id, areaId, request.body, info(request));
  });
  operationRoute(app, op.removeRestrictedArea, async (request) => {
    const { id, areaId } = request.params;
    await restrictedAreasOf.remove(ctx, requireUser(request), id, areaId, info(request));
    return undefined;
  });

  // ── Assigned personnel ──
  operationRoute(app, op.listAssignedGuards, (request) =>
    assignedGuardsOf(ctx, requireUser(request), request.params.id),
  );
  operationRoute(app, op.assignGuard, (request) =>
    assignPerson(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );
  operationRoute(app, op.unassignGuard, async (request) => {
    const { id, userId } = request.params;
    await unassignPerson(ctx, requireUser(request), id, userId, info(request));
    return undefined;
  });
  operationRoute(app, op.listAssignablePersonnel, async (request) => ({
    items: await assignablePersonnel(ctx, requireUser(request), request.params.id, request.query),
  }));
}
