import type {
  PatrolAssignment,
  PatrolAssignmentQuery,
  PatrolRoute,
  PatrolRouteBody,
  Runsheet,
  RunsheetStop,
} from '../../../shared/contract/patrol-routes.ts';
import { tourMessages } from '../../../shared/contract/tours.ts';
import {
  nextStopIndex,
  type StopWindow,
  stopWindowsBetween,
  visitProgress,
  visitState,
} from '../../../shared/patrol-rules.ts';
import type { Caller } from '../../access/caller.ts';
import { eventVisible } from '../../access/event-scope.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  type AssignmentRow,
  archiveStops,
  type Db,
  deleteAssignment,
  deleteFutureAssignments,
  findAssignment,
  findRoute,
  findRunsheetAssignment,
  findShift,
  insertAssignment,
  insertRoute,
  insertStops,
  listAssignments as listAssignmentRows,
  listCheckpoints,
  listEventCheckpoints,
  listRoutes as listRouteRows,
  listScans,
  listScopedEvents,
  listShiftPeople,
  listStops,
  listVisits,
  lockRoute,
  type RouteRow,
  routeOfShift,
  type StopRow,
  updateRoute as updateRouteRow,
} from './repository.ts';

/** How far ahead of a shift's start the guard's phone already shows its runsheet. */
const runsheetAheadMs = 12 * 3_600_000;
/** The nights one assignments list covers by default: from a day back to a week ahead. */
const defaultPeriod = { backMs: 86_400_000, aheadMs: 7 * 86_400_000 };

const notFound = () => AppError.notFound('Patrol route not found.', 'patrol_route');
const scopeOf = (caller: Caller) => eventVisible(caller.actor.eventScope, 'e');

async function checkpointNames(db: Db, clientId: string, stops: StopRow[]) {
  const ids = [...new Set(stops.flatMap((s) => s.checkpointIds))];
  return new Map((await listCheckpoints(db, clientId, ids)).map((c) => [c.id, c.name]));
}

function toRoute(route: RouteRow, stops: StopRow[], names: Map<string, string>): PatrolRoute {
  return {
    id: route.id,
    name: route.name,
    createdAt: route.createdAt.toISOString(),
    updatedAt: route.updatedAt.toISOString(),
    stops: stops
      .filter((s) => s.routeId === route.id)
      .map((s) => ({
        id: s.id,
        position: s.position,
        eventId: s.eventId,
        eventName: s.eventName,
        timeZone: s.timeZone,
        windowStart: s.windowStart,
        windowEnd: s.windowEnd,
        checkpoints: s.checkpointIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      })),
  };
}

async function routeOut(ctx: AppContext, caller: Caller, route: RouteRow): Promise<PatrolRoute> {
  const stops = await listStops(ctx.db, { routeIds: [route.id] });
  return toRoute(route, stops, await checkpointNames(ctx.db, caller.actor.clientId, stops));
}

/**
 * Every stop at an event the caller sees, with checkpoints of that event still in use; all the problems at once,
 * by field (`stops.2.checkpointIds`).
 */
async function checkStops(ctx: AppContext, caller: Caller, stops: PatrolRouteBody['stops']) {
  const { clientId } = caller.actor;
  const events = await listScopedEvents(ctx.db, scopeOf(caller), [...new Set(stops.map((s) => s.eventId))]);
  const visible = new Set(events.filter((e) => e.clientId === clientId).map((e) => e.id));
  const checkpoints = new Map(
    (await listCheckpoints(ctx.db, clientId, [...new Set(stops.flatMap((s) => s.checkpointIds))])).map((c) => [
      c.id,
      c,
    ]),
  );
  const problems: Record<string, { code: 'event.unknown' | typeof tourMessages.checkpointsOfEvent }> = {};
  stops.forEach((stop, i) => {
    if (!visible.has(stop.eventId)) {
      problems[`stops.${i}.eventId`] = { code: 'event.unknown' };
      return;
    }
    const foreign = stop.checkpointIds.some((id) => {
      const c = checkpoints.get(id);
      return !c || c.eventId !== stop.eventId || c.archivedAt !== null;
    });
    if (foreign) problems[`stops.${i}.checkpointIds`] = { code: tourMessages.checkpointsOfEvent };
  });
  if (Object.keys(problems).length > 0) throw AppError.invalidFields(problems);
}

const stopsOf = (body: PatrolRouteBody) =>
  body.stops.map((s) => ({
    eventId: s.eventId,
    windowStart: s.windowStart,
    windowEnd: s.windowEnd,
    checkpointIds: s.checkpointIds,
  }));

export async function createRoute(ctx: AppContext, caller: Caller, body: PatrolRouteBody) {
  await checkStops(ctx, caller, body.stops);
  const now = ctx.clock();
  const { actor } = caller;
  return ctx.db.transaction(async (tx) => {
    const id = await insertRoute(tx, { clientId: actor.clientId, name: body.name, createdBy: actor.userId, now });
    await insertStops(tx, actor.clientId, id, stopsOf(body));
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'patrol_route.create',
      entity: 'patrol_route',
      entityId: id,
      data: { name: body.name, stops: stopsOf(body) },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { id };
  });
}

/** The checkpoints in use at a site of the caller's scope (404 for another's), by name. */
export async function siteCheckpoints(ctx: AppContext, caller: Caller, eventId: string) {
  const { clientId } = caller.actor;
  const [event] = await listScopedEvents(ctx.db, scopeOf(caller), [eventId]);
  if (!event || event.clientId !== clientId) throw AppError.notFound('Event not found.', 'event');
  return { items: await listEventCheckpoints(ctx.db, eventId) };
}

export async function listRoutes(ctx: AppContext, caller: Caller) {
  const routes = await listRouteRows(ctx.db, caller.actor.clientId, scopeOf(caller));
  const stops = await listStops(ctx.db, { routeIds: routes.map((r) => r.id) });
  const names = await checkpointNames(ctx.db, caller.actor.clientId, stops);
  return { items: routes.map((route) => toRoute(route, stops, names)) };
}

async function routeFor(ctx: AppContext, caller: Caller, id: string): Promise<RouteRow> {
  const route = await findRoute(ctx.db, caller.actor.clientId, scopeOf(caller), id);
  if (!route) throw notFound();
  return route;
}

export async function getRoute(ctx: AppContext, caller: Caller, id: string) {
  return routeOut(ctx, caller, await routeFor(ctx, caller, id));
}

/** Replaces the name and stops; the nights already judged keep their visits (naming the former stops). */
export async function updateRoute(ctx: AppContext, caller: Caller, id: string, body: PatrolRouteBody) {
  await routeFor(ctx, caller, id);
  await checkStops(ctx, caller, body.stops);
  const now = ctx.clock();
  const { actor } = caller;
  await ctx.db.transaction(async (tx) => {
    await lockRoute(tx, id);
    await archiveStops(tx, id, now);
    await insertStops(tx, actor.clientId, id, stopsOf(body));
    await updateRouteRow(tx, id, { name: body.name }, now);
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'patrol_route.update',
      entity: 'patrol_route',
      entityId: id,
      data: { name: body.name, stops: stopsOf(body) },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return routeOut(ctx, caller, await routeFor(ctx, caller, id));
}

/** Removes a route: off the lists and the shifts not yet started; nights under way or past keep it. */
export async function deleteRoute(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const route = await routeFor(ctx, caller, id);
  const now = ctx.clock();
  const { actor } = caller;
  await ctx.db.transaction(async (tx) => {
    await lockRoute(tx, id);
    await deleteFutureAssignments(tx, id, now);
    await updateRouteRow(tx, id, { archivedAt: now }, now);
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'patrol_route.delete',
      entity: 'patrol_route',
      entityId: id,
      data: { name: route.name },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

/** Gives the route to a shift of the caller's scope that has not ended; one route per shift. */
export async function assignRoute(ctx: AppContext, caller: Caller, id: string, body: { shiftId: string }) {
  const route = await routeFor(ctx, caller, id);
  const { actor } = caller;
  const shift = await findShift(ctx.db, scopeOf(caller), body.shiftId);
  if (!shift || shift.clientId !== actor.clientId || shift.cancelledAt)
    throw AppError.notFound('Shift not found.', 'shift');
  const now = ctx.clock();
  if (shift.endAt <= now) throw new AppError('patrol.shift_ended', 'This shift has ended.');
  return ctx.db.transaction(async (tx) => {
    await lockRoute(tx, id);
    const assignmentId = await insertAssignment(tx, {
      clientId: actor.clientId,
      routeId: route.id,
      shiftId: shift.id,
      assignedBy: actor.userId,
      now,
    });
    if (!assignmentId) {
      const current = await routeOfShift(tx, shift.id);
      throw new AppError('patrol.shift_has_route', 'This shift already runs a route.', {
        params: { routeName: current?.routeName ?? '' },
      });
    }
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'patrol_route.assign',
      entity: 'patrol_assignment',
      entityId: assignmentId,
      data: { routeId: route.id, shiftId: shift.id },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { id: assignmentId };
  });
}

export async function unassignRoute(ctx: AppContext, caller: Caller, id: string, assignmentId: string) {
  await routeFor(ctx, caller, id);
  const assignment = await findAssignment(ctx.db, id, assignmentId);
  if (!assignment) throw AppError.notFound('Patrol route not found.', 'patrol_route');
  const now = ctx.clock();
  if (assignment.endAt <= now) throw new AppError('patrol.shift_ended', 'This shift has ended.');
  const { actor } = caller;
  await ctx.db.transaction(async (tx) => {
    await deleteAssignment(tx, assignmentId);
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'patrol_route.unassign',
      entity: 'patrol_assignment',
      entityId: assignmentId,
      data: { routeId: id, shiftId: assignment.shiftId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

// ── Nights: the windows of each stop meeting a shift, and what became of them ─────────────────────────

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface Window extends StopWindow {
  stop: StopRow;
}

/** The windows of the route's current stops that meet the shift, in route order then time. */
export function windowsOfNight(stops: StopRow[], night: { routeId: string; startAt: Date; endAt: Date }): Window[] {
  return stops
    .filter((s) => s.routeId === night.routeId)
    .flatMap((stop) =>
      stopWindowsBetween(stop, stop.timeZone, night.startAt, night.endAt).map((w) => ({ ...w, stop })),
    );
}

/** Each night's stops with their state at `now`: a judged visit as judged, else from the people's scans. */
async function nightsOf(db: Db, clientId: string, nights: AssignmentRow[], now: Date) {
  if (nights.length === 0) return [];
  const stops = await listStops(db, { routeIds: [...new Set(nights.map((n) => n.routeId))] });
  const visits = await listVisits(
    db,
    nights.map((n) => n.id),
  );
  const judgedStopIds = [...new Set(visits.map((v) => v.stopId))].filter((id) => !stops.some((s) => s.id === id));
  const formerStops = await listStops(db, { stopIds: judgedStopIds });
  const people = await listShiftPeople(
    db,
    nights.map((n) => n.shiftId),
  );
  const windowsByNight = nights.map((night) => {
    const windows = windowsOfNight(stops, night);
    for (const visit of visits.filter((v) => v.assignmentId === night.id)) {
      const known = windows.some(
        (w) => w.stop.id === visit.stopId && w.startsAt.getTime() === visit.windowStartsAt.getTime(),
      );
      const stop = formerStops.find((s) => s.id === visit.stopId) ?? stops.find((s) => s.id === visit.stopId);
      if (!known && stop) windows.push({ startsAt: visit.windowStartsAt, endsAt: visit.windowEndsAt, stop });
    }
    return windows.sort((a, b) => a.stop.position - b.stop.position || a.startsAt.getTime() - b.startsAt.getTime());
  });
  const allWindows = windowsByNight.flat();
  const names = await checkpointNames(
    db,
    clientId,
    allWindows.map((w) => w.stop),
  );
  const scans =
    allWindows.length === 0
      ? []
      : await listScans(
          db,
          [...new Set([...people.values()].flat().map((p) => p.id))],
          [...new Set(allWindows.flatMap((w) => w.stop.checkpointIds))],
          new Date(Math.min(...allWindows.map((w) => w.startsAt.getTime()))),
          new Date(Math.max(...allWindows.map((w) => w.endsAt.getTime()))),
        );
  return nights.map((night, i) => {
    const crew = people.get(night.shiftId) ?? [];
    const crewIds = new Set(crew.map((p) => p.id));
    const ownScans = scans.filter((s) => crewIds.has(s.userId));
    const stopsOfNight: RunsheetStop[] = (windowsByNight[i] ?? []).map((w) => {
      const judged = visits.find(
        (v) =>
          v.assignmentId === night.id && v.stopId === w.stop.id && v.windowStartsAt.getTime() === w.startsAt.getTime(),
      );
      const progress = visitProgress(w, w.stop.checkpointIds, ownScans);
      const visitedAt = judged ? judged.visitedAt : progress.visitedAt;
      return {
        stopId: w.stop.id,
        position: w.stop.position,
        eventId: w.stop.eventId,
        eventName: w.stop.eventName,
        timeZone: w.stop.timeZone,
        address: w.stop.address,
        lat: w.stop.latitude,
        lng: w.stop.longitude,
        windowStartsAt: w.startsAt.toISOString(),
        windowEndsAt: w.endsAt.toISOString(),
        status: judged ? judged.status : visitState(w, visitedAt, now),
        visitedAt: iso(visitedAt),
        checkpoints: w.stop.checkpointIds.map((id) => ({
          id,
          name: names.get(id) ?? '',
          scannedAt: iso(progress.scannedAt.get(id) ?? null),
        })),
      };
    });
    const assignment: PatrolAssignment = {
      id: night.id,
      routeId: night.routeId,
      routeName: night.routeName,
      shift: {
        id: night.shiftId,
        eventId: night.eventId,
        eventName: night.eventName,
        post: night.post,
        startAt: night.startAt.toISOString(),
        endAt: night.endAt.toISOString(),
        people: crew,
      },
      stops: stopsOfNight,
    };
    return assignment;
  });
}

export async function listAssignments(ctx: AppContext, caller: Caller, id: string, query: PatrolAssignmentQuery) {
  await routeFor(ctx, caller, id);
  const now = ctx.clock();
  const from = query.from ? new Date(query.from) : new Date(now.getTime() - defaultPeriod.backMs);
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + defaultPeriod.backMs + defaultPeriod.aheadMs);
  if (to <= from) throw AppError.invalidFields({ to: { code: 'validation.after_start' } });
  const nights = await listAssignmentRows(ctx.db, id, from, to);
  return { items: await nightsOf(ctx.db, caller.actor.clientId, nights, now), now: now.toISOString() };
}

/** The guard's runsheet: the night under way, else the next within 12 hours; empty when there is none. */
export async function fieldRunsheet(ctx: AppContext, caller: Caller): Promise<Runsheet> {
  const now = ctx.clock();
  const { actor } = caller;
  const night = await findRunsheetAssignment(ctx.db, actor.homeClientId, actor.userId, now, runsheetAheadMs);
  if (!night) {
    return {
      assignmentId: null,
      routeId: null,
      routeName: null,
      shift: null,
      stops: [],
      nextStopId: null,
      now: now.toISOString(),
    };
  }
  const [sheet] = await nightsOf(ctx.db, actor.homeClientId, [night], now);
  const stops = sheet?.stops ?? [];
  const next = nextStopIndex(stops.map((s) => ({ status: s.status, windowStartsAt: new Date(s.windowStartsAt) })));
  return {
    assignmentId: night.id,
    routeId: night.routeId,
    routeName: night.routeName,
    shift: sheet?.shift ?? null,
    stops,
    nextStopId: next >= 0 ? (stops[next]?.stopId ?? null) : null,
    now: now.toISOString(),
  };
}
