import type {
  CallCreateBody,
  CallListQuery,
  CallStatusBody,
  DispatchCall,
  DispatchCallDetail,
  DispatchCallList,
  DispatchUnitList,
  FieldDispatchCall,
  GuardCallStatus,
} from '../../../shared/contract/dispatch.ts';
import { dispatchLimits } from '../../../shared/contract/dispatch.ts';
import { type FieldActionResult, fieldFutureToleranceMs } from '../../../shared/contract/field.ts';
import type { PushMessage } from '../../../shared/contract/push.ts';
import {
  arrivalIsFar,
  type CallAction,
  type CallPriority,
  defaultAverageSpeedKmh,
  nextStatus,
  rankUnits,
  responseTargetAt,
  responseTargetMissed,
} from '../../../shared/dispatch-rules.ts';
import type { Caller } from '../../access/caller.ts';
import { callVisible, ownCall, patrolRequestable } from '../../access/dispatch.ts';
import { eventVisible } from '../../access/event-scope.ts';
import { reportVisible } from '../../access/reports.ts';
import type { BackgroundLog } from '../../background-work.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { actionTime, inTransaction, pointOf, zonesOf } from '../field/index.ts';
import { pushToPerson } from '../push/index.ts';
import {
  type CallEventRow,
  type CallPatch,
  type CallRow,
  type Db,
  dispatchSpeedOf,
  findCall,
  findCallEvent,
  findPerson,
  findReportForCall,
  insertCall,
  insertCallEvent,
  listCallEvents,
  listCalls as listCallRows,
  listOpenCallsOf,
  listUnits,
  loadCall,
  lockCall,
  responseTargetsOf,
  updateCall,
} from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export function toCall(row: CallRow, now: number): DispatchCall {
  const lat = row.latitude ?? row.eventLat;
  const lng = row.longitude ?? row.eventLng;
  return {
    id: row.id,
    eventId: row.eventId,
    eventName: row.eventName,
    customerId: row.customerId,
    customerName: row.customerName,
    address: row.address,
    lat: lat !== null && lng !== null ? lat : null,
    lng: lat !== null && lng !== null ? lng : null,
    type: row.type,
    priority: row.priority,
    description: row.description,
    callerName: row.callerName,
    callerPhone: row.callerPhone,
    source: row.source,
    status: row.status,
    outcome: row.outcome,
    receivedAt: row.receivedAt.toISOString(),
    targetAt: row.targetAt.toISOString(),
    targetMinutes: row.targetMinutes,
    assignee: person(row.assigneeId, row.assigneeName),
    assignedAt: iso(row.assignedAt),
    acknowledgedAt: iso(row.acknowledgedAt),
    enRouteAt: iso(row.enRouteAt),
    onSceneAt: iso(row.onSceneAt),
    clearedAt: iso(row.clearedAt),
    cancelledAt: iso(row.cancelledAt),
    arrivalFar: row.arrivalFar,
    responseMinutes: row.onSceneAt ? Math.floor((row.onSceneAt.getTime() - row.receivedAt.getTime()) / 60_000) : null,
    targetMissed: responseTargetMissed(
      { targetAt: row.targetAt.getTime(), onSceneAt: row.onSceneAt?.getTime() ?? null, status: row.status },
      now,
    ),
    createdBy: person(row.createdBy, row.createdByName),
    incidentReportId: row.incidentReportId,
  };
}

function toTimelineEntry(row: CallEventRow): DispatchCallDetail['timeline'][number] {
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    at: row.at.toISOString(),
    by: person(row.byId, row.byName),
    assignee: person(row.assigneeId, row.assigneeName),
    lat: row.latitude,
    lng: row.longitude,
    accuracy: row.accuracy,
    far: row.far,
    outcome: row.outcome,
    reason: row.reason,
  };
}

async function detailOf(db: Db, row: CallRow, now: number): Promise<DispatchCallDetail> {
  const timeline = await listCallEvents(db, row.id);
  return { ...toCall(row, now), timeline: timeline.map(toTimelineEntry) };
}

const notFound = () => AppError.notFound('Call not found.', 'call');

const illegal = (status: string, action: string) =>
  new AppError('dispatch.illegal_transition', `A ${status} call cannot take the step ${action}.`, {
    params: { status, action },
  });

function receivedTime(ctx: AppContext, receivedAt: string | undefined): Date {
  const now = ctx.clock();
  if (!receivedAt) return now;
  const at = new Date(receivedAt);
  if (at.getTime() - now.getTime() > fieldFutureToleranceMs)
    throw AppError.invalidFields({ receivedAt: { code: 'field.future_time' } });
  return at;
}

async function takeCall(
  ctx: AppContext,
  caller: Caller,
  call: {
    eventId: string | null;
    customerId: string | null;
    address: string | null;
    lat: number | null;
    lng: number | null;
    type: CallCreateBody['type'];
    priority: number;
    description: string;
    callerName: string | null;
    callerPhone: string | null;
    receivedAt: Date;
    incidentReportId?: string | null;
  },
  source: DispatchCall['source'],
): Promise<{ id: string; targetAt: string }> {
  const now = ctx.clock();
  const priority = call.priority as CallPriority;
  const own = call.customerId
    ? await responseTargetsOf(ctx.db, caller.actor.clientId, call.customerId, call.receivedAt)
    : null;
  const targets = own ? { 1: own.p1, 2: own.p2, 3: own.p3, 4: own.p4 } : {};
  const targetAt = new Date(responseTargetAt(call.receivedAt.getTime(), priority, targets));
  const targetMinutes = Math.round((targetAt.getTime() - call.receivedAt.getTime()) / 60_000);
  const { actor } = caller;
  return ctx.db.transaction(async (tx) => {
    const id = await insertCall(tx, {
      clientId: actor.clientId,
      eventId: call.eventId,
      customerId: call.customerId,
      address: call.address,
      latitude: call.lat,
      longitude: call.lng,
      type: call.type,
      priority,
      description: call.description,
      callerName: call.callerName,
      callerPhone: call.callerPhone,
      source,
      receivedAt: call.receivedAt,
      incidentReportId: call.incidentReportId ?? null,
      targetMinutes,
      targetAt,
      createdBy: actor.userId,
      now,
    });
    await insertCallEvent(tx, {
      clientId: actor.clientId,
      callId: id,
      action: 'created',
      status: 'new',
      at: call.receivedAt,
      byId: actor.userId,
      now,
    });
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'dispatch.create',
      entity: 'dispatch_call',
      entityId: id,
      data: {
        source,
        eventId: call.eventId,
        type: call.type,
        priority,
        receivedAt: call.receivedAt.toISOString(),
        ...(call.incidentReportId ? { incidentReportId: call.incidentReportId } : {}),
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { id, targetAt: targetAt.toISOString() };
  });
}

/**
 * A dispatcher takes a call at an event of their scope, or at a free address with a point; raised from a guard's
 * incident report the dispatcher may read, it is the guard's call (source `guard`) at the report's event unless
 * the body names another place.
 */
export async function createCall(ctx: AppContext, caller: Caller, body: CallCreateBody) {
  const receivedAt = receivedTime(ctx, body.receivedAt);
  const { actor } = caller;
  let customerId: string | null = null;
  let eventId = body.eventId ?? null;
  if (body.incidentReportId) {
    const report = await findReportForCall(ctx.db, reportVisible(actor, 'r'), body.incidentReportId);
    if (!report || report.clientId !== actor.clientId) throw AppError.notFound('Report not found.', 'report');
    if (!eventId && body.lat === undefined) {
      if (!report.eventId) throw AppError.invalidFields({ eventId: { code: 'dispatch.place_required' } });
      eventId = report.eventId;
    }
  }
  if (eventId) {
    const event = await findCallEvent(ctx.db, eventVisible(actor.eventScope, 'e'), eventId);
    if (!event || event.clientId !== actor.clientId) throw AppError.notFound('Event not found.', 'event');
    customerId = event.customerId;
  }
  return takeCall(
    ctx,
    caller,
    {
      eventId,
      customerId,
      address: body.address ?? null,
      lat: body.lat ?? null,
      lng: body.lng ?? null,
      type: body.type,
      priority: body.priority,
      description: body.description,
      callerName: body.callerName ?? null,
      callerPhone: body.callerPhone ?? null,
      receivedAt,
      incidentReportId: body.incidentReportId ?? null,
    },
    body.incidentReportId ? 'guard' : 'dispatcher',
  );
}

/** Priority of a customer's own patrol request (docs/product/dispatch.md#rules). */
const patrolRequestPriority = 4;

/** A customer's user asks for a patrol of one of their customer's sites. */
export async function requestPatrol(ctx: AppContext, caller: Caller, body: { eventId: string; description: string }) {
  const { actor } = caller;
  const event = await findCallEvent(ctx.db, patrolRequestable(actor, 'e'), body.eventId);
  if (!event || event.clientId !== actor.clientId) throw AppError.notFound('Event not found.', 'event');
  return takeCall(
    ctx,
    caller,
    {
      eventId: event.id,
      customerId: event.customerId,
      address: null,
      lat: null,
      lng: null,
      type: 'patrol_request',
      priority: patrolRequestPriority,
      description: body.description,
      callerName: actor.displayName || actor.email,
      callerPhone: null,
      receivedAt: ctx.clock(),
    },
    'portal',
  );
}

export async function listCalls(ctx: AppContext, caller: Caller, query: CallListQuery): Promise<DispatchCallList> {
  const now = ctx.clock();
  const rows = await listCallRows(ctx.db, callVisible(caller.actor, 'x'), {
    status: query.status,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    limit: dispatchLimits.list,
  });
  return { items: rows.map((row) => toCall(row, now.getTime())), now: now.toISOString() };
}

export async function getCall(ctx: AppContext, caller: Caller, id: string): Promise<DispatchCallDetail> {
  const row = await findCall(ctx.db, callVisible(caller.actor, 'x'), id);
  if (!row) throw notFound();
  return detailOf(ctx.db, row, ctx.clock().getTime());
}

/** Every unit of the client for a call: available first, each group nearest first (docs/product/dispatch.md#rules). */
export async function callUnits(ctx: AppContext, caller: Caller, id: string): Promise<DispatchUnitList> {
  const { actor } = caller;
  const [row, units, speed] = await Promise.all([
    findCall(ctx.db, callVisible(actor, 'x'), id),
    listUnits(ctx.db, actor.clientId),
    dispatchSpeedOf(ctx.db, actor.clientId),
  ]);
  if (!row) throw notFound();
  const speedKmh = speed ?? defaultAverageSpeedKmh;
  const call = toCall(row, ctx.clock().getTime());
  const byId = new Map(units.map((u) => [u.userId, u]));
  const candidates = units.map((u) => ({
    userId: u.userId,
    name: u.name,
    available: u.callId === null,
    position:
      u.latitude !== null && u.longitude !== null && u.positionAt
        ? { lat: u.latitude, lng: u.longitude, at: u.positionAt.getTime() }
        : null,
  }));
  const ranked =
    call.lat !== null && call.lng !== null
      ? rankUnits({ lat: call.lat, lng: call.lng }, candidates, speedKmh)
      : rankUnits(
          { lat: 0, lng: 0 },
          candidates.map((c) => ({ ...c, position: null })),
          speedKmh,
        );
  return {
    speedKmh,
    // Written out field by field: a spread followed by new properties makes 2,000 slow objects (docs/benchmarks.md).
    items: ranked.map((unit) => {
      const u = byId.get(unit.userId);
      return {
        userId: unit.userId,
        name: unit.name,
        available: unit.available,
        distanceMeters: unit.distanceMeters,
        etaMinutes: unit.etaMinutes,
        lastPositionAt: iso(u?.positionAt ?? null),
        lat: u?.latitude ?? null,
        lng: u?.longitude ?? null,
        callId: u?.callId ?? null,
        eventName: u?.eventName ?? null,
      };
    }),
  };
}

async function dispatcherStep(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: Extract<CallAction, 'assign' | 'cancel'>,
  step: (
    tx: Db,
    row: CallRow,
    now: Date,
  ) => Promise<{ patch: CallPatch; event: Parameters<typeof insertCallEvent>[1] }>,
): Promise<DispatchCallDetail> {
  const { actor } = caller;
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const row = await lockCall(tx, callVisible(actor, 'x'), id);
    if (!row) throw notFound();
    if (!nextStatus(row.status, action)) throw illegal(row.status, action);
    const { patch, event } = await step(tx, row, now);
    await updateCall(tx, id, patch, now);
    await insertCallEvent(tx, event);
    await recordAudit(tx, {
      at: now,
      clientId: actor.clientId,
      actorId: actor.userId,
      action: `dispatch.${action}`,
      entity: 'dispatch_call',
      entityId: id,
      data: { from: row.status, to: patch.status, assigneeId: patch.assigneeId ?? null, reason: event.reason ?? null },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    const after = await loadCall(tx, id);
    if (!after) throw notFound();
    return detailOf(tx, after, now.getTime());
  });
}

/**
 * Assigns (or reassigns) a call to a unit: a person of the client on duty now. Once committed, their browsers
 * that agreed to Web Push are woken too (best effort: the live stream is what the phone relies on).
 */
export async function assignCall(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: { userId: string },
  log: BackgroundLog,
) {
  const { actor } = caller;
  const detail = await dispatcherStep(ctx, caller, id, 'assign', async (tx, _row, now) => {
    const unit = await findPerson(tx, actor.clientId, body.userId);
    if (!unit) throw AppError.notFound('Person not found.', 'person');
    if (!unit.onDuty)
      throw new AppError('dispatch.not_on_duty', `${unit.name} is not on duty.`, { params: { name: unit.name } });
    return {
      patch: {
        status: 'assigned',
        assigneeId: unit.id,
        assignedAt: now,
        acknowledgedAt: null,
        enRouteAt: null,
        ackAlertId: null,
      },
      event: {
        clientId: actor.clientId,
        callId: id,
        action: 'assigned',
        status: 'assigned',
        at: now,
        byId: actor.userId,
        assigneeId: unit.id,
        now,
      },
    };
  });
  ctx.background?.run('pushing a call', () => pushToPerson(ctx, body.userId, callPush(detail)), log);
  return detail;
}

/** The notification of an assigned call: priority, type and place; it opens the field app. */
function callPush(call: DispatchCall): PushMessage {
  return {
    type: 'dispatch.call',
    callId: call.id,
    title: `P${call.priority} ${call.type.replace('_', ' ')}`,
    body: [call.eventName ?? call.address, call.description].filter(Boolean).join(' — '),
    url: '/field',
  };
}

export function cancelCall(ctx: AppContext, caller: Caller, id: string, body: { reason: string }) {
  const { actor } = caller;
  return dispatcherStep(ctx, caller, id, 'cancel', async (_tx, row, now) => ({
    patch: { status: 'cancelled', cancelledAt: now },
    event: {
      clientId: actor.clientId,
      callId: id,
      action: 'cancelled',
      status: 'cancelled',
      at: now,
      byId: actor.userId,
      assigneeId: row.assigneeId,
      reason: body.reason,
      now,
    },
  }));
}

const guardActions: Record<GuardCallStatus, CallAction> = {
  acknowledged: 'acknowledge',
  refused: 'refuse',
  en_route: 'en_route',
  on_scene: 'on_scene',
  cleared: 'clear',
};

/**
 * A guard's status step from the phone (docs/product/dispatch.md#rules): one of their own calls (404 otherwise),
 * a step the status allows (409 dispatch.illegal_transition), with when and where; an arrival far from the site
 * is flagged. Idempotent by key, like every field action, so the offline queue may send it again.
 */
export async function recordCallStatus(
  ctx: AppContext,
  caller: Caller,
  callId: string,
  body: CallStatusBody,
): Promise<FieldActionResult> {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  const { actor } = caller;
  return inTransaction(ctx, caller, 'dispatch-status', body.idempotencyKey, now, async (tx) => {
    const row = await lockCall(tx, ownCall(actor, 'x'), callId);
    if (!row) throw notFound();
    const action = guardActions[body.status];
    const to = nextStatus(row.status, action);
    if (!to) throw illegal(row.status, action);
    let far = false;
    let patch: CallPatch;
    switch (body.status) {
      case 'acknowledged':
        patch = { status: to, acknowledgedAt: at };
        break;
      case 'refused':
        patch = {
          status: to,
          assigneeId: null,
          assignedAt: null,
          acknowledgedAt: null,
          enRouteAt: null,
          ackAlertId: null,
        };
        break;
      case 'en_route':
        patch = { status: to, enRouteAt: at };
        break;
      case 'on_scene': {
        const place =
          row.eventId !== null
            ? { zones: await zonesOf(ctx.db, row.eventId) }
            : row.latitude !== null && row.longitude !== null
              ? { point: { lat: row.latitude, lng: row.longitude } }
              : null;
        far = place !== null && arrivalIsFar(place, point);
        patch = { status: to, onSceneAt: at, arrivalFar: far };
        break;
      }
      case 'cleared':
        patch = { status: to, clearedAt: at, outcome: body.outcome ?? 'other' };
        break;
    }
    await updateCall(tx, callId, patch, now);
    await insertCallEvent(tx, {
      clientId: row.clientId,
      callId,
      action: body.status,
      status: to,
      at,
      byId: actor.userId,
      assigneeId: body.status === 'refused' ? actor.userId : row.assigneeId,
      latitude: point?.lat ?? null,
      longitude: point?.lng ?? null,
      accuracy: point?.accuracy ?? null,
      far,
      outcome: body.status === 'cleared' ? (body.outcome ?? null) : null,
      reason: body.reason ?? null,
      now,
    });
    await recordAudit(tx, {
      at: now,
      clientId: row.clientId,
      actorId: actor.userId,
      action: 'field.dispatch-status',
      entity: 'dispatch_call',
      entityId: callId,
      data: { from: row.status, to, status: body.status, at: at.toISOString(), position: point, far },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return {
      kind: 'dispatch-status',
      id: callId,
      at: at.toISOString(),
      duplicate: false,
      alertIds: [],
      callStatus: to,
      arrivalFar: far,
    };
  });
}

/** The signed-in guard's open calls, most urgent first. */
export async function fieldCalls(
  ctx: AppContext,
  caller: Caller,
): Promise<{ items: FieldDispatchCall[]; now: string }> {
  const now = ctx.clock();
  const rows = await listOpenCallsOf(ctx.db, caller.actor.homeClientId, caller.actor.userId);
  return {
    items: rows.map((row) => ({ ...toCall(row, now.getTime()), siteName: row.siteName })),
    now: now.toISOString(),
  };
}
