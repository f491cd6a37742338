import type { SosBody } from '../../../shared/contract/field.ts';
import type { AppContext } from '../../context.ts';
import { sosAlertTexts } from '../alerts/alert-texts.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import { actionTime, inTransaction, nameOf, pointOf, type RequestInfo, raiseGuardAlert } from './field-action.ts';
import { findOpenClockEntry } from './repository.ts';

/** SOS: an alert at once, with position and the event on duty if any; accepted at any time, never rate limited. */
export async function raiseSos(ctx: AppContext, user: AuthUser, body: SosBody, info: RequestInfo) {
  const { at, now } = actionTime(ctx, body.at);
  const point = pointOf(body);
  return inTransaction(ctx, user, 'sos', body.idempotencyKey, now, async (tx) => {
    const entry = await findOpenClockEntry(tx, user.clientId, user.id);
    const eventId = entry?.event_id ?? null;
    const texts = sosAlertTexts(nameOf(user), body.message, eventId, entry?.event_name ?? null);
    const alertId = await raiseGuardAlert(tx, user, { type: 'SOS', eventId, texts, point, now });
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: user.clientId,
      actorId: user.id,
      action: 'field.sos',
      entity: 'alert',
      entityId: alertId,
      data: { eventId, at: at.toISOString(), position: point, message: body.message ?? null },
      ...info,
    });
    return { kind: 'sos', id: alertId, at: at.toISOString(), duplicate: false, alertIds: [alertId] };
  });
}
