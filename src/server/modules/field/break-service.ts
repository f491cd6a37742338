import { type BreakEndBody, type BreakStartBody, fieldMessages } from '../../../shared/contract/field.ts';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import { evaluatePosition, initialZoneState, sideOfAny, type ZoneState } from '../../../shared/geofence.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { breakOverrunAlertTexts } from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { actionTime, inTransaction, nameOf, pointOf, raiseGuardAlert, refusingSecondOpen } from './field-action.ts';
import { recordCrossings } from './position-service.ts';
import { closeBreak, type Db, findOpenBreak, findOpenClockEntry, insertBreak, setBreakZone } from './repository.ts';
import { zonesOf } from './zone-cache.ts';

/** Ends an open break at `at`; a break that overran and was not yet alerted raises its Break Overrun now. */
const breakAlreadyOpen = () => new AppError('break.already_open', fieldMessages.breakAlreadyStarted);

export async function finishBreak(
  tx: Db,
  caller: Caller,
  open: NonNullable<Awaited<ReturnType<typeof findOpenBreak>>>,
  at: Date,
  now: Date,
): Promise<string[]> {
  const allowedEnd = new Date(open.startAt).getTime() + open.lengthOfBreak * 60_000;
  const overrun = at.getTime() > allowedEnd;
  const alertIds: string[] = [];
  if (overrun && !open.overrunAlertedAt) {
    const over = Math.round((at.getTime() - allowedEnd) / 60_000);
    const texts = breakOverrunAlertTexts(nameOf(caller), open.lengthOfBreak, over, open.eventId);
    const alertId = await raiseGuardAlert(tx, caller, {
      type: 'Break Overrun',
      eventId: open.eventId,
      texts,
      point: null,
      lengthOfBreak: open.lengthOfBreak,
      now,
    });
    alertIds.push(alertId);
  }
  await closeBreak(tx, open.id, at, overrun, alertIds.length > 0 ? now : null);
  await setBreakZone(tx, caller.actor.userId, null, now);
  await recordAudit(tx, {
    at: now,
    clientId: caller.actor.homeClientId,
    actorId: caller.actor.userId,
    action: 'field.break-end',
    entity: 'break',
    entityId: open.id,
    data: { at: at.toISOString(), overrun, alertIds },
    requestId: caller.requestId,
    ip: caller.ip,
  });
  return alertIds;
}

export async function startBreak(ctx: AppContext, caller: Caller, body: BreakStartBody) {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  const action = inTransaction(ctx, caller, 'break-start', body.idempotencyKey, now, async (tx) => {
    const entry = await findOpenClockEntry(tx, caller.actor.homeClientId, caller.actor.userId);
    if (!entry) throw new AppError('field.not_clocked_in', fieldMessages.notClockedIn);
    if (at.getTime() < new Date(entry.clockIn).getTime())
      throw new AppError('field.before_clock_in', fieldMessages.beforeClockIn, {
        fieldErrors: { at: fieldError('field.before_clock_in') },
      });
    if (await findOpenBreak(tx, caller.actor.homeClientId, caller.actor.userId))
      throw new AppError('break.already_open', fieldMessages.breakAlreadyStarted);
    const breakId = await insertBreak(tx, {
      clientId: caller.actor.homeClientId,
      userId: caller.actor.userId,
      eventId: entry.eventId,
      clockEntryId: entry.id,
      length: body.lengthOfBreak,
      at,
    });
    const alertIds: string[] = [];
    let breakZone: ZoneState['breakZone'] = null;
    if (point) {
      const breakZones = (await zonesOf(tx, entry.eventId)).filter((z) => z.zoneType === 'Break zone');
      if (breakZones.length > 0) {
        const side = sideOfAny(point, point.accuracy, breakZones);
        breakZone = side ?? null;
        if (side === 'outside') {
          const { crossings } = evaluatePosition(initialZoneState, breakZones, point, point.accuracy, true);
          alertIds.push(
            ...(await recordCrossings(tx, caller, entry.eventId, entry.eventName, crossings, point, at, now)),
          );
        }
      }
    }
    await setBreakZone(tx, caller.actor.userId, breakZone, now);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: caller.actor.homeClientId,
      actorId: caller.actor.userId,
      action: 'field.break-start',
      entity: 'break',
      entityId: breakId,
      data: { eventId: entry.eventId, at: at.toISOString(), lengthOfBreak: body.lengthOfBreak, position: point },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { kind: 'break-start', id: breakId, at: at.toISOString(), duplicate: false, alertIds };
  });
  return refusingSecondOpen('breaks_open_key', breakAlreadyOpen, action);
}

export async function endBreak(ctx: AppContext, caller: Caller, body: BreakEndBody) {
  const { at, now } = actionTime(ctx, body.at);
  return inTransaction(ctx, caller, 'break-end', body.idempotencyKey, now, async (tx) => {
    const open = await findOpenBreak(tx, caller.actor.homeClientId, caller.actor.userId);
    if (!open) throw new AppError('break.not_open', fieldMessages.noOpenBreak);
    if (at.getTime() < new Date(open.startAt).getTime())
      throw new AppError('field.before_break_start', fieldMessages.beforeBreakStart, {
        fieldErrors: { at: fieldError('field.before_break_start') },
      });
    const alertIds = await finishBreak(tx, caller, open, at, now);
    return { kind: 'break-end', id: open.id, at: at.toISOString(), duplicate: false, alertIds };
  });
}
