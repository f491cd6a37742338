import { visitProgress } from '../../../shared/patrol-rules.ts';
import type { AppContext } from '../../context.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import { insertAlert, missedPatrolVisitAlertTexts } from '../alerts/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  insertVisit,
  listAssignmentsToJudge,
  listScans,
  listShiftPeople,
  listStops,
  listVisits,
  setVisitAlert,
} from './repository.ts';
import { windowsOfNight } from './service.ts';

/** How far back the check looks for nights with windows still to judge (a process down for a day catches up). */
const lookBackMs = 48 * 3_600_000;

/**
 * Judges each patrol window that has closed (docs/product/dispatch.md#mobile-patrol-runsheets): visited when the
 * shift's people scanned every checkpoint of the stop within it, else missed with a `Missed Patrol Visit` alert.
 * A window is judged once: the visit row's unique key makes a second process's insert a no-op, and the alert is
 * raised in the transaction that inserted the row. Returns the ids of the alerts raised.
 */
export async function judgePatrolVisits(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<string[]> {
  const now = ctx.clock();
  const nights = await listAssignmentsToJudge(ctx.db, new Date(now.getTime() - lookBackMs), now);
  if (nights.length === 0) return [];
  const stops = await listStops(ctx.db, { routeIds: [...new Set(nights.map((n) => n.routeId))] });
  const judged = new Set(
    (
      await listVisits(
        ctx.db,
        nights.map((n) => n.id),
      )
    ).map((v) => `${v.assignmentId}/${v.stopId}/${v.windowStartsAt.getTime()}`),
  );
  const people = await listShiftPeople(
    ctx.db,
    nights.map((n) => n.shiftId),
  );
  const raised: string[] = [];
  for (const night of nights) {
    const due = windowsOfNight(stops, night).filter(
      (w) => w.endsAt <= now && !judged.has(`${night.id}/${w.stop.id}/${w.startsAt.getTime()}`),
    );
    if (due.length === 0) continue;
    const crew = people.get(night.shiftId) ?? [];
    const guard = crew[0] ?? null;
    for (const window of due) {
      const scans = await listScans(
        ctx.db,
        crew.map((p) => p.id),
        window.stop.checkpointIds,
        window.startsAt,
        window.endsAt,
      );
      const { visitedAt } = visitProgress(window, window.stop.checkpointIds, scans);
      await ctx.db.transaction(async (tx) => {
        const visitId = await insertVisit(tx, {
          clientId: night.clientId,
          assignmentId: night.id,
          stopId: window.stop.id,
          eventId: window.stop.eventId,
          windowStartsAt: window.startsAt,
          windowEndsAt: window.endsAt,
          status: visitedAt ? 'visited' : 'missed',
          visitedAt,
          guardId: guard?.id ?? null,
          now,
        });
        if (!visitId || visitedAt) return;
        const texts = missedPatrolVisitAlertTexts(
          {
            eventId: window.stop.eventId,
            eventName: window.stop.eventName,
            routeName: night.routeName,
            windowStart: window.startsAt,
            windowEnd: window.endsAt,
            timeZone: window.stop.timeZone,
          },
          guard?.name ?? night.routeName,
        );
        const alertId = await insertAlert(tx, {
          clientId: night.clientId,
          type: 'Missed Patrol Visit',
          guardId: guard?.id ?? null,
          eventId: window.stop.eventId,
          title: texts.title,
          message: texts.text,
          params: texts.params,
          now,
        });
        await setVisitAlert(tx, visitId, alertId);
        await recordAudit(tx, {
          at: now,
          clientId: night.clientId,
          actorId: null,
          action: 'alert.raise',
          entity: 'alert',
          entityId: alertId,
          data: {
            type: 'Missed Patrol Visit',
            guardId: guard?.id ?? null,
            eventId: window.stop.eventId,
            visitId,
            by: 'scheduled check',
          },
        });
        raised.push(alertId);
      });
    }
  }
  return raised;
}

export function patrolJobs(ctx: Pick<AppContext, 'db' | 'clock'>): ScheduledJob[] {
  return [
    {
      name: 'patrol.visits',
      description: 'patrol runsheet windows judged as they close (Missed Patrol Visit)',
      everySeconds: 60,
      retryLimit: 2,
      retryDelaySeconds: 5,
      timeoutSeconds: 120,
      run: () => judgePatrolVisits(ctx),
    },
  ];
}
