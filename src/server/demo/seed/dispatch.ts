/**
 * Calls for service (docs/product/dispatch.md): over the last 30 days, about one call every other day at a site
 * where a guard was on shift, taken by an operator, answered by that guard step by step (a few late, one
 * acknowledged late), with their alerts; and one call still in the queue now when a site is running. The type of
 * call that came most often to one event is then billed per call on that event's contract
 * (docs/product/billing.md#billing-per-call), so a drafted invoice shows a per-call line.
 */
import {
  type CallPriority,
  type CallType,
  callOutcomes,
  defaultResponseTargets,
} from '../../../shared/dispatch-rules.ts';
import {
  type AlertRecord,
  dispatchNotAcknowledgedAlertTexts,
  responseTargetMissedAlertTexts,
} from '../../modules/alerts/index.ts';
import type { DispatchCallEventRecord } from '../../modules/dispatch/index.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { at, type ClientState, DAY, type DemoBuild, MINUTE, ms, type Shift } from './build.ts';
import { pointNearVenue } from './geometry.ts';

const descriptions: Record<CallType, string[]> = {
  alarm: ['Intruder alarm, loading bay', 'Door contact alarm, east entrance', 'Motion detector, storage room'],
  patrol_request: ['Please check the car park after closing', 'Extra patrol of the perimeter fence'],
  disturbance: ['Group refusing to leave the entrance', 'Noise complaint from the neighbouring building'],
  lock_unlock: ['Lock up the service gate', 'Unlock the delivery entrance for a late delivery'],
  escort: ['Escort the cashier to the night safe', 'Escort a staff member to the car park'],
  other: ['Water leak reported near the main hall', 'Lost child at the information desk'],
};
const types = Object.keys(descriptions) as CallType[];

export function buildDispatch(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const dispatcher = state.operators[0];
  if (!dispatcher) return;
  const from = b.now - 30 * DAY;
  const shifts = state.shifts.filter(
    (s) => s.clockOut !== null && ms(s.clockIn) > from && ms(s.clockOut) < b.now - 2 * 3_600_000,
  );
  const chosen = shifts.filter(() => rng.chance(Math.min(1, 15 / Math.max(shifts.length, 1))));
  chosen.forEach((shift, index) => {
    // The first call is acknowledged late, every fourth misses its target.
    pastCall(b, state, rng, shift, dispatcher.id, { lateAck: index === 0, lateArrival: index % 4 === 1 });
  });
  const running = state.events.find((e) => ms(e.start) < b.now && ms(e.end) > b.now + 3_600_000);
  if (running) openCall(b, state, rng, running, dispatcher.id);
  addPerCallLine(b, state);
}

/** The demo's price per call ($65.00). */
const perCallCents = 6_500;

/**
 * A per-call line for the event and call type the client's cleared calls came to most often (the first such pair on
 * a tie), on the contract of that event's GUARD line, in force over the same billing weeks. Draws no random number,
 * so the rest of the operation stays as it was.
 */
function addPerCallLine(b: DemoBuild, state: ClientState) {
  const counts = new Map<string, { eventId: string; type: CallType; calls: number }>();
  for (const call of b.rows.dispatchCalls) {
    if (call.clientId !== state.id || call.status !== 'cleared' || !call.eventId) continue;
    const key = `${call.eventId}|${call.type}`;
    const found = counts.get(key) ?? { eventId: call.eventId, type: call.type, calls: 0 };
    found.calls += 1;
    counts.set(key, found);
  }
  let best: { eventId: string; type: CallType; calls: number } | undefined;
  for (const candidate of counts.values()) if (!best || candidate.calls > best.calls) best = candidate;
  if (!best) return;
  const { eventId, type } = best;
  const guardLines = b.rows.contractLines.filter(
    (line) => line.clientId === state.id && line.eventId === eventId && line.itemCode === 'GUARD',
  );
  const first = guardLines[0];
  if (!first) return;
  const from = guardLines.map((line) => line.effectiveFrom).sort()[0] as string;
  const to = guardLines.map((line) => line.effectiveTo ?? null);
  b.rows.contractLines.push({
    id: b.billingIds.uuid(),
    clientId: state.id,
    contractId: first.contractId,
    eventId,
    post: null,
    itemCode: `CALL-${type.toUpperCase().replace('_', '-')}`,
    description: `Response to ${type.replace('_', ' ')} calls, per call`,
    method: 'per_call',
    billRateCents: null,
    fixedCents: perCallCents,
    callType: type,
    contractedMinutesPerWeek: null,
    effectiveFrom: from,
    effectiveTo: to.includes(null) ? null : ([...to].sort().at(-1) ?? null),
    createdBy: first.createdBy ?? null,
    createdAt: first.createdAt,
  });
}

function callRow(
  b: DemoBuild,
  state: ClientState,
  values: { eventId: string; customerId: string; type: CallType; priority: CallPriority; receivedAt: number },
  rng: SeededRandom,
  createdBy: string,
) {
  const targetMinutes = defaultResponseTargets[values.priority];
  return {
    id: b.dispatchIds.uuid(),
    clientId: state.id,
    eventId: values.eventId,
    customerId: values.customerId,
    address: null,
    latitude: null,
    longitude: null,
    type: values.type,
    priority: values.priority,
    description: rng.pick(descriptions[values.type]),
    callerName: values.type === 'alarm' ? 'Alarm receiving centre' : null,
    callerPhone: values.type === 'alarm' ? b.randomPhone(rng) : null,
    source: 'dispatcher' as const,
    receivedAt: at(values.receivedAt),
    targetMinutes,
    targetAt: at(values.receivedAt + targetMinutes * MINUTE),
    createdBy,
    createdAt: at(values.receivedAt),
  };
}

function pastCall(
  b: DemoBuild,
  state: ClientState,
  rng: SeededRandom,
  shift: Shift,
  dispatcherId: string,
  how: { lateAck: boolean; lateArrival: boolean },
) {
  const span = ms(shift.clockOut as Date) - ms(shift.clockIn);
  const receivedAt = ms(shift.clockIn) + rng.int(15, Math.max(16, Math.floor(span / MINUTE) - 120)) * MINUTE;
  const type = rng.pick(types);
  const priority = (type === 'alarm' ? rng.pick([1, 2]) : rng.pick([2, 3, 4])) as CallPriority;
  const row = callRow(
    b,
    state,
    { eventId: shift.event.id, customerId: shift.event.row.customerId, type, priority, receivedAt },
    rng,
    dispatcherId,
  );
  const guard = shift.person;
  const assignedAt = receivedAt + rng.int(1, 3) * MINUTE;
  const acknowledgedAt = assignedAt + (how.lateAck ? rng.int(4, 6) : rng.int(0, 1)) * MINUTE + rng.int(10, 50) * 1000;
  const enRouteAt = acknowledgedAt + rng.int(20, 60) * 1000;
  const within = row.targetMinutes * MINUTE - (acknowledgedAt - receivedAt);
  const onSceneAt = how.lateArrival
    ? ms(row.targetAt) + rng.int(2, 9) * MINUTE
    : enRouteAt + Math.max(MINUTE, Math.floor(within * rng.between(0.2, 0.8)));
  const clearedAt = onSceneAt + rng.int(8, 40) * MINUTE;
  const outcome = rng.pick(callOutcomes);
  const [lat, lng] = pointNearVenue(shift.event.venue, rng, 40);
  const steps: Array<Omit<DispatchCallEventRecord, 'id' | 'clientId' | 'callId'>> = [
    { action: 'created', status: 'new', at: row.receivedAt, byId: dispatcherId },
    { action: 'assigned', status: 'assigned', at: at(assignedAt), byId: dispatcherId, assigneeId: guard.id },
    { action: 'acknowledged', status: 'acknowledged', at: at(acknowledgedAt), byId: guard.id, assigneeId: guard.id },
    { action: 'en_route', status: 'en_route', at: at(enRouteAt), byId: guard.id, assigneeId: guard.id },
    {
      action: 'on_scene',
      status: 'on_scene',
      at: at(onSceneAt),
      byId: guard.id,
      assigneeId: guard.id,
      latitude: lat,
      longitude: lng,
      accuracy: rng.int(5, 20),
    },
    { action: 'cleared', status: 'cleared', at: at(clearedAt), byId: guard.id, assigneeId: guard.id, outcome },
  ];
  const place = { id: row.id, priority, eventId: shift.event.id, eventName: shift.event.spec.name, address: null };
  const alert = (values: Pick<AlertRecord, 'type' | 'texts'> & { createdAt: Date }): string => {
    const id = b.id();
    b.rows.alerts.push({
      id,
      clientId: state.id,
      guardId: guard.id,
      eventId: shift.event.id,
      latitude: null,
      longitude: null,
      seen: true,
      seenAt: at(ms(values.createdAt) + rng.int(1, 6) * MINUTE),
      seenBy: dispatcherId,
      ...values,
    });
    return id;
  };
  const ackAlertId = how.lateAck
    ? alert({
        type: 'Dispatch Not Acknowledged',
        texts: dispatchNotAcknowledgedAlertTexts(place, guard.name, 3),
        createdAt: at(assignedAt + 3 * MINUTE + 15_000),
      })
    : null;
  const targetAlertId = how.lateArrival
    ? alert({
        type: 'Response Target Missed',
        texts: responseTargetMissedAlertTexts(place, guard.name, row.targetMinutes),
        createdAt: at(ms(row.targetAt) + 15_000),
      })
    : null;
  b.rows.dispatchCalls.push({
    ...row,
    status: 'cleared',
    outcome,
    assigneeId: guard.id,
    assignedAt: at(assignedAt),
    acknowledgedAt: at(acknowledgedAt),
    enRouteAt: at(enRouteAt),
    onSceneAt: at(onSceneAt),
    clearedAt: at(clearedAt),
    ackAlertId,
    targetAlertId,
    updatedAt: at(clearedAt),
  });
  for (const step of steps) {
    b.rows.dispatchCallEvents.push({
      id: b.dispatchIds.uuid(),
      clientId: state.id,
      callId: row.id,
      recordedAt: step.at,
      ...step,
    });
  }
}

/** A P2 disturbance taken a few minutes ago and not yet assigned: the board has something to do. */
function openCall(
  b: DemoBuild,
  state: ClientState,
  rng: SeededRandom,
  event: ClientState['events'][number],
  dispatcherId: string,
) {
  const receivedAt = b.now - rng.int(2, 5) * MINUTE;
  const row = callRow(
    b,
    state,
    { eventId: event.id, customerId: event.row.customerId, type: 'disturbance', priority: 2, receivedAt },
    rng,
    dispatcherId,
  );
  b.rows.dispatchCalls.push({ ...row, status: 'new', updatedAt: row.receivedAt });
  b.rows.dispatchCallEvents.push({
    id: b.dispatchIds.uuid(),
    clientId: state.id,
    callId: row.id,
    action: 'created',
    status: 'new',
    at: row.receivedAt,
    byId: dispatcherId,
    recordedAt: row.receivedAt,
  });
}
