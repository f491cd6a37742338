/**
 * Visitors (docs/product/visitors.md): checked out, on site, expected, cancelled, requested and denied, the watch
 * list and its alerts, and the two visitors waiting at the demo guard's desk.
 */

import { watchListAlertTexts } from '../../modules/alerts/index.ts';
import type { VisitorRecord } from '../../modules/visitors/index.ts';
import { visitorCompanies, visitorPurposes } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import {
  at,
  type ClientState,
  DAY,
  type DemoBuild,
  type EventInfo,
  emailLocalPart,
  HOUR,
  MINUTE,
  ms,
  must,
} from './build.ts';

export function buildVisitors(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const active = state.events.filter((e) => b.isActive(e));
  const recentEvents = state.events.filter(
    (e) => !e.spec.unassigned && ms(e.start) < b.now - 3 * HOUR && ms(e.end) > b.now - 20 * DAY,
  );
  const upcomingOrActive = state.events.filter((e) => !e.spec.unassigned && ms(e.end) > b.now);
  const guest = state.people.find((p) => p.role === 'guest');
  const clientUser = state.people.find((p) => p.role === 'client');
  const clientCustomerId = clientUser?.spec.customer ? state.customerIds.get(clientUser.spec.customer) : undefined;
  // The customer's user asks for some visits, only to their own customer's events (as the API allows); the
  // draw is made either way, so the rest of the demo stays as it was.
  const requester = (event: EventInfo | undefined) => {
    if (!clientUser || !rng.chance(0.4)) return rng.pick(state.operators).id;
    return event && event.row.customerId === clientCustomerId ? clientUser.id : must(state.operators[0], 'operator').id;
  };
  let badge = 1040;
  const hostOf = (event: EventInfo) =>
    state.spec.customers.find((c) => c.key === event.spec.customer)?.contactName ?? null;
  const visitor = (
    event: EventInfo | undefined,
    status: string,
    times: { expectedAt: number; checkedInAt?: number; checkedOutAt?: number; createdAt: number; updatedAt?: number },
    extra: Partial<VisitorRecord> = {},
  ) => {
    const name = extra.name ?? b.personName(rng);
    const company = rng.pick(visitorCompanies);
    const checkedIn = times.checkedInAt !== undefined;
    if (checkedIn) badge += 1;
    const onDuty = event ? [...state.onDuty.values()].filter((s) => s.event === event).map((s) => s.person) : [];
    const checker = rng.pick(onDuty.length > 0 ? onDuty : state.operators);
    const createdAt = at(Math.min(times.createdAt, b.now - MINUTE));
    b.rows.visitors.push({
      id: b.id(),
      clientId: state.id,
      eventId: event?.id ?? null,
      name,
      company,
      email: rng.chance(0.6)
        ? `${emailLocalPart(name)}@${company.toLowerCase().replace(/[^a-z]/g, '')}.demo.test`
        : null,
      phone: rng.chance(0.8) ? b.randomPhone(rng) : null,
      hostName: event ? hostOf(event) : null,
      purpose: rng.pick(visitorPurposes),
      vehiclePlate: rng.chance(0.5)
        ? `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(10_000, 99_999)}`
        : null,
      badgeNumber: checkedIn ? `V-${badge}` : null,
      status,
      expectedAt: at(times.expectedAt),
      checkedInAt: times.checkedInAt === undefined ? null : at(times.checkedInAt),
      checkedOutAt: times.checkedOutAt === undefined ? null : at(times.checkedOutAt),
      checkedInBy: checkedIn ? checker.id : null,
      requestedBy: extra.requestedBy ?? requester(event),
      createdAt,
      updatedAt: at(
        Math.max(
          ms(createdAt),
          Math.min(times.updatedAt ?? times.checkedOutAt ?? times.checkedInAt ?? times.createdAt, b.now - MINUTE),
        ),
      ),
      ...extra,
    });
  };
  const counts = state.spec.visitors;

  for (let i = 0; i < counts.checkedOut; i += 1) {
    const event = rng.pick(recentEvents);
    const from = Math.max(ms(event.start), b.now - 20 * DAY);
    const to = Math.min(ms(event.end), b.now - 3 * HOUR) - HOUR;
    const checkedInAt = rng.between(from, Math.max(from, to));
    const checkedOutAt = Math.min(checkedInAt + rng.int(20, 240) * MINUTE, b.now - 10 * MINUTE);
    const expectedAt = checkedInAt - rng.int(0, 20) * MINUTE;
    visitor(event, 'checked_out', {
      expectedAt,
      checkedInAt,
      checkedOutAt,
      createdAt: expectedAt - rng.int(2, 96) * HOUR,
    });
  }
  for (let i = 0; i < counts.onSite && active.length > 0; i += 1) {
    const event = rng.pick(active);
    const checkedInAt = b.now - rng.int(10, 200) * MINUTE - rng.int(0, 59) * 1000;
    const expectedAt = checkedInAt - rng.int(0, 25) * MINUTE;
    visitor(event, 'checked_in', { expectedAt, checkedInAt, createdAt: expectedAt - rng.int(2, 72) * HOUR });
  }
  for (let i = 0; i < counts.expected && active.length > 0; i += 1) {
    const event = rng.pick(active);
    const expectedAt = b.now + rng.int(30, 300) * MINUTE;
    visitor(event, 'expected', { expectedAt, createdAt: b.now - rng.int(1, 48) * HOUR });
  }
  for (let i = 0; i < counts.cancelled; i += 1) {
    const event = rng.pick(upcomingOrActive);
    const createdAt = b.now - rng.int(1, 5) * DAY;
    visitor(event, 'cancelled', {
      expectedAt: b.now + rng.int(1, 3) * DAY,
      createdAt,
      updatedAt: b.now - rng.int(1, 20) * HOUR,
    });
  }
  for (let i = 0; i < counts.requested; i += 1) {
    const event = rng.pick(upcomingOrActive);
    visitor(
      event,
      'requested',
      { expectedAt: b.now + rng.int(20, 96) * HOUR, createdAt: b.now - rng.int(1, 30) * HOUR },
      guest ? { requestedBy: guest.id } : {},
    );
  }
  for (let i = 0; i < counts.denied; i += 1) {
    const barred = must(state.spec.blocklist[i % state.spec.blocklist.length], 'blocklist entry');
    const event = rng.pick(recentEvents);
    const expectedAt = b.now - rng.int(2, 5) * DAY;
    visitor(
      event,
      'denied',
      { expectedAt, createdAt: expectedAt - rng.int(4, 30) * HOUR, updatedAt: expectedAt - rng.int(1, 3) * HOUR },
      {
        name: barred.name,
        phone: barred.phone ?? null,
        email: barred.email ?? null,
        watchListAlertedAt: at(expectedAt - 3 * HOUR),
      },
    );
    // The desk tried to check them in: the watch list raised its alert, long since acknowledged.
    const desk = state.guards[0] ?? state.operators[0];
    const reviewer = state.people.find((p) => p.role === 'executive') ?? state.operators[0];
    b.rows.alerts.push({
      id: b.id(),
      clientId: state.id,
      type: 'Watch List Match',
      guardId: desk?.id ?? null,
      eventId: event.id,
      texts: watchListAlertTexts(barred.name, 'name', barred.reason, desk?.name ?? '', event.id, event.spec.name),
      notes: barred.reason,
      seen: true,
      seenAt: at(expectedAt - 3 * HOUR + 12 * MINUTE),
      seenBy: reviewer?.id ?? null,
      createdAt: at(expectedAt - 3 * HOUR),
    });
  }

  const executive = state.people.find((p) => p.role === 'executive') ?? state.operators[0];
  for (const entry of state.spec.blocklist) {
    b.rows.visitorBlocklist.push({
      id: b.id(),
      clientId: state.id,
      name: entry.name,
      email: entry.email ?? null,
      phone: entry.phone ?? null,
      vehiclePlate: entry.vehiclePlate ?? null,
      reason: entry.reason,
      createdBy: executive?.id ?? null,
      createdAt: b.officeHours(state, rng, b.now - rng.int(20, 200) * DAY),
    });
  }
  const desk = state.spec.deskVisitors;
  const deskGuard = state.people.find((p) => p.spec.email === 'guard@demo.test');
  const deskEvent = deskGuard ? (state.onDuty.get(deskGuard.id)?.event ?? active[0]) : active[0];
  if (desk && deskEvent) {
    const fixed = { phone: null, email: null, requestedBy: deskGuard?.id ?? null };
    visitor(
      deskEvent,
      'expected',
      { expectedAt: b.now + 40 * MINUTE, createdAt: b.now - 20 * HOUR },
      { ...fixed, ...desk.expected, vehiclePlate: null, idType: 'drivers_licence', idLast4: '4821' },
    );
    visitor(
      deskEvent,
      'expected',
      { expectedAt: b.now + 25 * MINUTE, createdAt: b.now - 6 * HOUR },
      { ...fixed, ...desk.watchListed, hostName: hostOf(deskEvent) },
    );
  }
}
