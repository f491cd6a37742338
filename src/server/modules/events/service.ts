import {
  type EventCreateBody,
  type EventCsvQuery,
  type EventDetail,
  type EventListQuery,
  type EventListResponse,
  type EventUpdateBody,
  endAfterStartMessage,
  eventCsvMaxRows,
  eventStatusAt,
} from '../../../shared/contract/events.ts';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import { toCsv } from '../../../shared/csv.ts';
import { type EventScope, hasPermission } from '../../../shared/policy.ts';
import { eventScopeNamingClient } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { csvTime } from '../../http/csv-reply.ts';
import { pageWindow } from '../../http/paging.ts';
import { insertAudited, recordAudit } from '../audit/index.ts';
import {
  countEventRecords,
  deleteEventRow,
  type EventListRow,
  type EventRow,
  type EventValues,
  findCustomerForEvents,
  findVisibleEvent,
  insertEventRow,
  listAssignments,
  listEvents,
  listGeofences,
  listOnBreakNow,
  listRestrictedAreas,
  payInDollars,
  toEventSummary,
  updateEventRow,
} from './repository.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

function statusOf(row: EventListRow, now: Date) {
  return eventStatusAt({ startDate: row.startAt, endDate: row.endAt, unassigned: row.unassigned }, now);
}

/** The event if the caller may see it; another client's event, or one outside their scope, is "not found". */
export async function visibleEvent(ctx: AppContext, caller: Caller, id: string): Promise<EventRow> {
  const row = await findVisibleEvent(ctx.db, caller.actor.eventScope, id);
  if (!row) throw AppError.notFound('No such event.', 'event');
  return row;
}

function listFilter(caller: Caller, query: EventCsvQuery, now: Date) {
  return {
    scope: eventScopeNamingClient(caller.actor, query.clientId),
    now,
    status: query.status,
    q: query.q || undefined,
    customerId: query.customerId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    sort: query.sort,
    order: query.order,
  };
}

export async function listVisibleEvents(
  ctx: AppContext,
  caller: Caller,
  query: EventListQuery,
): Promise<EventListResponse> {
  const now = ctx.clock();
  const { rows, total } = await listEvents(ctx.db, {
    ...listFilter(caller, query, now),
    ...pageWindow(query),
  });
  return {
    items: rows.map((row) => toEventSummary(row, statusOf(row, now))),
    page: query.page,
    limit: query.limit,
    total,
  };
}

const csvHeader = [
  'Event',
  'Customer',
  'Site',
  'Status',
  'Start',
  'End',
  'Time zone',
  'Guards assigned',
  'Guards on duty',
  'Guards on break',
  'Guard rate ($/h)',
  'Manager rate ($/h)',
  'Supervisor rate ($/h)',
  'Payroll budget ($)',
];

const dollars = (centsValue: number) => (centsValue / 100).toFixed(2);

/** The filtered, sorted list as CSV (docs/product/payroll-and-reports.md#csv-exports): each event's times in its own time zone. */
export async function exportEventsCsv(ctx: AppContext, caller: Caller, query: EventCsvQuery) {
  const now = ctx.clock();
  const { rows } = await listEvents(ctx.db, { ...listFilter(caller, query, now), limit: eventCsvMaxRows, offset: 0 });
  const csv = toCsv(
    csvHeader,
    rows.map((r) => [
      r.name,
      r.customerName,
      r.siteName,
      statusOf(r, now),
      csvTime(r.startAt, r.timeZone),
      csvTime(r.endAt, r.timeZone),
      r.timeZone,
      r.guardsAssigned,
      r.guardsOnDuty,
      r.guardsOnBreak,
      dollars(r.guardPayRateCents),
      dollars(r.managerPayRateCents),
      dollars(r.supervisorPayRateCents),
      dollars(r.payrollBudgetCents),
    ]),
  );
  return { csv, fileName: `events-${now.toISOString().slice(0, 10)}.csv` };
}

export async function getEventDetail(ctx: AppContext, caller: Caller, id: string): Promise<EventDetail> {
  const now = ctx.clock();
  const row = await visibleEvent(ctx, caller, id);
  const [zones, areas, assignments, onBreakNow] = await Promise.all([
    listGeofences(ctx.db, id),
    listRestrictedAreas(ctx.db, id),
    listAssignments(ctx.db, id),
    listOnBreakNow(ctx.db, id, now),
  ]);
  const seesLicences = hasPermission(caller.actor.roles, 'events.assign');
  return {
    ...toEventSummary(row, statusOf(row, now)),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    unassigned: row.unassigned,
    notesCount: row.notesCount,
    checkCallMinutes: row.checkCallMinutes,
    noMovementMinutes: row.noMovementMinutes,
    geofences: zones,
    restrictedAreas: areas,
    assignedGuards: assignments.current.map((a) => (seesLicences ? a : { ...a, licenceExpiresOn: null })),
    onBreakNow,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A customer the caller may plan events for (docs/product/access-and-roles.md#event-visibility), or a 400 on `customerId`. */
async function plannableCustomer(ctx: AppContext, scope: EventScope, customerId: string) {
  const customer = await findCustomerForEvents(ctx.db, scope, customerId);
  if (!customer) throw AppError.invalidFields({ customerId: fieldError('customer.choose_own') });
  return customer;
}

export async function createEvent(ctx: AppContext, caller: Caller, body: EventCreateBody) {
  const now = ctx.clock();
  const customer = await plannableCustomer(ctx, caller.actor.eventScope, body.customerId);
  const values: EventValues = {
    customerId: customer.id,
    name: body.eventName,
    siteName: body.siteName ?? null,
    address: body.address ?? null,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    timeZone: body.timeZone ?? customer.clientTimeZone,
    startAt: new Date(body.startDate),
    endAt: new Date(body.endDate),
    guardPayRateCents: cents(body.guardPayrate ?? 0),
    managerPayRateCents: cents(body.managerPayrate ?? 0),
    supervisorPayRateCents: cents(body.supervisorPayrate ?? 0),
    payrollBudgetCents: cents(body.payrollBudget ?? 0),
    unassigned: body.unassigned ?? false,
    checkCallMinutes: body.checkCallMinutes ?? null,
    noMovementMinutes: body.noMovementMinutes ?? null,
  };
  const audit = {
    clientId: customer.clientId,
    actorId: caller.actor.userId,
    action: 'event.create',
    entity: 'event',
    data: body,
  };
  const id = await insertAudited(ctx, { ...audit, requestId: caller.requestId, ip: caller.ip }, (tx) =>
    insertEventRow(tx, customer.clientId, values, caller.actor.userId, now),
  );
  return getEventDetail(ctx, caller, id);
}

export async function updateEvent(ctx: AppContext, caller: Caller, id: string, body: EventUpdateBody) {
  const scope = caller.actor.eventScope;
  const before = await visibleEvent(ctx, caller, id);
  const changes: Partial<EventValues> = {};
  if (body.customerId !== undefined && body.customerId !== before.customerId) {
    const customer = await plannableCustomer(ctx, scope, body.customerId);
    if (customer.clientId !== before.clientId) {
      throw AppError.invalidFields({ customerId: fieldError('customer.not_of_client') });
    }
    changes.customerId = customer.id;
  }
  if (body.eventName !== undefined) changes.name = body.eventName;
  if (body.siteName !== undefined) changes.siteName = body.siteName;
  if (body.address !== undefined) changes.address = body.address;
  if (body.latitude !== undefined) changes.latitude = body.latitude;
  if (body.longitude !== undefined) changes.longitude = body.longitude;
  if (body.timeZone !== undefined) changes.timeZone = body.timeZone;
  if (body.startDate !== undefined) changes.startAt = new Date(body.startDate);
  if (body.endDate !== undefined) changes.endAt = new Date(body.endDate);
  if (body.guardPayrate !== undefined) changes.guardPayRateCents = cents(body.guardPayrate);
  if (body.managerPayrate !== undefined) changes.managerPayRateCents = cents(body.managerPayrate);
  if (body.supervisorPayrate !== undefined) changes.supervisorPayRateCents = cents(body.supervisorPayrate);
  if (body.payrollBudget !== undefined) changes.payrollBudgetCents = cents(body.payrollBudget);
  if (body.unassigned !== undefined) changes.unassigned = body.unassigned;
  if (body.checkCallMinutes !== undefined) changes.checkCallMinutes = body.checkCallMinutes;
  if (body.noMovementMinutes !== undefined) changes.noMovementMinutes = body.noMovementMinutes;
  const start = changes.startAt ?? before.startAt;
  const end = changes.endAt ?? before.endAt;
  if (end.getTime() <= start.getTime() && body.endDate !== undefined) {
    throw AppError.invalidFields({ endDate: { code: endAfterStartMessage } });
  }
  if (end.getTime() <= start.getTime()) {
    throw AppError.invalidFields({ startDate: fieldError('validation.before_end') });
  }
  await ctx.db.transaction(async (tx) => {
    await updateEventRow(tx, id, changes, ctx.clock());
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: before.clientId,
      actorId: caller.actor.userId,
      action: 'event.update',
      entity: 'event',
      entityId: id,
      data: {
        before: {
          eventName: before.name,
          customerId: before.customerId,
          startDate: before.startAt.toISOString(),
          endDate: before.endAt.toISOString(),
          timeZone: before.timeZone,
          ...payInDollars(before),
          unassigned: before.unassigned,
          checkCallMinutes: before.checkCallMinutes,
          noMovementMinutes: before.noMovementMinutes,
        },
        changes: body,
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return getEventDetail(ctx, caller, id);
}

/**
 * Deleting an event deletes its notes, zones, assignments and tasks; it is refused while time was worked or
 * reports were filed against it (payroll and the reports need them): mark it unassigned instead.
 */
export async function deleteEvent(ctx: AppContext, caller: Caller, id: string) {
  const before = await visibleEvent(ctx, caller, id);
  await ctx.db.transaction(async (tx) => {
    const records = await countEventRecords(tx, id);
    if (records.clockEntries > 0 || records.breaks > 0) {
      throw new AppError(
        'event.has_clock_entries',
        'Time has been clocked at this event, so it cannot be deleted. Mark it unassigned instead.',
      );
    }
    if (records.reports > 0) {
      throw new AppError(
        'event.has_reports',
        'Reports have been filed for this event, so it cannot be deleted. Mark it unassigned instead.',
      );
    }
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: before.clientId,
      actorId: caller.actor.userId,
      action: 'event.delete',
      entity: 'event',
      entityId: id,
      data: {
        eventName: before.name,
        customerId: before.customerId,
        startDate: before.startAt.toISOString(),
        endDate: before.endAt.toISOString(),
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    await deleteEventRow(tx, id);
  });
}
