import type { FastifyInstance } from 'fastify';
import { eventOperations as op } from '../../../shared/contract/events.ts';
import type { AppContext } from '../../context.ts';
import { csvRoute } from '../../http/csv-reply.ts';
import { operationRoute } from '../../http/operation-route.ts';
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

export async function eventRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  operationRoute(app, op.list, (request, _reply, caller) => listVisibleEvents(ctx, caller, request.query));
  csvRoute(app, op.exportCsv, (request, caller) => exportEventsCsv(ctx, caller, request.query));
  operationRoute(app, op.create, (request, _reply, caller) => createEvent(ctx, caller, request.body));
  operationRoute(app, op.get, (request, _reply, caller) => getEventDetail(ctx, caller, request.params.id));
  operationRoute(app, op.update, (request, _reply, caller) =>
    updateEvent(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.remove, (request, _reply, caller) => deleteEvent(ctx, caller, request.params.id));

  // ── Notes ──
  operationRoute(app, op.listNotes, async (request, _reply, caller) => ({
    items: await notesOfEvent(ctx, caller, request.params.id),
  }));
  operationRoute(app, op.addNote, (request, _reply, caller) =>
    addEventNote(ctx, caller, request.params.id, request.body.content),
  );
  operationRoute(app, op.removeNote, (request, _reply, caller) => {
    const { id, noteId } = request.params;
    return removeEventNote(ctx, caller, id, noteId);
  });

  // ── Geofences ──
  operationRoute(app, op.listGeofences, async (request, _reply, caller) => ({
    items: await geofencesOf.list(ctx, caller, request.params.id),
  }));
  operationRoute(app, op.addGeofence, (request, _reply, caller) =>
    geofencesOf.add(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.updateGeofence, (request, _reply, caller) => {
    const { id, geofenceId } = request.params;
    return geofencesOf.change(ctx, caller, id, geofenceId, request.body);
  });
  operationRoute(app, op.removeGeofence, (request, _reply, caller) => {
    const { id, geofenceId } = request.params;
    return geofencesOf.remove(ctx, caller, id, geofenceId);
  });

  // ── Restricted areas ──
  operationRoute(app, op.listRestrictedAreas, async (request, _reply, caller) => ({
    items: await restrictedAreasOf.list(ctx, caller, request.params.id),
  }));
  operationRoute(app, op.addRestrictedArea, (request, _reply, caller) =>
    restrictedAreasOf.add(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.updateRestrictedArea, (request, _reply, caller) => {
    const { id, areaId } = request.params;
    return restrictedAreasOf.change(ctx, caller, id, areaId, request.body);
  });
  operationRoute(app, op.removeRestrictedArea, (request, _reply, caller) => {
    const { id, areaId } = request.params;
    return restrictedAreasOf.remove(ctx, caller, id, areaId);
  });

  // ── Assigned personnel ──
  operationRoute(app, op.listAssignedGuards, (request, _reply, caller) =>
    assignedGuardsOf(ctx, caller, request.params.id),
  );
  operationRoute(app, op.assignGuard, (request, _reply, caller) =>
    assignPerson(ctx, caller, request.params.id, request.body),
  );
  operationRoute(app, op.unassignGuard, (request, _reply, caller) => {
    const { id, userId } = request.params;
    return unassignPerson(ctx, caller, id, userId);
  });
  operationRoute(app, op.listAssignablePersonnel, async (request, _reply, caller) => ({
    items: await assignablePersonnel(ctx, caller, request.params.id, request.query),
  }));
}
