/**
 * A mobile patrol (docs/product/dispatch.md#mobile-patrol-runsheets): the signed-in demo guard's shifts run the
 * route "Night patrol" through the sites that have checkpoints (those the demo supervisor sees, when there are two or more). Its windows are set around now, so tonight's
 * runsheet on the guard's phone shows a stop missed (with its Missed Patrol Visit alert), one open and one to come;
 * the guard's shifts of the past week ran it too, their visits judged (visited, with the scans that made them).
 */
import { stopWindowsBetween, visitProgress } from '../../../shared/patrol-rules.ts';
import { localEpochOf } from '../../../shared/zoned-time.ts';
import { missedPatrolVisitAlertTexts } from '../../modules/alerts/index.ts';
import { demoTimeZone } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { at, type ClientState, DAY, type DemoBuild, MINUTE, ms } from './build.ts';

const routeName = 'Night patrol';

/** 'HH:mm' of an instant in the demo's zone, on the quarter hour below. */
function wallClockQuarter(time: number): string {
  const local = new Date(localEpochOf(time, demoTimeZone));
  const minutes = Math.floor((local.getUTCHours() * 60 + local.getUTCMinutes()) / 15) * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function buildPatrols(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const guard = state.people.find((p) => p.spec.email === 'guard@demo.test');
  const tonight = guard ? state.onDuty.get(guard.id) : undefined;
  if (!guard || !tonight) return;
  const entries = new Map(b.rows.clockEntries.map((row) => [row.id, row]));
  const shiftOf = (clockEntryId: string) => {
    const shiftId = entries.get(clockEntryId)?.shiftId;
    return shiftId ? b.rows.shifts.find((s) => s.id === shiftId) : undefined;
  };
  const current = shiftOf(tonight.id);
  const withCheckpoints = [...new Set(b.rows.checkpoints.filter((c) => c.clientId === state.id).map((c) => c.eventId))];
  // The demo supervisor plans it: the sites she sees, when she sees two or more (a route is seen whole or not at all).
  const supervisor = state.people.find((p) => p.spec.email === 'supervisor@demo.test');
  const hers = new Set(b.rows.userEventAccess.filter((a) => a.userId === supervisor?.id).map((a) => a.eventId));
  const visible = withCheckpoints.filter((id) => hers.has(id));
  const sites = visible.length > 1 ? visible : withCheckpoints;
  if (!current || sites.length === 0) return;
  const creator = state.operators[0];
  const createdAt = at(b.now - 10 * DAY);
  const routeId = b.dispatchIds.uuid();
  b.rows.patrolRoutes.push({
    id: routeId,
    clientId: state.id,
    name: routeName,
    createdBy: creator?.id ?? null,
    createdAt,
    updatedAt: createdAt,
  });
  // Missed already, open now, still to come: three windows around now, over the sites in turn.
  const windows: Array<[number, number]> = [
    [b.now - 150 * MINUTE, b.now - 75 * MINUTE],
    [b.now - 30 * MINUTE, b.now + 45 * MINUTE],
    [b.now + 75 * MINUTE, b.now + 150 * MINUTE],
  ];
  const stops = windows.map(([from, to], i) => {
    const eventId = sites[i % sites.length] as string;
    const checkpointIds = b.rows.checkpoints
      .filter((c) => c.eventId === eventId)
      .slice(0, 2)
      .map((c) => c.id as string);
    const stop = {
      id: b.dispatchIds.uuid(),
      clientId: state.id,
      routeId,
      position: i + 1,
      eventId,
      windowStart: wallClockQuarter(from),
      windowEnd: wallClockQuarter(to),
      checkpointIds,
    };
    b.rows.patrolRouteStops.push(stop);
    return stop;
  });
  const eventName = (id: string) => state.events.find((e) => e.id === id)?.spec.name ?? '';
  // Tonight's shift and the guard's other shifts of the past week run the route.
  const nights = state.shifts
    .filter((s) => s.person.id === guard.id && ms(s.clockIn) > b.now - 7 * DAY)
    .map((s) => shiftOf(s.id))
    .filter((s): s is NonNullable<typeof s> => s !== undefined);
  for (const night of nights) {
    const assignmentId = b.dispatchIds.uuid();
    b.rows.patrolAssignments.push({
      id: assignmentId,
      clientId: state.id,
      routeId,
      shiftId: night.id as string,
      assignedBy: creator?.id ?? null,
      assignedAt: createdAt,
    });
    const isTonight = night.id === current.id;
    for (const stop of stops) {
      for (const window of stopWindowsBetween(stop, demoTimeZone, night.startAt, night.endAt)) {
        if (ms(window.endsAt) > b.now) continue;
        // Tonight's first stop was missed; on the other nights each stop was visited.
        const missed = isTonight;
        const scans = missed
          ? []
          : stop.checkpointIds.map((checkpointId) => {
              const span = ms(window.endsAt) - ms(window.startsAt);
              const scannedAt = ms(window.startsAt) + rng.int(1, Math.max(2, Math.floor(span / MINUTE) - 1)) * MINUTE;
              const point = b.rows.checkpoints.find((c) => c.id === checkpointId);
              b.rows.checkpointScans.push({
                id: b.dispatchIds.uuid(),
                clientId: state.id,
                checkpointId,
                eventId: stop.eventId,
                userId: guard.id,
                tourRunId: null,
                scannedAt: at(scannedAt),
                latitude: point?.latitude ?? null,
                longitude: point?.longitude ?? null,
                accuracy: rng.int(4, 15),
                flagged: null,
                flags: [],
                receivedAt: at(scannedAt),
                createdAt: at(scannedAt),
              });
              return { checkpointId, scannedAt: at(scannedAt) };
            });
        const { visitedAt } = visitProgress(window, stop.checkpointIds, scans);
        const judgedAt = at(ms(window.endsAt) + MINUTE);
        let alertId: string | null = null;
        if (!visitedAt) {
          alertId = b.dispatchIds.uuid();
          b.rows.alerts.push({
            id: alertId,
            clientId: state.id,
            type: 'Missed Patrol Visit',
            guardId: guard.id,
            eventId: stop.eventId,
            texts: missedPatrolVisitAlertTexts(
              {
                eventId: stop.eventId,
                eventName: eventName(stop.eventId),
                routeName,
                windowStart: window.startsAt,
                windowEnd: window.endsAt,
                timeZone: demoTimeZone,
              },
              guard.name,
            ),
            seen: false,
            createdAt: judgedAt,
          });
        }
        b.rows.patrolVisits.push({
          id: b.dispatchIds.uuid(),
          clientId: state.id,
          assignmentId,
          stopId: stop.id,
          eventId: stop.eventId,
          windowStartsAt: window.startsAt,
          windowEndsAt: window.endsAt,
          status: visitedAt ? 'visited' : 'missed',
          visitedAt,
          guardId: guard.id,
          alertId,
          judgedAt,
        });
      }
    }
  }
}
