import { acknowledgeWithinMinutes } from '../../../shared/dispatch-rules.ts';
import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import { dispatchNotAcknowledgedAlertTexts, insertAlert, responseTargetMissedAlertTexts } from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { lockDueAlertCalls, markCallAlerts, namesFor } from './repository.ts';

/**
 * The dispatch alerts (docs/product/dispatch.md#alerts), raised by the scheduled check: `Dispatch Not
 * Acknowledged` once per assignment left unacknowledged for 3 minutes, `Response Target Missed` once per call with
 * nobody on scene by its target. Each call is claimed with its row lock (skip locked), so several processes running
 * the check raise each alert once. Returns the ids of the alerts raised.
 */
export async function raiseDispatchAlerts(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<string[]> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const raised: string[] = [];
    for (const call of await lockDueAlertCalls(tx, now, acknowledgeWithinMinutes)) {
      const { guardName, eventName } = await namesFor(tx, call.assigneeId, call.eventId);
      const place = { id: call.id, priority: call.priority, eventId: call.eventId, eventName, address: call.address };
      const marks: { ackAlertId?: string; targetAlertId?: string } = {};
      const ackDue =
        call.status === 'assigned' &&
        call.ackAlertId === null &&
        call.assignedAt !== null &&
        now.getTime() - call.assignedAt.getTime() > acknowledgeWithinMinutes * 60_000;
      if (ackDue && call.assigneeId) {
        const minutes = Math.floor((now.getTime() - (call.assignedAt as Date).getTime()) / 60_000);
        const texts = dispatchNotAcknowledgedAlertTexts(place, guardName ?? '', minutes);
        marks.ackAlertId = await insertAlert(tx, {
          clientId: call.clientId,
          type: 'Dispatch Not Acknowledged',
          guardId: call.assigneeId,
          eventId: call.eventId,
          title: texts.title,
          message: texts.text,
          params: texts.params,
          now,
        });
      }
      if (call.targetAlertId === null && call.onSceneAt === null && call.targetAt < now) {
        const texts = responseTargetMissedAlertTexts(place, guardName, call.targetMinutes);
        marks.targetAlertId = await insertAlert(tx, {
          clientId: call.clientId,
          type: 'Response Target Missed',
          guardId: call.assigneeId,
          eventId: call.eventId,
          title: texts.title,
          message: texts.text,
          params: texts.params,
          now,
        });
      }
      if (!marks.ackAlertId && !marks.targetAlertId) continue;
      await markCallAlerts(tx, call.id, marks);
      for (const [type, id] of [
        ['Dispatch Not Acknowledged', marks.ackAlertId],
        ['Response Target Missed', marks.targetAlertId],
      ] as const) {
        if (!id) continue;
        raised.push(id);
        await recordAudit(tx, {
          at: now,
          clientId: call.clientId,
          actorId: null,
          action: 'alert.raise',
          entity: 'alert',
          entityId: id,
          data: { type, guardId: call.assigneeId, eventId: call.eventId, callId: call.id, by: 'scheduled check' },
        });
      }
    }
    return raised;
  });
}

export function dispatchJobs(ctx: Pick<AppContext, 'db' | 'clock'>): ScheduledJob[] {
  return [
    {
      name: 'dispatch.alerts',
      description: 'dispatch acknowledgement and response-target check',
      everySeconds: 15,
      retryLimit: 2,
      retryDelaySeconds: 2,
      timeoutSeconds: 60,
      run: () => raiseDispatchAlerts(ctx),
    },
  ];
}
