/**
 * Time and attendance (docs/product/demo-operation.md): who is on duty now (some on a break), 60 days of closed clock
 * entries on the events each person works, and the breaks within them.
 */

import type { BreakRecord } from '../../modules/breaks/index.ts';
import type { SeededRandom } from '../seeded-random.ts';
import {
  at,
  type ClientState,
  type DemoBuild,
  type EventInfo,
  HISTORY,
  HOUR,
  MINUTE,
  ms,
  must,
  type PayRole,
  type Person,
  type Shift,
} from './build.ts';
import { pointNearVenue } from './geometry.ts';

export function clockRow(
  b: DemoBuild,
  state: ClientState,
  shift: Shift,
  rng: SeededRandom,
  extra: { note?: string | null; timesheet?: boolean } = {},
): void {
  const timesheet = extra.timesheet ?? false;
  const [lat, lng] = pointNearVenue(shift.event.venue, rng, 40);
  const supervisor = shift.event.supervisors[0] ?? state.operators[0];
  const createdAt =
    timesheet && shift.clockOut ? b.notAfterNow(ms(shift.clockOut) + rng.int(1, 20) * HOUR) : shift.clockIn;
  b.rows.clockEntries.push({
    id: shift.id,
    clientId: state.id,
    userId: shift.person.id,
    eventId: shift.event.id,
    clockIn: shift.clockIn,
    clockOut: shift.clockOut,
    source: timesheet ? 'timesheet' : 'field',
    clockInLat: timesheet ? null : lat,
    clockInLng: timesheet ? null : lng,
    note: extra.note ?? null,
    createdBy: timesheet ? (supervisor?.id ?? shift.person.id) : shift.person.id,
    createdAt,
    updatedAt: shift.clockOut && ms(shift.clockOut) > ms(createdAt) ? shift.clockOut : createdAt,
  });
}

/** Guards (and a supervisor or two) clocked in right now on the active events, some of them on a break. */
export function buildOnDuty(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  for (const event of state.events) {
    if (!b.isActive(event) || !event.spec.onDuty) continue;
    const current = event.assignments.filter((a) => a.unassignedAt === null).map((a) => b.personById(state, a.userId));
    const chosen = (event.spec.onDutyFixed ?? []).map((name) => must(state.byName.get(name), name));
    for (const guard of rng.shuffle(current)) {
      if (chosen.length >= event.spec.onDuty) break;
      if (!chosen.includes(guard) && !state.onDuty.has(guard.id)) chosen.push(guard);
    }
    const demoGuard = chosen.find((p) => p.spec.email === 'guard@demo.test');
    const onBreak = (event.spec.onBreakFixed ?? []).map((name) => must(state.byName.get(name), name));
    for (const guard of rng.shuffle(chosen)) {
      if (onBreak.length >= (event.spec.onBreak ?? 0)) break;
      if (guard !== demoGuard && !onBreak.includes(guard)) onBreak.push(guard);
    }
    const people: Array<[Person, PayRole]> = chosen.map((p) => [p, 'guard']);
    if (event.spec.supervisorOnDuty) {
      people.push([must(state.byName.get(event.spec.supervisorOnDuty), event.spec.supervisorOnDuty), 'supervisor']);
    }
    for (const [person, payRole] of people) {
      const breakNow = onBreak.includes(person);
      const elapsed = breakNow ? rng.int(110, 400) : rng.int(45, 400);
      const clockIn = at(
        Math.max(b.now - elapsed * MINUTE - rng.int(0, 59) * 1000, ms(event.start) + rng.int(0, 20) * MINUTE),
      );
      const shift: Shift = { id: b.id(), person, event, payRole, clockIn, clockOut: null };
      state.shifts.push(shift);
      state.onDuty.set(person.id, shift);
      if (breakNow) state.onBreak.add(person.id);
      b.reserve(person.id, ms(clockIn), b.now + 12 * HOUR);
      clockRow(b, state, shift, rng);
      b.rows.currentEvents.push({ userId: person.id, eventId: event.id });
    }
  }
}

/** Closed shifts over the last 60 days, on the events each person was assigned to (or supervises). */
export function buildShiftHistory(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  interface Slot {
    event: EventInfo;
    start: number;
    end: number;
    staff: number;
    payRole: PayRole;
    daily: boolean;
  }
  const slots: Slot[] = [];
  const horizon = b.now - HISTORY;
  for (const event of state.events) {
    if (event.spec.unassigned) continue;
    const s = ms(event.start);
    const e = ms(event.end);
    if (event.spec.shifts) {
      for (let day = event.spec.start[0] - 1; day <= event.spec.end[0]; day += 1) {
        event.spec.shifts.forEach((template, index) => {
          const start = ms(state.calendar.at(day, template.at));
          const end = start + template.hours * HOUR;
          if (start < s - HOUR || end > e + HOUR || end <= s || start >= e) return;
          slots.push({ event, start, end, staff: template.guards, payRole: 'guard', daily: true });
          if (index === 0 && event.supervisors.length > 0 && rng.chance(0.7)) {
            slots.push({ event, start, end, staff: 1, payRole: 'supervisor', daily: true });
          }
        });
      }
    } else {
      const current = event.assignments.filter((a) => a.unassignedAt === null).length;
      slots.push({ event, start: s, end: e, staff: current, payRole: 'guard', daily: false });
      if (event.supervisors.length > 0) {
        slots.push({
          event,
          start: s,
          end: e,
          staff: Math.min(2, event.supervisors.length),
          payRole: 'supervisor',
          daily: false,
        });
      }
      if (event.eventManagers.length > 0) {
        slots.push({ event, start: s, end: e, staff: event.eventManagers.length, payRole: 'manager', daily: false });
      }
    }
  }
  const history = slots
    .filter((slot) => slot.start >= horizon && slot.end + 100 * MINUTE <= b.now)
    // One-off events are staffed first; the daily contracts fill in around them.
    .sort((a, b) => Number(a.daily) - Number(b.daily) || a.start - b.start || a.end - b.end);

  const worked = new Map<string, number>();
  for (const slot of history) {
    const { event } = slot;
    let candidates: Person[];
    if (slot.payRole === 'guard') {
      const ids = event.assignments
        .filter(
          (a) => ms(a.assignedAt) <= slot.start - HOUR && (a.unassignedAt === null || ms(a.unassignedAt) >= slot.end),
        )
        .map((a) => a.userId);
      candidates = [...new Set(ids)].map((id) => b.personById(state, id));
    } else if (slot.payRole === 'supervisor') {
      candidates = event.supervisors;
    } else {
      candidates = event.eventManagers;
    }
    let staffed = 0;
    // Fair rotation: whoever has worked least so far goes first (ties broken at random).
    const rotation = rng.shuffle(candidates).sort((a, b) => (worked.get(a.id) ?? 0) - (worked.get(b.id) ?? 0));
    for (const person of rotation) {
      if (staffed >= slot.staff) break;
      if (rng.chance(slot.daily ? 0.15 : 0.04)) continue; // day off, or a no-show
      const early = rng.chance(0.15);
      const late = rng.chance(0.18);
      let clockIn = slot.start + (early ? -rng.int(20, 60) : rng.int(-10, 8)) * MINUTE + rng.int(0, 59) * 1000;
      let clockOut = slot.end + (late ? rng.int(20, 95) : rng.int(-8, 12)) * MINUTE + rng.int(0, 59) * 1000;
      if (clockOut - clockIn > 12 * HOUR) clockOut = clockIn + 12 * HOUR - rng.int(0, 20) * MINUTE;
      if (clockOut - clockIn < 6 * HOUR) {
        clockIn = Math.min(clockIn, clockOut - 6 * HOUR - rng.int(0, 20) * MINUTE);
      }
      if (!b.isFree(person.id, clockIn, clockOut)) continue;
      b.reserve(person.id, clockIn, clockOut);
      worked.set(person.id, (worked.get(person.id) ?? 0) + 1);
      staffed += 1;
      const shift: Shift = {
        id: b.id(),
        person,
        event,
        payRole: slot.payRole,
        clockIn: at(clockIn),
        clockOut: at(clockOut),
      };
      state.shifts.push(shift);
      const timesheet = rng.chance(0.08);
      const note = timesheet
        ? 'Entered from the paper timesheet — phone battery died.'
        : late && rng.chance(0.6)
          ? rng.pick(['Held over for crowd egress.', 'Relief was late.', 'Stayed to finish an incident report.'])
          : early && rng.chance(0.4)
            ? 'Arrived early for the gate briefing.'
            : null;
      clockRow(b, state, shift, rng, { note, timesheet });
    }
  }
  state.shifts.sort((a, b) => ms(a.clockIn) - ms(b.clockIn));
}

export function breakRow(
  b: DemoBuild,
  state: ClientState,
  shift: Shift,
  length: number,
  start: number,
  end: number | null,
): BreakRecord {
  const row: BreakRecord = {
    id: b.id(),
    clientId: state.id,
    userId: shift.person.id,
    eventId: shift.event.id,
    clockEntryId: shift.id,
    lengthOfBreak: length,
    startAt: at(start),
    endAt: end === null ? null : at(end),
    createdAt: at(start),
  };
  b.rows.breaks.push(row);
  return row;
}

export function buildBreaks(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  b.overrunAlerts = [];
  const completed = (shift: Shift, length: number, start: number) => {
    const overrun = rng.chance(0.08);
    const actual = overrun ? length + rng.int(4, 28) : length - rng.int(0, 3);
    const row = breakRow(b, state, shift, length, start, start + actual * MINUTE - rng.int(0, 50) * 1000);
    if (overrun) b.overrunAlerts.push({ shift, row });
  };
  for (const shift of state.shifts) {
    const inAt = ms(shift.clockIn);
    if (shift.clockOut) {
      const duration = ms(shift.clockOut) - inAt;
      if (rng.chance(0.1)) continue; // skipped the break
      if (duration >= 8 * HOUR) {
        completed(shift, rng.pick([15, 15, 30]), inAt + rng.int(120, 200) * MINUTE);
        completed(shift, rng.pick([30, 30, 45]), inAt + rng.int(270, Math.floor(duration / MINUTE) - 90) * MINUTE);
      } else {
        completed(shift, rng.pick([30, 30, 45]), inAt + rng.int(150, Math.floor(duration / MINUTE) - 150) * MINUTE);
      }
      continue;
    }
    // On duty now.
    const elapsed = b.now - inAt;
    if (elapsed >= 4 * HOUR) {
      completed(shift, 15, inAt + rng.int(120, Math.floor(elapsed / MINUTE) - 90) * MINUTE);
    }
    if (state.onBreak.has(shift.person.id)) {
      const overrunning = shift.event.spec.key === 'autoShow';
      const length = overrunning ? 15 : rng.pick([15, 30]);
      const started = overrunning ? length + rng.int(4, 10) : rng.int(4, length - 3);
      const row = breakRow(b, state, shift, length, b.now - started * MINUTE - rng.int(0, 59) * 1000, null);
      if (overrunning) b.overrunAlerts.push({ shift, row });
    }
  }
}
