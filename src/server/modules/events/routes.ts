import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '../../../shared/contract/common.ts';
import { errorBodySchema } from '../../../shared/contract/errors.ts';
import {
  assignablePersonnelListSchema,
  assignablePersonnelQuerySchema,
  assignedGuardListSchema,
  assignedGuardSchema,
  assignGuardBodySchema,
  eventCreateBodySchema,
  eventCsvQuerySchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventNoteBodySchema,
  eventNoteListSchema,
  eventNoteSchema,
  eventUpdateBodySchema,
  geofenceCreateBodySchema,
  geofenceSchema,
  geofenceUpdateBodySchema,
  restrictedAreaCreateBodySchema,
  restrictedAreaSchema,
  restrictedAreaUpdateBodySchema,
} from '../../../shared/contract/events.ts';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { requireUser } from '../auth/session-plugin.ts';
import { assignablePersonnel, assignedGuardsOf, assignPerson, unassignPerson } from './assignment-service.ts';
import {
  addEventNote,
  addGeofence,
  addRestrictedArea,
  changeGeofence,
  changeRestrictedArea,
  geofencesOfEvent,
  notesOfEvent,
  removeEventNote,
  removeGeofence,
  removeRestrictedArea,
  restrictedAreasOfEvent,
} from './parts-service.ts';
import {
  createEvent,
  deleteEvent,
  exportEventsCsv,
  getEventDetail,
  listVisibleEvents,
  updateEvent,
} from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['events'];
const info = (request: FastifyRequest) => ({ requestId: request.id, ip: request.ip });
const noteParams = z.object({ id: idSchema, noteId: idSchema });
const geofenceParams = z.object({ id: idSchema, geofenceId: idSchema });
const areaParams = z.object({ id: idSchema, areaId: idSchema });
const assigneeParams = z.object({ id: idSchema, userId: idSchema });

export const eventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/events',
    {
      config: { access: 'events.view' },
      schema: {
        tags,
        summary: 'Events the signed-in user may see: paged, sorted (default newest start first) and filtered',
        querystring: eventListQuerySchema,
        response: { 200: eventListResponseSchema, ...errors },
      },
    },
    async (request) => listVisibleEvents(ctx, requireUser(request), request.query),
  );

  app.get(
    '/events.csv',
    {
      config: { access: 'events.view' },
      schema: {
        tags,
        summary: 'The same list as CSV (all pages, at most 10 000 rows): times in each event’s zone, money in dollars',
        querystring: eventCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportEventsCsv(ctx, requireUser(request), request.query));
    },
  );

  app.post(
    '/events',
    {
      config: { access: 'events.edit' },
      schema: {
        tags,
        summary: 'Plan an event for one of the caller’s customers',
        body: eventCreateBodySchema,
        response: { 201: eventDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEvent(ctx, requireUser(request), request.body, info(request))),
  );

  app.get(
    '/events/:id',
    {
      config: { access: 'events.view' },
      schema: {
        tags,
        summary: 'One event with its zones, assigned personnel and who is on a break now',
        params: idParamsSchema,
        response: { 200: eventDetailSchema, ...errors },
      },
    },
    async (request) => getEventDetail(ctx, requireUser(request), request.params.id),
  );

  app.patch(
    '/events/:id',
    {
      config: { access: 'events.edit' },
      schema: {
        tags,
        summary: 'Edit an event',
        params: idParamsSchema,
        body: eventUpdateBodySchema,
        response: { 200: eventDetailSchema, ...errors },
      },
    },
    async (request) => updateEvent(ctx, requireUser(request), request.params.id, request.body, info(request)),
  );

  app.delete(
    '/events/:id',
    {
      config: { access: 'events.edit' },
      schema: {
        tags,
        summary: 'Delete an event with no clocked time and no reports (409 otherwise)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEvent(ctx, requireUser(request), request.params.id, info(request));
      return reply.status(204).send(null);
    },
  );

  // ── Notes ──
  app.get(
    '/events/:id/notes',
    {
      config: { access: 'events.view' },
      schema: {
        tags,
        summary: 'Notes on an event, newest first',
        params: idParamsSchema,
        response: { 200: eventNoteListSchema, ...errors },
      },
    },
    async (request) => ({ items: await notesOfEvent(ctx, requireUser(request), request.params.id) }),
  );

  app.post(
    '/events/:id/notes',
    {
      config: { access: 'events.notes' },
      schema: {
        tags,
        summary: 'Add a note to an event',
        params: idParamsSchema,
        body: eventNoteBodySchema,
        response: { 201: eventNoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addEventNote(ctx, requireUser(request), request.params.id, request.body.content, info(request))),
  );

  app.delete(
    '/events/:id/notes/:noteId',
    {
      config: { access: 'events.notes' },
      schema: {
        tags,
        summary: 'Delete a note (its author or an executive)',
        params: noteParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, noteId } = request.params;
      await removeEventNote(ctx, requireUser(request), id, noteId, info(request));
      return reply.status(204).send(null);
    },
  );

  // ── Geofences ──
  app.get(
    '/events/:id/geofences',
    {
      config: { access: 'events.view' },
      schema: {
        tags,
        summary: 'Geofences of an event (Allowed, Break and Restricted zones)',
        params: idParamsSchema,
        response: { 200: z.object({ items: z.array(geofenceSchema) }).meta({ id: 'GeofenceList' }), ...errors },
      },
    },
    async (request) => ({ items: await geofencesOfEvent(ctx, requireUser(request), request.params.id) }),
  );

  app.post(
    '/events/:id/geofences',
    {
      config: { access: 'events.edit' },
      schema: {
        tags,
        summary: 'Draw a geofence',
        params: idParamsSchema,
        body: geofenceCreateBodySchema,
        response: { 201: geofenceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addGeofence(ctx, requireUser(request), request.params.id, request.body, info(request))),
  );

  app.patch(
    '/events/:id/geofences/:geofenceId',
    {
      config: { access: 'events.edit' },
      schema: {
        tags,
        summary: 'Change a geofence’s title, zone type or outline',
        params: geofenceParams,
        body: geofenceUpdateBodySchema,
        response: { 200: geofenceSchema, ...errors },
      },
    },
    async (request) => {
      const { id, geofenceId } = request.params;
      return changeGeofence(ctx, requireUser(request), id, geofenceId, request.body, info(request));
    },
  );

  app.delete(
    '/events/:id/geofences/:geofenceId',
    {
      config: { access: 'events.edit' },
      schema: {
        tags,
        summary: 'Delete a geofence',
        params: geofenceParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, geofenceId } = request.params;
      await removeGeofence(ctx, requireUser(request), id, geofenceId, info(request));
      return reply.status(204).send(null);
    },
  );

  // ── Restricted areas ──
  app.get(
    '/events/:id/restricted-areas',
    {
      config: { access: 'events.view' },
      schema: {
        tags,
        summary: 'Restricted areas of an event',
        params: idParamsSchema,
        response: {
          200: z.object({ items: z.array(restrictedAreaSchema) }).meta({ id: 'RestrictedAreaList' }),
          ...errors,
        },
      },
    },
    async (request) => ({ items: await restrictedAreasOfEvent(ctx, requireUser(request), request.params.id) }),
  );

  app.post(
    '/events/:id/restricted-areas',
    {
      config: { access: 'events.edit' },
      schema: {
        tags,
        summary: 'Draw a restricted area',
        params: idParamsSchema,
        body: restrictedAreaCreateBodySchema,
        response: { 201: restrictedAreaSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addRestrictedArea(ctx, requireUser(request), request.params.id, request.body, info(request))),
  );

  app.patch(
    '/events/:id/restricted-areas/:areaId',
    {
      config: { access: 'events.edit' },
      schema: {
        tags,
        summary: 'Change a restricted area’s title, description or outline',
        params: areaParams,
        body: restrictedAreaUpdateBodySchema,
        response: { 200: restrictedAreaSchema, ...errors },
      },
    },
    async (request) => {
      const { id, areaId } = request.params;
      return changeRestrictedArea(ctx, requireUser(request), id, areaId, request.body, info(request));
    },
  );

  app.delete(
    '/events/:id/restricted-areas/:areaId',
    {
      config: { access: 'events.edit' },
      schema: {
        tags,
        summary: 'Delete a restricted area',
        params: areaParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, areaId } = request.params;
      await removeRestrictedArea(ctx, requireUser(request), id, areaId, info(request));
      return reply.status(204).send(null);
    },
  );

  // ── Assigned personnel (/:id/assigned-guards, docs/product/events-and-zones.md#assigned-personnel) ──
  app.get(
    '/events/:id/assigned-guards',
    {
      config: { access: 'events.view' },
      schema: {
        tags,
        summary: 'People assigned to an event now (items) and earlier (history: who unassigned them and when)',
        params: idParamsSchema,
        response: { 200: assignedGuardListSchema, ...errors },
      },
    },
    async (request) => assignedGuardsOf(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/events/:id/assigned-guards',
    {
      config: { access: 'events.assign' },
      schema: {
        tags,
        summary: 'Assign a person (an expired licence needs overrideReason); creates an eventAssigned alert for them',
        params: idParamsSchema,
        body: assignGuardBodySchema,
        response: { 201: assignedGuardSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await assignPerson(ctx, requireUser(request), request.params.id, request.body, info(request))),
  );

  app.delete(
    '/events/:id/assigned-guards/:userId',
    {
      config: { access: 'events.assign' },
      schema: {
        tags,
        summary: 'Unassign a person (kept as history); creates an eventUnassigned alert for them',
        params: assigneeParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await unassignPerson(ctx, requireUser(request), id, userId, info(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/events/:id/assignable-personnel',
    {
      config: { access: 'events.assign' },
      schema: {
        tags,
        summary: 'Search active personnel of the event’s client who can be assigned to it (not assigned now)',
        params: idParamsSchema,
        querystring: assignablePersonnelQuerySchema,
        response: { 200: assignablePersonnelListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await assignablePersonnel(ctx, requireUser(request), request.params.id, request.query),
    }),
  );
};
