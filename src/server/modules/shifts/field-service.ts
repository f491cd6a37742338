/**
 * Scheduling for the people who work shifts (docs/product/shifts.md#open-shifts): their own shifts, the open
 * shifts they may claim, time off, weekly availability and swaps; and the client's scheduling rules.
 */

import type {
  ClaimResult,
  FieldShiftList,
  MyAvailability,
  MyAvailabilityBody,
  MyShiftsQuery,
  SchedulingSettings,
  SchedulingSettingsBody,
  ShiftSwap,
  ShiftSwapList,
  ShiftSwapListQuery,
  ShiftSwapOfferBody,
  TimeOff,
  TimeOffCreateBody,
  TimeOffDecisionBody,
  TimeOffList,
  TimeOffListQuery,
} from '../../../shared/contract/shifts.ts';
import { can } from '../../../shared/policy.ts';
import { blockCodesOf, candidateOf } from '../../../shared/shift-eligibility.ts';
import type { Caller } from '../../access/caller.ts';
import { openShiftOffered, shiftVisible, swapVisible, timeOffVisible } from '../../access/shifts.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { personFacts, personFactsForShifts } from './eligibility-repository.ts';
import {
  announceShiftChange,
  decideTimeOff,
  findShift,
  findShiftAssignment,
  findSwap,
  findTimeOff,
  insertShiftAssignment,
  insertSwap,
  insertTimeOff,
  listOpenShifts,
  listOwnShifts,
  listSwaps,
  listTimeOff,
  lockPeople,
  lockShift,
  moveShiftAssignment,
  readAvailability,
  readSettings,
  toFieldShift,
  toSwap,
  toTimeOff,
  updateSwap,
  writeAvailability,
  writeSettings,
} from './repository.ts';
import { ensureOnEvent, refuseFull } from './service.ts';

// ── My shifts and open shifts ───────────────────────────────────────────────────────────────────────────

export async function myShifts(ctx: AppContext, caller: Caller, query: MyShiftsQuery): Promise<FieldShiftList> {
  const from = query.from ? new Date(query.from) : ctx.clock();
  const to = query.to ? new Date(query.to) : null;
  const rows = await listOwnShifts(ctx.db, caller.actor.homeClientId, caller.actor.userId, from, to);
  return { items: rows.map((row) => toFieldShift(row, caller.actor.userId)) };
}

export async function openShifts(ctx: AppContext, caller: Caller): Promise<FieldShiftList> {
  const rows = await listOpenShifts(ctx.db, openShiftOffered(caller.actor, 's'), caller.actor.userId, ctx.clock());
  const facts = new Map(
    (
      await personFactsForShifts(
        ctx.db,
        rows.map((r) => r.id),
        caller.actor.userId,
      )
    ).map((f) => [f.shiftId, f]),
  );
  const items = rows.flatMap((row) => {
    const mine = facts.get(row.id);
    if (!mine) return [];
    const candidate = candidateOf(mine, mine);
    return candidate.eligible ? [toFieldShift(row, caller.actor.userId, candidate.warnings)] : [];
  });
  return { items };
}

const notOpen = () => new AppError('shift.not_open', 'This shift is not open to claim.');

export async function claimShift(ctx: AppContext, caller: Caller, id: string): Promise<ClaimResult> {
  const actor = caller.actor;
  const offered = openShiftOffered(actor, 's');
  const now = ctx.clock();
  const status = await ctx.db.transaction(async (tx) => {
    await lockShift(tx, id);
    await lockPeople(tx, [caller.actor.userId]);
    const row = await findShift(tx, offered, id);
    if (!row) throw AppError.notFound('No such open shift.', 'open_shift');
    if (new Date(row.start_at) <= now) throw notOpen();
    if (row.assignments.some((a) => a.userId === caller.actor.userId)) {
      throw new AppError('shift.already_assigned', 'You are already on this shift.');
    }
    refuseFull(row);
    const facts = await personFacts(tx, id, caller.actor.userId);
    if (!facts) throw notOpen();
    const blocks = blockCodesOf(candidateOf(facts, facts));
    if (blocks.length > 0) {
      throw new AppError('shift.claim_ineligible', `You cannot take this shift: ${blocks.join(', ')}.`, {
        params: { blocks },
      });
    }
    const { claimApproval } = await readSettings(tx, row.client_id);
    const status = claimApproval === 'auto' ? 'assigned' : 'pending';
    const assignmentId = await insertShiftAssignment(tx, {
      clientId: row.client_id,
      shiftId: id,
      userId: caller.actor.userId,
      status,
      source: 'claim',
      assignedBy: caller.actor.userId,
      now,
    });
    if (status === 'assigned')
      await ensureOnEvent(tx, ctx, row, { id: caller.actor.userId, name: facts.name }, caller.actor.userId, now);
    await recordAudit(tx, {
      at: now,
      clientId: row.client_id,
      actorId: caller.actor.userId,
      action: 'shift.claim',
      entity: 'shift_assignment',
      entityId: assignmentId ?? null,
      data: { shiftId: id, status },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return status;
  });
  const row = await findShift(ctx.db, offered, id);
  if (!row) throw new Error('claimed shift vanished');
  return { status, shift: toFieldShift(row, caller.actor.userId) };
}

// ── Settings ────────────────────────────────────────────────────────────────────────────────────────────

export function schedulingSettings(ctx: AppContext, caller: Caller): Promise<SchedulingSettings> {
  return readSettings(ctx.db, caller.actor.clientId);
}

export async function updateSchedulingSettings(
  ctx: AppContext,
  caller: Caller,
  body: SchedulingSettingsBody,
): Promise<SchedulingSettings> {
  const clientId = caller.actor.clientId;
  const before = await readSettings(ctx.db, clientId);
  const after: SchedulingSettings = { ...before };
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) (after as unknown as Record<string, unknown>)[key] = value;
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await writeSettings(tx, clientId, after, caller.actor.userId, now);
    await recordAudit(tx, {
      at: now,
      clientId,
      actorId: caller.actor.userId,
      action: 'scheduling.settings',
      entity: 'client',
      entityId: clientId,
      data: { before, changes: body },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return readSettings(ctx.db, clientId);
}

// ── Time off ────────────────────────────────────────────────────────────────────────────────────────────

export async function listVisibleTimeOff(
  ctx: AppContext,
  caller: Caller,
  query: TimeOffListQuery,
): Promise<TimeOffList> {
  const items = await listTimeOff(ctx.db, {
    visible: timeOffVisible(caller.actor, 't'),
    status: query.status,
    userId: query.userId,
    ...(query.from ? { from: new Date(query.from) } : {}),
    ...(query.to ? { to: new Date(query.to) } : {}),
  });
  return { items };
}

async function visibleTimeOff(ctx: AppContext, caller: Caller, id: string) {
  const row = await findTimeOff(ctx.db, timeOffVisible(caller.actor, 't'), id);
  if (!row) throw AppError.notFound('No such time-off request.', 'time_off');
  return row;
}

export async function requestTimeOff(ctx: AppContext, caller: Caller, body: TimeOffCreateBody): Promise<TimeOff> {
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertTimeOff(tx, {
      clientId: caller.actor.homeClientId,
      userId: caller.actor.userId,
      startAt: new Date(body.startAt),
      endAt: new Date(body.endAt),
      reason: body.reason ?? null,
      now,
    });
    await recordAudit(tx, {
      at: now,
      clientId: caller.actor.homeClientId,
      actorId: caller.actor.userId,
      action: 'time_off.request',
      entity: 'time_off_request',
      entityId: id,
      data: { startAt: body.startAt, endAt: body.endAt },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return id;
  });
  return toTimeOff(await visibleTimeOff(ctx, caller, id));
}

export async function decideTimeOffRequest(
  ctx: AppContext,
  caller: Caller,
  id: string,
  approve: boolean,
  body: TimeOffDecisionBody,
): Promise<TimeOff> {
  const row = await visibleTimeOff(ctx, caller, id);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const moved = await decideTimeOff(
      tx,
      id,
      ['pending'],
      approve ? 'approved' : 'denied',
      caller.actor.userId,
      body.note ?? null,
      now,
    );
    if (!moved) throw new AppError('time_off.not_pending', 'This request was already decided.');
    await recordAudit(tx, {
      at: now,
      clientId: row.clientId,
      actorId: caller.actor.userId,
      action: approve ? 'time_off.approve' : 'time_off.deny',
      entity: 'time_off_request',
      entityId: id,
      data: { userId: row.userId, note: body.note ?? null },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return toTimeOff(await visibleTimeOff(ctx, caller, id));
}

export async function cancelTimeOff(ctx: AppContext, caller: Caller, id: string): Promise<TimeOff> {
  const row = await visibleTimeOff(ctx, caller, id);
  if (!can({ userId: caller.actor.userId, roles: caller.actor.roles }, 'timeOff.cancel', { ownerId: row.userId })) {
    throw new AppError('time_off.not_yours', 'Only the person who asked may withdraw it.');
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const moved = await decideTimeOff(tx, id, ['pending', 'approved'], 'cancelled', caller.actor.userId, null, now);
    if (!moved) throw new AppError('time_off.not_cancellable', 'This request is already denied or withdrawn.');
    await recordAudit(tx, {
      at: now,
      clientId: row.clientId,
      actorId: caller.actor.userId,
      action: 'time_off.cancel',
      entity: 'time_off_request',
      entityId: id,
      data: { previousStatus: row.status },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return toTimeOff(await visibleTimeOff(ctx, caller, id));
}

// ── Availability ────────────────────────────────────────────────────────────────────────────────────────

export async function myAvailability(ctx: AppContext, caller: Caller): Promise<MyAvailability> {
  return {
    weeklyAvailability: (await readAvailability(ctx.db, caller.actor.userId)) as MyAvailability['weeklyAvailability'],
  };
}

export async function setMyAvailability(
  ctx: AppContext,
  caller: Caller,
  body: MyAvailabilityBody,
): Promise<MyAvailability> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await writeAvailability(tx, caller.actor.userId, body.weeklyAvailability, now);
    await recordAudit(tx, {
      at: now,
      clientId: caller.actor.homeClientId,
      actorId: caller.actor.userId,
      action: 'availability.set',
      entity: 'user',
      entityId: caller.actor.userId,
      data: { weeklyAvailability: body.weeklyAvailability },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return myAvailability(ctx, caller);
}

// ── Swaps ───────────────────────────────────────────────────────────────────────────────────────────────

const swapScope = (caller: Caller) => swapVisible(caller.actor, 'w', 's');

export async function listVisibleSwaps(
  ctx: AppContext,
  caller: Caller,
  query: ShiftSwapListQuery,
): Promise<ShiftSwapList> {
  return { items: await listSwaps(ctx.db, swapScope(caller), query.status) };
}

async function visibleSwap(ctx: AppContext, caller: Caller, id: string) {
  const row = await findSwap(ctx.db, swapScope(caller), id);
  if (!row) throw AppError.notFound('No such swap.', 'swap');
  return row;
}

async function swapAnswer(ctx: AppContext, caller: Caller, id: string): Promise<ShiftSwap> {
  return toSwap(await visibleSwap(ctx, caller, id));
}

export async function offerSwap(
  ctx: AppContext,
  caller: Caller,
  shiftId: string,
  body: ShiftSwapOfferBody,
): Promise<ShiftSwap> {
  const actor = caller.actor;
  const row =
    (await findShift(ctx.db, openShiftOffered(actor, 's'), shiftId)) ??
    (await findShift(ctx.db, shiftVisible(actor, 's'), shiftId));
  const own = row?.assignments.find((a) => a.userId === caller.actor.userId && a.status === 'assigned');
  if (!row) throw AppError.notFound('No such shift.', 'shift');
  if (!own) throw new AppError('shift.not_yours', 'You can only offer a shift you are assigned to.');
  if (row.cancelled_at !== null || new Date(row.start_at) <= ctx.clock()) throw notOpen();
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertSwap(tx, {
      clientId: row.client_id,
      shiftId,
      fromUserId: caller.actor.userId,
      note: body.note ?? null,
      now,
    });
    if (!id) throw new AppError('swap.already_offered', 'You already offered this shift.');
    await recordAudit(tx, {
      at: now,
      clientId: row.client_id,
      actorId: caller.actor.userId,
      action: 'swap.offer',
      entity: 'shift_swap',
      entityId: id,
      data: { shiftId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return id;
  });
  return swapAnswer(ctx, caller, id);
}

export async function takeSwap(ctx: AppContext, caller: Caller, id: string): Promise<ShiftSwap> {
  const swap = await visibleSwap(ctx, caller, id);
  if (swap.status !== 'offered') throw new AppError('swap.not_offered', 'This shift is no longer offered.');
  if (swap.fromUserId === caller.actor.userId) throw new AppError('swap.own_offer', 'You cannot take your own offer.');
  const onShift = await findShiftAssignment(ctx.db, swap.shiftId, caller.actor.userId);
  if (onShift) throw new AppError('shift.already_assigned', 'You are already on this shift.');
  const facts = await personFacts(ctx.db, swap.shiftId, caller.actor.userId);
  const blocks = facts ? blockCodesOf(candidateOf(facts, facts)) : [];
  if (!facts || blocks.length > 0) {
    throw new AppError('shift.claim_ineligible', 'You cannot take this shift.', { params: { blocks } });
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const moved = await updateSwap(tx, id, 'offered', 'taken', { toUserId: caller.actor.userId, takenAt: now });
    if (!moved) throw new AppError('swap.not_offered', 'This shift is no longer offered.');
    await recordAudit(tx, {
      at: now,
      clientId: swap.clientId,
      actorId: caller.actor.userId,
      action: 'swap.take',
      entity: 'shift_swap',
      entityId: id,
      data: { shiftId: swap.shiftId, fromUserId: swap.fromUserId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return swapAnswer(ctx, caller, id);
}

/** A manager approves (the shift moves to the taker) or denies a swap. */
export async function decideSwap(ctx: AppContext, caller: Caller, id: string, approve: boolean): Promise<ShiftSwap> {
  const actor = caller.actor;
  const swap = await visibleSwap(ctx, caller, id);
  const shift = await findShift(ctx.db, shiftVisible(actor, 's'), swap.shiftId);
  if (!shift) throw AppError.notFound('No such swap.', 'swap');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!approve) {
      const moved =
        (await updateSwap(tx, id, 'taken', 'denied', { decidedBy: caller.actor.userId, decidedAt: now })) ||
        (await updateSwap(tx, id, 'offered', 'denied', { decidedBy: caller.actor.userId, decidedAt: now }));
      if (!moved) throw new AppError('swap.not_taken', 'This swap is not waiting for a decision.');
    } else {
      await lockShift(tx, swap.shiftId);
      const toUserId = swap.toUserId;
      if (toUserId) await lockPeople(tx, [toUserId]);
      const from = await findShiftAssignment(tx, swap.shiftId, swap.fromUserId);
      if (swap.status !== 'taken' || !toUserId || !from) {
        throw new AppError('swap.not_taken', 'Nobody has taken this shift yet.');
      }
      if (await findShiftAssignment(tx, swap.shiftId, toUserId)) {
        throw new AppError('shift.already_assigned', 'The taker is already on this shift.');
      }
      const facts = await personFacts(tx, swap.shiftId, toUserId);
      const blocks = facts ? blockCodesOf(candidateOf(facts, facts)) : [];
      if (!facts || blocks.length > 0) {
        throw new AppError('shift.claim_ineligible', 'The taker can no longer take this shift.', {
          params: { blocks },
        });
      }
      const moved = await updateSwap(tx, id, 'taken', 'approved', { decidedBy: caller.actor.userId, decidedAt: now });
      if (!moved) throw new AppError('swap.not_taken', 'Nobody has taken this shift yet.');
      await moveShiftAssignment(tx, from.id, toUserId, caller.actor.userId, now);
      await ensureOnEvent(tx, ctx, shift, { id: toUserId, name: facts.name }, caller.actor.userId, now);
      await announceShiftChange(tx, {
        clientId: swap.clientId,
        shiftId: swap.shiftId,
        eventId: swap.eventId,
        userIds: [swap.fromUserId],
        change: 'unassigned',
      });
      await announceShiftChange(tx, {
        clientId: swap.clientId,
        shiftId: swap.shiftId,
        eventId: swap.eventId,
        userIds: [toUserId],
        change: 'assigned',
      });
    }
    await recordAudit(tx, {
      at: now,
      clientId: swap.clientId,
      actorId: caller.actor.userId,
      action: approve ? 'swap.approve' : 'swap.deny',
      entity: 'shift_swap',
      entityId: id,
      data: { shiftId: swap.shiftId, fromUserId: swap.fromUserId, toUserId: swap.toUserId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return swapAnswer(ctx, caller, id);
}

export async function cancelSwap(ctx: AppContext, caller: Caller, id: string): Promise<ShiftSwap> {
  const swap = await visibleSwap(ctx, caller, id);
  if (!can({ userId: caller.actor.userId, roles: caller.actor.roles }, 'swap.cancel', { ownerId: swap.fromUserId }))
    throw new AppError('swap.not_yours', 'Only the person who offered it may withdraw it.');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const moved =
      (await updateSwap(tx, id, 'offered', 'cancelled', {})) || (await updateSwap(tx, id, 'taken', 'cancelled', {}));
    if (!moved) throw new AppError('swap.not_offered', 'This shift is no longer offered.');
    await recordAudit(tx, {
      at: now,
      clientId: swap.clientId,
      actorId: caller.actor.userId,
      action: 'swap.cancel',
      entity: 'shift_swap',
      entityId: id,
      data: { shiftId: swap.shiftId },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return swapAnswer(ctx, caller, id);
}
