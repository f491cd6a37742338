/**
 * Alerts of the last 60 days and of now (docs/product/alerts.md), their texts written by the alerts module's own
 * formatters (modules/alerts/alert-texts.ts), older ones acknowledged by an operator.
 */

import type { AlertType } from '../../db/schema.ts';
import type { AlertRecord } from '../../modules/alerts/index.ts';
import {
  type AlertTexts,
  assignmentAlertTexts,
  breakOverrunAlertTexts,
  breakZoneExitAlertTexts,
  geofenceExitAlertTexts,
  leftEarlyAlertTexts,
  missedCheckCallAlertTexts,
  missedCheckpointAlertTexts,
  missedClockInAlertTexts,
  noMovementAlertTexts,
  restrictedAreaAlertTexts,
  sosAlertTexts,
} from '../../modules/alerts/index.ts';
import { alertNotes, demoTimeZone, sosNotes } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { at, type ClientState, type DemoBuild, HISTORY, HOUR, MINUTE, ms, must, type Shift } from './build.ts';
import { offsetPoint, pointNearVenue, zoneCentre } from './geometry.ts';

export function buildAlerts(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const horizon = b.now - HISTORY;
  const list: AlertRecord[] = [];
  const add = (alert: Omit<AlertRecord, 'id' | 'clientId'>) => list.push({ id: '', clientId: state.id, ...alert });

  for (const event of state.events) {
    for (const a of event.assignments) {
      const guard = b.personById(state, a.userId);
      if (ms(a.assignedAt) >= horizon) {
        add({
          type: 'eventAssigned',
          guardId: guard.id,
          eventId: event.id,
          texts: assignmentAlertTexts('assigned', guard.name, event.spec.name, event.id),
          assignedBy: a.assignedBy,
          createdAt: a.assignedAt,
        });
      }
      if (a.unassignedAt && ms(a.unassignedAt) >= horizon) {
        add({
          type: 'eventUnassigned',
          guardId: guard.id,
          eventId: event.id,
          texts: assignmentAlertTexts('unassigned', guard.name, event.spec.name, event.id),
          unassignedBy: a.unassignedBy,
          createdAt: a.unassignedAt,
        });
      }
    }
  }

  const zoneAlert = (shift: Shift, time: number, type: 'Geofence Exit' | 'Restricted Area Entry') => {
    const { venue } = shift.event;
    if (type === 'Geofence Exit') {
      const angle = rng.between(0, 2 * Math.PI);
      const reach = shift.event.allowedReach * rng.between(1.05, 1.3);
      const [lat, lng] = offsetPoint(
        venue.latitude,
        venue.longitude,
        venue.allowed.north * reach * Math.sin(angle),
        venue.allowed.east * reach * Math.cos(angle),
      );
      add({
        type,
        guardId: shift.person.id,
        eventId: shift.event.id,
        texts: geofenceExitAlertTexts(shift.person.name, shift.event.id, shift.event.spec.name),
        latitude: lat,
        longitude: lng,
        createdAt: at(time),
      });
      return;
    }
    const zone = venue.restrictedZone ?? must(venue.restrictedAreas[0], 'restricted area');
    const [lat, lng] = zoneCentre(venue, zone);
    add({
      type,
      guardId: shift.person.id,
      eventId: shift.event.id,
      texts: restrictedAreaAlertTexts(shift.person.name, zone.title, shift.event.id, shift.event.spec.name),
      latitude: lat,
      longitude: lng,
      createdAt: at(time),
    });
  };

  const closedGuardShifts = state.shifts.filter((s) => s.clockOut && s.payRole === 'guard');
  for (const shift of closedGuardShifts) {
    const inAt = ms(shift.clockIn);
    const outAt = ms(shift.clockOut ?? shift.clockIn);
    const during = () => inAt + rng.int(30, Math.max(31, Math.floor((outAt - inAt) / MINUTE) - 30)) * MINUTE;
    if (rng.chance(0.035)) zoneAlert(shift, during(), 'Geofence Exit');
    if (rng.chance(0.02)) zoneAlert(shift, during(), 'Restricted Area Entry');
  }
  for (const { shift, row } of b.overrunAlerts) {
    const startAt = ms(row.startAt);
    const endAt = row.endAt ? ms(row.endAt) : null;
    if (endAt !== null && !rng.chance(0.5)) continue;
    const over = endAt === null ? null : Math.round((endAt - startAt) / MINUTE) - row.lengthOfBreak;
    // The scheduled overrun check (modules/field) must not raise this break's alert a second time.
    row.overrunAlertedAt = at(startAt + row.lengthOfBreak * MINUTE + 30_000);
    add({
      type: 'Break Overrun',
      guardId: shift.person.id,
      eventId: shift.event.id,
      lengthOfBreak: row.lengthOfBreak,
      texts: breakOverrunAlertTexts(shift.person.name, row.lengthOfBreak, over, shift.event.id),
      createdAt: at(startAt + row.lengthOfBreak * MINUTE + 30_000),
    });
  }
  // SOS: a few over the last two months, all handled.
  for (const shift of rng.sample(closedGuardShifts, state.spec.key === 'sentinel' ? 4 : 1)) {
    const time = ms(shift.clockIn) + rng.int(60, 300) * MINUTE;
    const [lat, lng] = pointNearVenue(shift.event.venue, rng, 80);
    add({
      type: 'SOS',
      guardId: shift.person.id,
      eventId: shift.event.id,
      texts: sosAlertTexts(shift.person.name, undefined, shift.event.id, shift.event.spec.name),
      notes: rng.pick(sosNotes),
      latitude: lat,
      longitude: lng,
      createdAt: at(time),
    });
  }
  // A few breaks taken outside the break zones (a stream of its own, so the data above stays as it was).
  const breakZoneRng = rng.fork('break-zone');
  for (const shift of breakZoneRng.sample(closedGuardShifts, state.spec.key === 'sentinel' ? 3 : 1)) {
    const inAt = ms(shift.clockIn);
    const outAt = ms(shift.clockOut ?? shift.clockIn);
    const time = Math.min(inAt + breakZoneRng.int(120, 240) * MINUTE, outAt - 10 * MINUTE);
    const [lat, lng] = pointNearVenue(shift.event.venue, breakZoneRng, 60);
    add({
      type: 'Break Zone Exit',
      guardId: shift.person.id,
      eventId: shift.event.id,
      texts: breakZoneExitAlertTexts(shift.person.name, shift.event.id, shift.event.spec.name),
      latitude: lat,
      longitude: lng,
      createdAt: at(Math.max(time, inAt + MINUTE)),
    });
  }
  // Attendance and welfare alerts of past shifts, acknowledged like the rest of the history (a stream of its own,
  // so the data above stays as it was): a late clock-in, an early clock-out, a missed check-call, a guard who did
  // not move, a tour run with a checkpoint left unscanned.
  const welfareRng = rng.fork('attendance-welfare');
  for (const [i, shift] of welfareRng.sample(closedGuardShifts, 5).entries()) {
    const inAt = ms(shift.clockIn);
    const outAt = ms(shift.clockOut ?? shift.clockIn);
    const name = shift.person.name;
    const event = { name, post: 'Main gate', eventName: shift.event.spec.name, eventId: shift.event.id };
    const midway = at(Math.max(inAt + MINUTE, Math.min(inAt + 90 * MINUTE, outAt - 10 * MINUTE)));
    const kinds: Array<{ type: AlertType; texts: AlertTexts; createdAt: Date }> = [
      { type: 'Missed Clock-In', texts: missedClockInAlertTexts(event, 10, 14), createdAt: at(inAt - 4 * MINUTE) },
      { type: 'Left Early', texts: leftEarlyAlertTexts(event, 25), createdAt: at(outAt) },
      {
        type: 'Missed Check-Call',
        texts: missedCheckCallAlertTexts(
          name,
          midway.toISOString(),
          demoTimeZone,
          false,
          event.eventId,
          event.eventName,
        ),
        createdAt: midway,
      },
      {
        type: 'No Movement',
        texts: noMovementAlertTexts(name, 30, event.eventId, event.eventName),
        createdAt: midway,
      },
      {
        type: 'Missed Checkpoint',
        texts: missedCheckpointAlertTexts(
          'Night patrol',
          ['Loading dock'],
          at(inAt).toISOString(),
          demoTimeZone,
          event.eventId,
          event.eventName,
        ),
        createdAt: midway,
      },
    ];
    const kind = kinds[i % kinds.length];
    if (!kind) continue;
    add({
      type: kind.type,
      guardId: shift.person.id,
      eventId: shift.event.id,
      texts: kind.texts,
      createdAt: kind.createdAt,
    });
  }
  // Live: what happened in the last hours on the events going on now.
  const onDuty = [...state.onDuty.values()].filter((s) => s.payRole === 'guard');
  const calm = onDuty.filter((s) => !state.onBreak.has(s.person.id));
  if (state.spec.key === 'sentinel') {
    const sosShift = calm.find((s) => s.event.spec.key === 'autoShow') ?? calm[0];
    if (sosShift) {
      const latest = [...b.rows.locationPings].reverse().find((p) => p.userId === sosShift.person.id);
      add({
        type: 'SOS',
        guardId: sosShift.person.id,
        eventId: sosShift.event.id,
        texts: sosAlertTexts(sosShift.person.name, undefined, sosShift.event.id, sosShift.event.spec.name),
        latitude: latest?.latitude ?? sosShift.event.venue.latitude,
        longitude: latest?.longitude ?? sosShift.event.venue.longitude,
        createdAt: b.ago(rng.int(8, 40) * MINUTE),
      });
    }
  }
  const intruder = rng.shuffle(calm).find((s) => ms(s.clockIn) < b.now - 70 * MINUTE);
  if (intruder) {
    zoneAlert(
      intruder,
      b.now - rng.int(35, Math.min(180, Math.floor((b.now - ms(intruder.clockIn)) / MINUTE) - 10)) * MINUTE,
      'Restricted Area Entry',
    );
  }
  for (const alert of b.pingAlerts) add(alert);

  // Acknowledgements: everything older than six hours was seen by an operator; the rest waits in the queue.
  list.sort((x, y) => ms(x.createdAt ?? b.nowDate) - ms(y.createdAt ?? b.nowDate));
  for (const alert of list) {
    const created = ms(alert.createdAt ?? b.nowDate);
    alert.id = b.id();
    const seen = created < b.now - 6 * HOUR;
    if (seen) {
      alert.seen = true;
      alert.seenAt = b.notAfterNow(created + rng.int(1, 40) * MINUTE + rng.int(0, 59) * 1000, MINUTE);
      alert.seenBy = rng.pick(state.operators).id;
      if (
        !alert.notes &&
        (alert.type === 'Geofence Exit' || alert.type === 'Restricted Area Entry') &&
        rng.chance(0.5)
      ) {
        alert.notes = rng.pick(alertNotes);
      }
    } else {
      alert.seen = false;
    }
    b.rows.alerts.push(alert);
  }
}
