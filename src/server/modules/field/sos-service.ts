import type { SosBody } from '../../../shared/contract/field.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { sosAlertTexts } from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { actionTime, inTransaction, nameOf, pointOf, raiseGuardAlert } from './field-action.ts';
import { findOpenClockEntry } from './repository.ts';

/** SOS: an alert at once, with position and the event on duty if any; accepted at any time, never rate limited. */
export async function raiseSos(ctx: AppContext, caller: Caller, body: SosBody) {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  return inTransaction(ctx, caller, 'sos', body.idempotencyKey, now, async (tx) => {
    const entry = await findOpenClockEntry(tx, caller.actor.homeClientId, caller.actor.userId);
    const eventId = entry?.eventId ?? null;
    const texts = sosAlertTexts(nameOf(caller), body.message, eventId, entry?.eventName ?? null);
    const alertId = await raiseGuardAlert(tx, caller, { type: 'SOS', eventId, texts, point, now });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: caller.actor.homeClientId,
      actorId: caller.actor.userId,
      action: 'field.sos',
      entity: 'alert',
      entityId: alertId,
      data: { eventId, at: at.toISOString(), position: point, message: body.message ?? null },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return { kind: 'sos', id: alertId, at: at.toISOString(), duplicate: false, alertIds: [alertId] };
  });
}
