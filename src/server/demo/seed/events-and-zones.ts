/**
 * Events at the demo venues (docs/product/events-and-zones.md): their geofences, restricted areas and notes, the
 * guards assigned (and some taken off again), and payroll budgets that the ended events met or missed.
 */

import type { Polygon } from '../../db/schema.ts';
import type { EventRecord } from '../../modules/events/index.ts';
import { demoTimeZone, type VenueSpec, venues } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import {
  at,
  type ClientState,
  DAY,
  type DemoBuild,
  type EventInfo,
  HOUR,
  MINUTE,
  ms,
  must,
  type Person,
} from './build.ts';
import { polygonAround, zoneCentre } from './geometry.ts';

export function buildEvents(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  for (const spec of state.spec.events) {
    const id = b.id();
    const venue: VenueSpec = venues[spec.venue];
    const start = state.calendar.at(spec.start[0], spec.start[1]);
    const end = state.calendar.at(spec.end[0], spec.end[1]);
    const managers = b.schedulersOf(state, spec).filter((p) => p.role === 'manager' || p.role === 'areaManager');
    const creator =
      managers[0] ??
      must(
        state.people.find((p) => p.role === 'manager' || p.role === 'executive'),
        'manager',
      );
    const createdAt = b.officeHours(state, rng, Math.min(ms(start) - rng.int(14, 45) * DAY, b.now - 2 * DAY));
    const row: EventRecord = {
      id,
      clientId: state.id,
      customerId: must(state.customerIds.get(spec.customer), 'customer'),
      name: spec.name,
      siteName: venue.siteName,
      address: venue.address,
      latitude: venue.latitude,
      longitude: venue.longitude,
      timeZone: demoTimeZone,
      startAt: start,
      endAt: end,
      guardPayRateCents: spec.rates[0],
      supervisorPayRateCents: spec.rates[1],
      managerPayRateCents: spec.rates[2],
      payrollBudgetCents: 0,
      unassigned: spec.unassigned ?? false,
      createdBy: creator.id,
      createdAt,
      updatedAt: createdAt,
    };
    b.rows.events.push(row);
    const allowed = polygonAround(
      rng,
      venue.latitude,
      venue.longitude,
      venue.allowed.north,
      venue.allowed.east,
      rng.int(5, 8),
    );
    const info: EventInfo = {
      id,
      spec,
      venue,
      row,
      start,
      end,
      allowedReach: allowed.reach,
      createdBy: creator.id,
      assignments: [],
      supervisors: state.people.filter((p) => p.role === 'supervisor' && (p.spec.eventAccess ?? []).includes(spec.key)),
      eventManagers: state.people.filter(
        (p) => p.role === 'eventManager' && (p.spec.eventAccess ?? []).includes(spec.key),
      ),
    };
    state.events.push(info);
    state.eventsByKey.set(spec.key, info);

    // Geofences: the allowed zone, a break zone and usually a restricted zone.
    const drawnAt = b.officeHours(state, rng, ms(createdAt) + rng.int(0, 1) * DAY);
    const fence = (title: string, zoneType: 'Allowed zone' | 'Break zone' | 'Restricted zone', polygon: Polygon) =>
      b.rows.geofences.push({
        id: b.id(),
        clientId: state.id,
        eventId: id,
        title,
        zoneType,
        polygon,
        createdBy: creator.id,
        createdAt: drawnAt,
        updatedAt: drawnAt,
      });
    fence(venue.allowed.title, 'Allowed zone', allowed.polygon);
    const [breakLat, breakLng] = zoneCentre(venue, venue.breakZone);
    const breakR = venue.breakZone.radius;
    fence(
      venue.breakZone.title,
      'Break zone',
      polygonAround(rng, breakLat, breakLng, breakR, breakR, rng.int(4, 6)).polygon,
    );
    if (venue.restrictedZone) {
      const [rLat, rLng] = zoneCentre(venue, venue.restrictedZone);
      const r = venue.restrictedZone.radius;
      fence(venue.restrictedZone.title, 'Restricted zone', polygonAround(rng, rLat, rLng, r, r, rng.int(4, 6)).polygon);
    }
    for (const area of venue.restrictedAreas) {
      const [aLat, aLng] = zoneCentre(venue, area);
      b.rows.restrictedAreas.push({
        id: b.id(),
        clientId: state.id,
        eventId: id,
        title: area.title,
        description: area.description,
        polygon: polygonAround(rng, aLat, aLng, area.radius, area.radius, rng.int(4, 6)).polygon,
        createdBy: creator.id,
        createdAt: drawnAt,
      });
    }

    const authors = b.schedulersOf(state, spec);
    let noteTime = ms(createdAt);
    for (const content of spec.notes) {
      noteTime = ms(b.officeHours(state, rng, noteTime + rng.int(0, 2) * DAY, 20 * MINUTE));
      b.rows.eventNotes.push({
        id: b.id(),
        clientId: state.id,
        eventId: id,
        authorId: rng.pick(authors).id,
        content,
        createdAt: at(noteTime),
      });
    }
  }
}

export function buildAssignments(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const load = new Map<string, number>();
  for (const event of state.events) {
    const { spec } = event;
    if (spec.unassigned) continue;
    const schedulers = b.schedulersOf(state, spec);
    const eligible = state.guards.filter((g) => b.mayWork(g, event));
    const chosen: Person[] = [];
    for (const name of [...(spec.fixedGuards ?? []), ...(spec.onDutyFixed ?? [])]) {
      const person = must(state.byName.get(name), name);
      if (!chosen.includes(person)) chosen.push(person);
    }
    const rest = rng
      .shuffle(eligible.filter((g) => !chosen.includes(g)))
      .sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0));
    for (const guard of rest) {
      if (chosen.length >= spec.guards) break;
      chosen.push(guard);
    }
    const baseAssignedAt = (): Date =>
      b.officeHours(state, rng, Math.min(ms(event.start) - rng.int(3, 21) * DAY, b.now - DAY), 20 * HOUR);
    for (const guard of chosen) {
      load.set(guard.id, (load.get(guard.id) ?? 0) + 1);
      event.assignments.push({
        id: b.id(),
        userId: guard.id,
        assignedAt: baseAssignedAt(),
        assignedBy: rng.pick(schedulers).id,
        unassignedAt: null,
        unassignedBy: null,
      });
    }
    // Undone assignments: someone who was assigned and taken off, and the guard who replaced them.
    const spare = rng.shuffle(eligible.filter((g) => !chosen.includes(g)));
    const replaced = new Set<string>();
    (spec.unassignments ?? []).forEach((hoursAgo, index) => {
      const gone = spare[index];
      if (!gone) return;
      const unassignedAt = b.ago(hoursAgo * HOUR + rng.int(0, 50) * MINUTE);
      const assignedAt = at(Math.min(ms(baseAssignedAt()), ms(unassignedAt) - rng.int(2, 10) * DAY));
      const by = rng.pick(schedulers).id;
      event.assignments.push({
        id: b.id(),
        userId: gone.id,
        assignedAt,
        assignedBy: rng.pick(schedulers).id,
        unassignedAt,
        unassignedBy: by,
      });
      // The replacement: the last guard chosen who is not a fixed one, assigned shortly after.
      const fixed = new Set([...(spec.fixedGuards ?? []), ...(spec.onDutyFixed ?? [])]);
      const named = spec.replacedBy?.[index];
      const replacement = [...event.assignments]
        .reverse()
        .find(
          (a) =>
            a.unassignedAt === null &&
            !replaced.has(a.id) &&
            (named ? b.nameOf(state, a.userId) === named : !fixed.has(b.nameOf(state, a.userId))),
        );
      if (replacement) {
        replaced.add(replacement.id);
        replacement.assignedAt = b.notAfterNow(ms(unassignedAt) + rng.int(20, 90) * MINUTE, 5 * MINUTE);
        replacement.assignedBy = by;
      }
    });
    for (const a of event.assignments) {
      b.rows.eventAssignments.push({
        id: a.id,
        clientId: state.id,
        eventId: event.id,
        userId: a.userId,
        assignedAt: a.assignedAt,
        assignedBy: a.assignedBy,
        unassignedAt: a.unassignedAt,
        unassignedBy: a.unassignedBy,
      });
    }
  }
}

export function setBudgets(b: DemoBuild, state: ClientState): void {
  for (const event of state.events) {
    const s = ms(event.start);
    const e = ms(event.end);
    let cents: number;
    if (e < b.now) {
      let actual = 0;
      for (const shift of state.shifts) {
        if (shift.event !== event) continue;
        const out = shift.clockOut ? ms(shift.clockOut) : e;
        const hours = Math.max(0, Math.min(out, e) - Math.max(ms(shift.clockIn), s)) / HOUR;
        actual += hours * b.rateOf(event, shift.payRole);
      }
      cents = actual / event.spec.budgetRatio;
    } else {
      const [guard, supervisor] = event.spec.rates;
      if (event.spec.shifts) {
        const days = Math.max(1, Math.round((e - s) / DAY));
        const perDay = event.spec.shifts.reduce((sum, t) => sum + t.guards * t.hours * guard, 0);
        const supervision = (event.spec.shifts[0]?.hours ?? 8) * supervisor;
        cents = days * (perDay + supervision) * 1.05;
      } else {
        const hours = (e - s) / HOUR;
        cents = (Math.max(event.spec.guards, 6) * guard + event.supervisors.length * supervisor) * hours * 1.05;
      }
    }
    event.row.payrollBudgetCents = Math.round(cents / 1000) * 1000;
  }
}
