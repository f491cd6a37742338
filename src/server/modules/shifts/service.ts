/**
 * Shifts and their people (docs/product/shifts.md): planning inside events, the candidates list, assignments
 * with overrides, publishing, claims. The rules of who may take a shift are src/shared/shift-eligibility.ts; the
 * facts come from eligibility-repository.ts; who sees which shift is src/server/access/shifts.ts.
 */

import { randomUUID } from 'node:crypto';
import type { ErrorParamItem } from '../../../shared/contract/errors.ts';
import { type FieldError, fieldError } from '../../../shared/contract/field-errors.ts';
import {
  maxShiftListItems,
  maxShiftsPerWrite,
  roleMissingBlock,
  type Shift,
  type ShiftAssignBody,
  type ShiftCandidateList,
  type ShiftCopyWeekBody,
  type ShiftCreateBody,
  type ShiftCreated,
  type ShiftListQuery,
  type ShiftUpdateBody,
  schedulingDefaults,
  shiftMessages,
} from '../../../shared/contract/shifts.ts';
import { roleRank } from '../../../shared/policy.ts';
import { blockCodesOf, candidateOf, rankCandidates } from '../../../shared/shift-eligibility.ts';
import { repeatOccurrences, type ShiftTimes, shiftByDays } from '../../../shared/shift-repeat.ts';
import {
  addDaysTo,
  dateOfLocal,
  daysBetween,
  localDateOf,
  localEpochOf,
  midnightIn,
  weekStartDate,
} from '../../../shared/zoned-time.ts';
import type { Actor } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import { shiftVisible } from '../../access/shifts.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { assignmentAlertTexts, insertAlert } from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { addEventAssignment, findCurrentAssignment, visibleEvent } from '../events/index.ts';
import { sendNoticeMessages } from '../messenger/index.ts';
import { candidateFacts, peopleFacts, personFacts, type ShiftFacts } from './eligibility-repository.ts';
import {
  announceShiftChange,
  approveShiftAssignment,
  cancelShiftRow,
  type Db,
  deleteShiftAssignment,
  findClientPerson,
  findShift,
  findShiftAssignment,
  insertShiftAssignment,
  insertShifts,
  listShifts,
  lockPeople,
  lockShift,
  readSettings,
  type ShiftChanges,
  type ShiftRow,
  setEditOverride,
  setPublished,
  shiftsStartingIn,
  toShift,
  updateShiftRow,
} from './repository.ts';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** Shift times are kept to the whole second (the eligibility sums count seconds). */
const toSecond = (iso: string) => new Date(Math.floor(Date.parse(iso) / 1000) * 1000);

/** The event of a new shift: visible to the caller and in their working client, else 404. */
async function eventForShifts(ctx: AppContext, caller: Caller, eventId: string) {
  const event = await visibleEvent(ctx, caller, eventId);
  if (event.clientId !== caller.actor.clientId) throw AppError.notFound('No such event.', 'event');
  return event;
}

export async function visibleShift(ctx: AppContext | { db: Db }, actor: Actor, id: string): Promise<ShiftRow> {
  const row = await findShift(ctx.db, shiftVisible(actor, 's'), id);
  if (!row) throw AppError.notFound('No such shift.', 'shift');
  return row;
}

function refuseCancelled(row: ShiftRow) {
  if (row.cancelled_at !== null) throw new AppError('shift.cancelled', 'This shift was cancelled.');
}

const withinEvent = (times: ShiftTimes, event: { startAt: Date | string; endAt: Date | string }) =>
  times.startAt >= new Date(event.startAt).getTime() && times.endAt <= new Date(event.endAt).getTime();

export async function getShift(ctx: AppContext, caller: Caller, id: string): Promise<Shift> {
  return toShift(await visibleShift(ctx, caller.actor, id));
}

export async function listVisibleShifts(ctx: AppContext, caller: Caller, query: ShiftListQuery) {
  const rows = await listShifts(ctx.db, {
    visible: shiftVisible(caller.actor, 's'),
    from: new Date(query.from),
    to: new Date(query.to),
    eventId: query.eventId,
    userId: query.userId,
    unfilled: query.unfilled === undefined ? undefined : query.unfilled === 'true',
    limit: maxShiftListItems,
  });
  return { items: rows.map(toShift) };
}

export async function createShifts(
  ctx: AppContext,
  caller: Caller,
  eventId: string,
  body: ShiftCreateBody,
): Promise<ShiftCreated> {
  const _actor = caller.actor;
  const event = await eventForShifts(ctx, caller, eventId);
  const first = { startAt: toSecond(body.startAt).getTime(), endAt: toSecond(body.endAt).getTime() };
  if (!withinEvent(first, event)) {
    throw AppError.invalidFields({
      startAt: { code: shiftMessages.outsideEvent },
      endAt: { code: shiftMessages.outsideEvent },
    });
  }
  let all: ShiftTimes[] = [first];
  if (body.repeat) {
    if (body.repeat.until < localDateOf(first.startAt, event.timeZone)) {
      throw AppError.invalidFields({ 'repeat.until': { code: shiftMessages.untilBeforeStart } });
    }
    all = repeatOccurrences(first, body.repeat, event.timeZone, maxShiftsPerWrite);
    const fields: Record<string, FieldError> = {};
    if (all.length === 0) fields['repeat.weekdays'] = { code: shiftMessages.noRepeatDay };
    else if (all.length > maxShiftsPerWrite)
      fields['repeat.until'] = { code: shiftMessages.tooMany, params: { max: maxShiftsPerWrite } };
    else if (!all.every((times) => withinEvent(times, event)))
      fields['repeat.until'] = { code: shiftMessages.repeatOutsideEvent };
    if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
  }
  const now = ctx.clock();
  const seriesId = body.repeat ? randomUUID() : null;
  const ids = await ctx.db.transaction(async (tx) => {
    const made = await insertShifts(
      tx,
      all.map((times) => ({
        clientId: event.clientId,
        eventId,
        post: body.post,
        startAt: new Date(times.startAt),
        endAt: new Date(times.endAt),
        headcount: body.headcount ?? 1,
        requiredRole: body.requiredRole ?? 'guard',
        notes: body.notes ?? null,
        seriesId,
        createdBy: caller.actor.userId,
        now,
      })),
    );
    await recordAudit(tx, {
      at: now,
      clientId: event.clientId,
      actorId: caller.actor.userId,
      action: 'shift.create',
      entity: 'shift',
      entityId: made[0] ?? null,
      data: { eventId, post: body.post, count: made.length, seriesId, repeat: body.repeat ?? null },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    await announceShiftChange(tx, {
      clientId: event.clientId,
      shiftId: made[0] as string,
      eventId,
      userIds: [],
      change: 'created',
    });
    return made;
  });
  return body.repeat ? { ids } : { id: ids[0] as string };
}

export async function copyWeek(ctx: AppContext, caller: Caller, eventId: string, body: ShiftCopyWeekBody) {
  const _actor = caller.actor;
  const event = await eventForShifts(ctx, caller, eventId);
  const { weekStart } = await readSettings(ctx.db, event.clientId);
  const tz = event.timeZone;
  const fromWeek = weekStartDate(body.from, weekStart);
  const toWeek = weekStartDate(body.to, weekStart);
  const days = daysBetween(fromWeek, toWeek);
  if (days === 0) throw AppError.invalidFields({ to: fieldError('shift.choose_another_week') });
  const source = await shiftsStartingIn(
    ctx.db,
    eventId,
    new Date(midnightIn(fromWeek, tz)),
    new Date(midnightIn(addDaysTo(fromWeek, 7), tz)),
  );
  if (source.length === 0) throw AppError.invalidFields({ from: { code: shiftMessages.nothingToCopy } });
  const copies = source.map((s) => ({
    ...s,
    times: shiftByDays({ startAt: s.startAt.getTime(), endAt: s.endAt.getTime() }, days, tz),
  }));
  if (copies.length > maxShiftsPerWrite)
    throw AppError.invalidFields({ from: { code: shiftMessages.tooMany, params: { max: maxShiftsPerWrite } } });
  if (!copies.every((c) => withinEvent(c.times, event))) {
    throw AppError.invalidFields({ to: { code: shiftMessages.copyOutsideEvent } });
  }
  const now = ctx.clock();
  const ids = await ctx.db.transaction(async (tx) => {
    const made = await insertShifts(
      tx,
      copies.map((c) => ({
        clientId: event.clientId,
        eventId,
        post: c.post,
        startAt: new Date(c.times.startAt),
        endAt: new Date(c.times.endAt),
        headcount: c.headcount,
        requiredRole: c.requiredRole,
        notes: c.notes,
        seriesId: null,
        createdBy: caller.actor.userId,
        now,
      })),
    );
    await recordAudit(tx, {
      at: now,
      clientId: event.clientId,
      actorId: caller.actor.userId,
      action: 'shift.copy-week',
      entity: 'event',
      entityId: eventId,
      data: { fromWeek, toWeek, count: made.length },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    if (made[0]) {
      await announceShiftChange(tx, {
        clientId: event.clientId,
        shiftId: made[0],
        eventId,
        userIds: [],
        change: 'created',
      });
    }
    return made;
  });
  return { ids };
}

const peopleOf = (row: ShiftRow) => row.assignments.map((a) => a.userId);

export async function updateShift(ctx: AppContext, caller: Caller, id: string, body: ShiftUpdateBody): Promise<Shift> {
  const actor = caller.actor;
  const row = await visibleShift(ctx, actor, id);
  refuseCancelled(row);
  const times = {
    startAt: body.startAt ? toSecond(body.startAt).getTime() : new Date(row.start_at).getTime(),
    endAt: body.endAt ? toSecond(body.endAt).getTime() : new Date(row.end_at).getTime(),
  };
  const fields: Record<string, FieldError> = {};
  if (times.endAt <= times.startAt) fields.endAt = { code: shiftMessages.endAfterStart };
  else if (!withinEvent(times, { startAt: row.event_start_at, endAt: row.event_end_at })) {
    if (body.startAt) fields.startAt = { code: shiftMessages.outsideEvent };
    if (body.endAt) fields.endAt = { code: shiftMessages.outsideEvent };
  }
  if (body.headcount !== undefined && body.headcount < row.assignments.length)
    fields.headcount = { code: shiftMessages.fewerPlaces };
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
  const changes: ShiftChanges = {};
  if (body.post !== undefined) changes.post = body.post;
  if (body.startAt !== undefined) changes.startAt = new Date(times.startAt);
  if (body.endAt !== undefined) changes.endAt = new Date(times.endAt);
  if (body.headcount !== undefined) changes.headcount = body.headcount;
  if (body.requiredRole !== undefined) changes.requiredRole = body.requiredRole;
  if (body.notes !== undefined) changes.notes = body.notes;
  const recheck =
    (changes.startAt !== undefined && changes.startAt.getTime() !== new Date(row.start_at).getTime()) ||
    (changes.endAt !== undefined && changes.endAt.getTime() !== new Date(row.end_at).getTime()) ||
    (changes.requiredRole !== undefined && changes.requiredRole !== row.required_role);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await lockShift(tx, id);
    const people = (await visibleShift({ db: tx }, actor, id)).assignments.filter((a) => a.status === 'assigned');
    // Everyone on the shift is locked as an assignment would lock them, so the check below sees their other shifts.
    if (recheck)
      await lockPeople(
        tx,
        people.map((a) => a.userId),
      );
    await updateShiftRow(tx, id, changes, now);
    const blocked = recheck ? await blockedByEdit(tx, id, people) : [];
    if (blocked.length > 0 && !body.override) {
      throw new AppError(
        'shift.ineligible',
        `This change blocks people on the shift: ${blocked.map((p) => `${p.name} (${p.blocks.join(', ')})`).join('; ')}. Saving it needs an override with a reason.`,
        { params: { people: blocked } },
      );
    }
    if (blocked.length > 0 && (!actor.role || roleRank[actor.role] < roleRank.manager)) {
      throw new AppError('shift.override_refused', 'Only a manager or above may override blocks.');
    }
    const override =
      blocked.length > 0 && body.override
        ? {
            reason: body.override.reason,
            by: caller.actor.userId,
            at: now,
            people: blocked.map(({ userId, name, blocks, ...params }) => ({
              userId,
              name,
              blocks,
              params: params as Record<string, string | number>,
            })),
          }
        : null;
    if (recheck) await setEditOverride(tx, id, override);
    await recordAudit(tx, {
      at: now,
      clientId: row.client_id,
      actorId: caller.actor.userId,
      action: override ? 'shift.update-override' : 'shift.update',
      entity: 'shift',
      entityId: id,
      data: {
        changes: body,
        ...(override && { overrideReason: override.reason, blocked: override.people }),
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    await announceShiftChange(tx, {
      clientId: row.client_id,
      shiftId: id,
      eventId: row.event_id,
      userIds: peopleOf(row),
      change: 'changed',
    });
  });
  return getShift(ctx, caller, id);
}

/**
 * The people on a shift (after its edit, in the same transaction) whom the eligibility check now blocks, with the
 * block codes and their params; one who no longer holds the shift's role (or is not active) is blocked by
 * `role.missing` (docs/product/shifts.md#editing-a-shift).
 */
async function blockedByEdit(tx: Tx, id: string, people: readonly { userId: string; name: string }[]) {
  const facts = new Map(
    (
      await peopleFacts(
        tx,
        id,
        people.map((p) => p.userId),
      )
    ).map((f) => [f.userId, f]),
  );
  return people.flatMap((person): (ErrorParamItem & { userId: string; name: string; blocks: string[] })[] => {
    const mine = facts.get(person.userId);
    if (!mine) return [{ userId: person.userId, name: person.name, blocks: [roleMissingBlock] }];
    const { blocks } = candidateOf(mine, mine);
    if (blocks.length === 0) return [];
    const params = Object.assign({}, ...blocks.map((b) => b.params ?? {})) as Record<string, string | number>;
    return [{ ...params, userId: person.userId, name: mine.name, blocks: blocks.map((b) => b.code) }];
  });
}

/** Cancels a shift (kept for history); its people are told on the live stream. */
export async function cancelShift(ctx: AppContext, caller: Caller, id: string) {
  const row = await visibleShift(ctx, caller.actor, id);
  if (row.cancelled_at !== null) return;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await cancelShiftRow(tx, id, caller.actor.userId, now);
    await recordAudit(tx, {
      at: now,
      clientId: row.client_id,
      actorId: caller.actor.userId,
      action: 'shift.cancel',
      entity: 'shift',
      entityId: id,
      data: { post: row.post, startAt: row.start_at, endAt: row.end_at, people: peopleOf(row) },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    await announceShiftChange(tx, {
      clientId: row.client_id,
      shiftId: id,
      eventId: row.event_id,
      userIds: peopleOf(row),
      change: 'cancelled',
    });
    // An admin working in the client is no member of it: the live notice alone tells the people then.
    if (caller.actor.homeClientId === row.client_id) {
      await sendNoticeMessages(tx, {
        clientId: row.client_id,
        fromUserId: caller.actor.userId,
        toUserIds: peopleOf(row),
        body: cancelledShiftText(row),
        now,
      });
    }
  });
}

/** "Shift cancelled: Gate 3 at Harbour Watch, 2026-06-11 08:00–12:00 (Europe/Berlin)", in the event's time zone. */
export function cancelledShiftText(
  row: Pick<ShiftRow, 'post' | 'event_name' | 'event_time_zone' | 'start_at' | 'end_at'>,
) {
  const local = (value: Date | string) => {
    const epoch = localEpochOf(new Date(value).getTime(), row.event_time_zone);
    return { date: dateOfLocal(epoch), time: new Date(epoch).toISOString().slice(11, 16) };
  };
  const start = local(row.start_at);
  const end = local(row.end_at);
  const endText = end.date === start.date ? end.time : `${end.date} ${end.time}`;
  return `Shift cancelled: ${row.post} at ${row.event_name}, ${start.date} ${start.time}–${endText} (${row.event_time_zone})`;
}

export async function setShiftPublished(
  ctx: AppContext,
  caller: Caller,
  id: string,
  published: boolean,
): Promise<Shift> {
  const row = await visibleShift(ctx, caller.actor, id);
  refuseCancelled(row);
  if ((row.published_at !== null) !== published) {
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      await setPublished(tx, id, published ? caller.actor.userId : null, now);
      await recordAudit(tx, {
        at: now,
        clientId: row.client_id,
        actorId: caller.actor.userId,
        action: published ? 'shift.publish' : 'shift.unpublish',
        entity: 'shift',
        entityId: id,
        requestId: caller.requestId,
        ip: caller.ip,
      });
      await announceShiftChange(tx, {
        clientId: row.client_id,
        shiftId: id,
        eventId: row.event_id,
        userIds: peopleOf(row),
        change: published ? 'published' : 'unpublished',
      });
    });
  }
  return getShift(ctx, caller, id);
}

// ── Candidates and assignments ──────────────────────────────────────────────────────────────────────────

const minRestOf = (facts: readonly ShiftFacts[]) => ({
  minRestMinutes: facts[0]?.minRestMinutes ?? schedulingDefaults.minRestHours * 60,
});

export async function shiftCandidates(ctx: AppContext, caller: Caller, id: string): Promise<ShiftCandidateList> {
  const row = await visibleShift(ctx, caller.actor, id);
  refuseCancelled(row);
  const facts = await candidateFacts(ctx.db, id);
  return { items: rankCandidates(facts, minRestOf(facts)) };
}

/** The facts of one person for one shift, or undefined when they do not hold its role (or are not active). */
export const factsFor = personFacts;

/**
 * Puts the person on the shift's event when they are not on it yet (so they may clock in there and see it),
 * with the assignment alert the events module raises too.
 */
export async function ensureOnEvent(
  tx: Tx,
  ctx: AppContext,
  row: ShiftRow,
  person: { id: string; name: string },
  by: string,
  now: Date,
) {
  if (await findCurrentAssignment(tx, row.event_id, person.id)) return;
  const assignmentId = await addEventAssignment(tx, {
    clientId: row.client_id,
    eventId: row.event_id,
    userId: person.id,
    assignedBy: by,
    now,
  });
  if (!assignmentId) return;
  const texts = assignmentAlertTexts('assigned', person.name, row.event_name, row.event_id);
  await insertAlert(tx, {
    clientId: row.client_id,
    type: 'eventAssigned',
    guardId: person.id,
    eventId: row.event_id,
    title: texts.title,
    message: texts.text,
    params: texts.params,
    assignedBy: by,
    now,
  });
  await recordAudit(tx, {
    at: ctx.clock(),
    clientId: row.client_id,
    actorId: by,
    action: 'event.assign',
    entity: 'event_assignment',
    entityId: assignmentId,
    data: { eventId: row.event_id, userId: person.id, viaShift: row.id },
  });
}

/** Refuses a shift whose every place is taken. */
export function refuseFull(row: ShiftRow) {
  if (row.assignments.length >= row.headcount) {
    throw new AppError('shift.full', `Every place of this shift is taken (${row.headcount}).`, {
      params: { headcount: row.headcount },
    });
  }
}

export async function assignToShift(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: ShiftAssignBody,
): Promise<Shift> {
  const actor = caller.actor;
  const visible = await visibleShift(ctx, actor, id);
  refuseCancelled(visible);
  const person = await findClientPerson(ctx.db, visible.client_id, body.userId);
  if (person?.status !== 'active' || !person.roles.includes(visible.required_role)) {
    throw AppError.invalidFields({ userId: { code: shiftMessages.notCandidate } });
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await lockShift(tx, id);
    await lockPeople(tx, [person.id]);
    const row = await visibleShift({ db: tx }, actor, id);
    if (row.assignments.some((a) => a.userId === person.id)) {
      throw new AppError('shift.already_assigned', 'This person is already on this shift.', {
        fieldErrors: { userId: fieldError('shift.already_on_shift') },
      });
    }
    refuseFull(row);
    const facts = await factsFor(tx, id, person.id);
    if (!facts) throw AppError.invalidFields({ userId: { code: shiftMessages.notCandidate } });
    const blocks = blockCodesOf(candidateOf(facts, facts));
    if (blocks.length > 0) {
      if (!body.override) {
        throw new AppError(
          'shift.ineligible',
          'This person is blocked for this shift; assigning them needs an override with a reason.',
          {
            params: { blocks },
          },
        );
      }
      if (!actor.role || roleRank[actor.role] < roleRank.manager) {
        throw new AppError('shift.override_refused', 'Only a manager or above may assign a blocked person.');
      }
    }
    const override =
      blocks.length > 0 && body.override
        ? { reason: body.override.reason, by: caller.actor.userId, blocks }
        : undefined;
    const assignmentId = await insertShiftAssignment(tx, {
      clientId: row.client_id,
      shiftId: id,
      userId: person.id,
      status: 'assigned',
      source: 'manager',
      assignedBy: caller.actor.userId,
      now,
      override,
    });
    await ensureOnEvent(tx, ctx, row, person, caller.actor.userId, now);
    await recordAudit(tx, {
      at: now,
      clientId: row.client_id,
      actorId: caller.actor.userId,
      action: override ? 'shift.assign-override' : 'shift.assign',
      entity: 'shift_assignment',
      entityId: assignmentId ?? null,
      data: { shiftId: id, userId: person.id, blocks, overrideReason: override?.reason ?? null },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    await announceShiftChange(tx, {
      clientId: row.client_id,
      shiftId: id,
      eventId: row.event_id,
      userIds: [person.id],
      change: 'assigned',
    });
  });
  return getShift(ctx, caller, id);
}

export async function unassignFromShift(ctx: AppContext, caller: Caller, id: string, userId: string) {
  const row = await visibleShift(ctx, caller.actor, id);
  const assignment = await findShiftAssignment(ctx.db, id, userId);
  if (!assignment) throw AppError.notFound('This person is not on this shift.', 'shift_assignment');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await deleteShiftAssignment(tx, assignment.id);
    await recordAudit(tx, {
      at: now,
      clientId: row.client_id,
      actorId: caller.actor.userId,
      action: 'shift.unassign',
      entity: 'shift_assignment',
      entityId: assignment.id,
      data: { shiftId: id, userId, status: assignment.status },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    await announceShiftChange(tx, {
      clientId: row.client_id,
      shiftId: id,
      eventId: row.event_id,
      userIds: [userId],
      change: 'unassigned',
    });
  });
}

/** Approves (the person takes the place) or denies (the place is free again) a pending claim. */
export async function decideClaim(
  ctx: AppContext,
  caller: Caller,
  id: string,
  userId: string,
  approve: boolean,
): Promise<Shift> {
  const actor = caller.actor;
  const visible = await visibleShift(ctx, actor, id);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await lockShift(tx, id);
    await lockPeople(tx, [userId]);
    const assignment = await findShiftAssignment(tx, id, userId);
    if (assignment?.status !== 'pending') {
      throw new AppError('shift.claim_not_pending', 'This person has no claim waiting on this shift.');
    }
    if (approve) {
      refuseCancelled(visible);
      const facts = await factsFor(tx, id, userId);
      const blocks = facts ? blockCodesOf(candidateOf(facts, facts)) : [];
      if (!facts || blocks.length > 0) {
        throw new AppError('shift.claim_ineligible', 'This person can no longer take this shift.', {
          params: { blocks },
        });
      }
      await approveShiftAssignment(tx, assignment.id, caller.actor.userId, now);
      await ensureOnEvent(tx, ctx, visible, { id: userId, name: facts.name }, caller.actor.userId, now);
    } else {
      await deleteShiftAssignment(tx, assignment.id);
    }
    await recordAudit(tx, {
      at: now,
      clientId: visible.client_id,
      actorId: caller.actor.userId,
      action: approve ? 'shift.claim-approve' : 'shift.claim-deny',
      entity: 'shift_assignment',
      entityId: assignment.id,
      data: { shiftId: id, userId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    await announceShiftChange(tx, {
      clientId: visible.client_id,
      shiftId: id,
      eventId: visible.event_id,
      userIds: [userId],
      change: approve ? 'claim_approved' : 'claim_denied',
    });
  });
  return getShift(ctx, caller, id);
}
