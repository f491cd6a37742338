import { type BreakEndBody, type BreakStartBody, fieldMessages } from '../../../shared/contract/field.ts';
import { evaluatePosition, initialZoneState, sideOfAny, type ZoneState } from '../../../shared/geofence.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { breakOverrunAlertTexts } from '../alerts/alert-texts.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import {
  actionTime,
  inTransaction,
  nameOf,
  pointOf,
  type RequestInfo,
  raiseGuardAlert,
  refusingSecondOpen,
} from './field-action.ts';
import { recordCrossings } from './position-service.ts';
import { closeBreak, type Db, findOpenBreak, findOpenClockEntry, insertBreak, setBreakZone } from './repository.ts';
import { zonesOf } from './zone-cache.ts';

/** Ends an open break at `at`; a break that overran and was not yet alerted raises its Break Overrun now. */
const breakAlreadyOpen = () => new AppError('break.already_open', fieldMessages.breakAlreadyStarted);

export async function finishBreak(
  tx: Db,
  user: AuthUser,
  open: NonNullable<Awaited<ReturnType<typeof findOpenBreak>>>,
  at: Date,
  now: Date,
  info: RequestInfo,
): Promise<string[]> {
  const allowedEnd = new Date(open.start_at).getTime() + open.length_of_break * 60_000;
  const overrun = at.getTime() > allowedEnd;
  const alertIds: string[] = [];
  if (overrun && !open.overrun_alerted_at) {
    const over = Math.round((at.getTime() - allowedEnd) / 60_000);
    const texts = breakOverrunAlertTexts(nameOf(user), open.length_of_break, over, open.event_id);
    const alertId = await raiseGuardAlert(tx, user, {
      type: 'Break Overrun',
      eventId: open.event_id,
      texts,
      point: null,
      lengthOfBreak: open.length_of_break,
      now,
    });
    alertIds.push(alertId);
  }
  await closeBreak(tx, open.id, at, overrun, alertIds.length > 0 ? now : null);
  await setBreakZone(tx, user.id, null, now);
  await recordAudit(tx, {
    at: now,
    clientId: user.clientId,
    actorId: user.id,
    action: 'field.break-end',
    entity: 'break',
    entityId: open.id,
    data: { at: at.toISOString(), overrun, alertIds },
    ...info,
  });
  return alertIds;
}

export async function startBreak(ctx: AppContext, user: AuthUser, body: BreakStartBody, info: RequestInfo) {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  const action = inTransaction(ctx, user, 'break-start', body.idempotencyKey, now, async (tx) => {
    const entry = await findOpenClockEntry(tx, user.clientId, user.id);
    if (!entry) throw new AppError('field.not_clocked_in', fieldMessages.notClockedIn);
    if (at.getTime() < new Date(entry.clock_in).getTime())
      throw new AppError('field.before_clock_in', fieldMessages.beforeClockIn, {
        fields: { at: fieldMessages.beforeClockIn },
      });
    if (await findOpenBreak(tx, user.clientId, user.id))
      throw new AppError('break.already_open', fieldMessages.breakAlreadyStarted);
    const breakId = await insertBreak(tx, {
      clientId: user.clientId,
      userId: user.id,
      eventId: entry.event_id,
      clockEntryId: entry.id,
      length: body.lengthOfBreak,
      at,
    });
    const alertIds: string[] = [];
    let breakZone: ZoneState['breakZone'] = null;
    if (point) {
      const breakZones = (await zonesOf(tx, entry.event_id)).filter((z) => z.zoneType === 'Break zone');
      if (breakZones.length > 0) {
        const side = sideOfAny(point, point.accuracy, breakZones);
        breakZone = side ?? null;
        if (side === 'outside') {
          const { crossings } = evaluatePosition(initialZoneState, breakZones, point, point.accuracy, true);
          alertIds.push(
            ...(await recordCrossings(tx, user, entry.event_id, entry.event_name, crossings, point, at, now, info)),
          );
        }
      }
    }
    await setBreakZone(tx, user.id, breakZone, now);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: user.clientId,
      actorId: user.id,
      action: 'field.break-start',
      entity: 'break',
      entityId: breakId,
      data: { eventId: entry.event_id, at: at.toISOString(), lengthOfBreak: body.lengthOfBreak, position: point },
      ...info,
    });
    return { kind: 'break-start', id: breakId, at: at.toISOString(), duplicate: false, alertIds };
  });
  return refusingSecondOpen('breaks_open_key', breakAlreadyOpen, action);
}

export async function endBreak(ctx: AppContext, user: AuthUser, body: BreakEndBody, info: RequestInfo) {
  const { at, now } = actionTime(ctx, body.at);
  return inTransaction(ctx, user, 'break-end', body.idempotencyKey, now, async (tx) => {
    const open = await findOpenBreak(tx, user.clientId, user.id);
    if (!open) throw new AppError('break.not_open', fieldMessages.noOpenBreak);
    if (at.getTime() < new Date(open.start_at).getTime())
      throw new AppError('field.before_break_start', fieldMessages.beforeBreakStart, {
        fields: { at: fieldMessages.beforeBreakStart },
      });
    const alertIds = await finishBreak(tx, user, open, at, now, info);
    return { kind: 'break-end', id: open.id, at: at.toISOString(), duplicate: false, alertIds };
  });
}
