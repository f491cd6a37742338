/**
 * Assigning personnel to an event (docs/product/events-and-zones.md#assigned-personnel): the person must be an active member of the event's client in
 * a field role; someone whose licence has expired (before today in the event's time zone) is refused unless the
 * caller gives an override reason, which the audit log keeps. Assigning creates an `eventAssigned` alert for the
 * person (docs/product/alerts.md#alert-types, with assignedBy); unassigning keeps the row as history (unassigned_at, unassigned_by)
 * and creates an `eventUnassigned` alert (with UnAssignedBy).
 */
import type {
  AssignablePerson,
  AssignablePersonnelQuery,
  AssignedGuard,
  AssignedGuardList,
  AssignGuardBody,
} from '../../../shared/contract/events.ts';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import { hasPermission } from '../../../shared/policy.ts';
import type { Caller } from '../../access/caller.ts';
import { mayWorkAtEvents } from '../../access/events.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { assignmentAlertTexts, insertAlert } from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  type Db,
  endAssignment,
  findCurrentAssignment,
  findPerson,
  insertAssignment,
  listAssignments,
  searchAssignablePeople,
} from './repository.ts';
import { visibleEvent } from './service.ts';

/**
 * Puts a person on an event inside the caller's transaction (a shift assignment does, docs/product/shifts.md);
 * answers the new assignment's id, or nothing when they are on it already. The caller raises the alert and audits.
 */
export function addEventAssignment(
  tx: Db,
  values: { clientId: string; eventId: string; userId: string; assignedBy: string; now: Date },
): Promise<string | undefined> {
  return insertAssignment(tx, values);
}

/** Licence dates are for those who assign people; others (a guard, a customer's user) do not see them. */
function forCaller(caller: Caller, guard: AssignedGuard): AssignedGuard {
  return hasPermission(caller.actor.roles, 'events.assign') ? guard : { ...guard, licenceExpiresOn: null };
}

export async function assignedGuardsOf(ctx: AppContext, caller: Caller, eventId: string): Promise<AssignedGuardList> {
  await visibleEvent(ctx, caller, eventId);
  const { current, history } = await listAssignments(ctx.db, eventId);
  return { items: current.map((g) => forCaller(caller, g)), history: history.map((g) => forCaller(caller, g)) };
}

export async function assignablePersonnel(
  ctx: AppContext,
  caller: Caller,
  eventId: string,
  query: AssignablePersonnelQuery,
): Promise<AssignablePerson[]> {
  const event = await visibleEvent(ctx, caller, eventId);
  return searchAssignablePeople(ctx.db, {
    clientId: event.clientId,
    eventId,
    timeZone: event.timeZone,
    now: ctx.clock(),
    q: query.q || undefined,
    limit: query.limit,
  });
}

export async function assignPerson(
  ctx: AppContext,
  caller: Caller,
  eventId: string,
  body: AssignGuardBody,
): Promise<AssignedGuard> {
  const now = ctx.clock();
  const event = await visibleEvent(ctx, caller, eventId);
  const person = await findPerson(ctx.db, event.clientId, body.userId, event.timeZone, now);
  const role = person?.roles[0];
  if (person === undefined || person.status !== 'active' || !mayWorkAtEvents(role)) {
    throw AppError.invalidFields({ userId: fieldError('assignment.choose_active_staff') });
  }
  if (await findCurrentAssignment(ctx.db, eventId, person.id)) {
    throw new AppError('event.already_assigned', 'This person is already assigned to this event.', {
      fieldErrors: { userId: fieldError('assignment.already_assigned') },
    });
  }
  if (person.licenceExpired && !body.overrideReason) {
    throw AppError.invalidFields(
      { userId: fieldError('assignment.licence_expired') },
      'This person’s licence has expired. Give a reason to assign them anyway.',
    );
  }
  const texts = assignmentAlertTexts('assigned', person.displayName, event.name, eventId);
  await ctx.db.transaction(async (tx) => {
    const assignmentId = await insertAssignment(tx, {
      clientId: event.clientId,
      eventId,
      userId: person.id,
      assignedBy: caller.actor.userId,
      now,
    });
    if (!assignmentId) {
      throw new AppError('event.already_assigned', 'This person is already assigned to this event.', {
        fieldErrors: { userId: fieldError('assignment.already_assigned') },
      });
    }
    const alertId = await insertAlert(tx, {
      clientId: event.clientId,
      type: 'eventAssigned',
      guardId: person.id,
      eventId,
      title: texts.title,
      message: texts.text,
      params: texts.params,
      assignedBy: caller.actor.userId,
      now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.clientId,
      actorId: caller.actor.userId,
      action: person.licenceExpired ? 'event.assign-licence-override' : 'event.assign',
      entity: 'event_assignment',
      entityId: assignmentId,
      data: {
        eventId,
        userId: person.id,
        alertId,
        licenceExpiresOn: person.licenceExpiresOn,
        licenceExpired: person.licenceExpired,
        overrideReason: body.overrideReason ?? null,
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  const { current } = await listAssignments(ctx.db, eventId);
  const assigned = current.find((a) => a.userId === person.id);
  if (!assigned) throw new Error('assignment vanished right after it was created');
  return assigned;
}

export async function unassignPerson(ctx: AppContext, caller: Caller, eventId: string, userId: string) {
  const now = ctx.clock();
  const event = await visibleEvent(ctx, caller, eventId);
  const assignment = await findCurrentAssignment(ctx.db, eventId, userId);
  if (!assignment) throw AppError.notFound('This person is not assigned to this event.', 'event_assignment');
  const person = await findPerson(ctx.db, event.clientId, userId, event.timeZone, now);
  const texts = assignmentAlertTexts('unassigned', person?.displayName ?? 'Unknown user', event.name, eventId);
  await ctx.db.transaction(async (tx) => {
    await endAssignment(tx, assignment.id, caller.actor.userId, now);
    const alertId = await insertAlert(tx, {
      clientId: event.clientId,
      type: 'eventUnassigned',
      guardId: userId,
      eventId,
      title: texts.title,
      message: texts.text,
      params: texts.params,
      unassignedBy: caller.actor.userId,
      now,
    });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: event.clientId,
      actorId: caller.actor.userId,
      action: 'event.unassign',
      entity: 'event_assignment',
      entityId: assignment.id,
      data: { eventId, userId, alertId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}
