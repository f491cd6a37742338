/**
 * The two guarding companies and their people (docs/product/demo-operation.md): the client rows, every account with
 * its role, licence and phone, the customers and events each may see, and the executives' notes on the client.
 */
import { type ClientSpec, demoTimeZone } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import {
  at,
  type ClientState,
  DAY,
  type DemoBuild,
  emailLocalPart,
  HOUR,
  isoDate,
  MINUTE,
  ms,
  must,
  type Person,
} from './build.ts';

/** The client (the guarding company) itself, founded `spec.since` days ago. */
export function buildClientRow(b: DemoBuild, spec: ClientSpec): { clientId: string; since: Date } {
  const clientId = b.id();
  const since = b.ago(spec.since * DAY);
  b.rows.clients.push({
    id: clientId,
    name: spec.name,
    status: 'Active',
    timeZone: demoTimeZone,
    contactName: spec.contactName,
    contactEmail: spec.contactEmail,
    contactPhone: spec.contactPhone,
    address: spec.address,
    createdAt: since,
    updatedAt: since,
  });
  return { clientId, since };
}

export function buildPeople(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const { spec } = state;
  for (const personSpec of [...spec.staff, ...spec.guards]) {
    const id = b.id();
    const isDemo = personSpec.email?.endsWith('@demo.test') ?? false;
    const createdAt = isDemo
      ? at(ms(b.ago(spec.since * DAY)) + 3 * DAY)
      : b.ago(rng.int(130, spec.since - 10) * DAY + rng.int(0, 600) * MINUTE);
    const role = personSpec.roles[0] ?? 'guest';
    const licensed = role === 'guard' || role === 'supervisor';
    const licenceExpires = personSpec.licenceExpired ? b.ago(rng.int(5, 40) * DAY) : at(b.now + rng.int(25, 900) * DAY);
    const person: Person = { id, clientId: state.id, spec: personSpec, name: personSpec.name, role, createdAt };
    b.usedNames.add(personSpec.name);
    state.people.push(person);
    state.byName.set(personSpec.name, person);
    if (role === 'guard') state.guards.push(person);
    if (['executive', 'manager', 'supervisor'].includes(role)) state.operators.push(person);
    const customerId = personSpec.customer ? must(state.customerIds.get(personSpec.customer), 'customer') : null;
    b.rows.users.push({
      id,
      clientId: state.id,
      customerId,
      email: personSpec.email ?? `${emailLocalPart(personSpec.name)}@${spec.emailDomain}`,
      emailVerified: true,
      passwordHash: b.passwordHash,
      roles: personSpec.roles,
      displayName: personSpec.name,
      phone: role === 'guest' ? null : b.phone(),
      status: personSpec.status ?? 'active',
      availability: personSpec.availability ?? 'available',
      licenceNumber: licensed ? `129-${rng.int(100_000, 999_999)}` : null,
      licenceExpiresOn: licensed ? isoDate(licenceExpires) : null,
      notes: personSpec.notes ?? null,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

export function buildAccess(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  for (const person of state.people) {
    const granted = () => b.notAfterNow(ms(person.createdAt) + rng.int(1, 20) * DAY, HOUR);
    const customerKeys = [
      ...(person.spec.customerAccess ?? []),
      ...(person.spec.customer ? [person.spec.customer] : []),
    ];
    for (const key of new Set(customerKeys)) {
      b.rows.userCustomerAccess.push({
        clientId: state.id,
        userId: person.id,
        customerId: must(state.customerIds.get(key), `customer ${key}`),
        grantedAt: granted(),
      });
    }
    for (const key of person.spec.eventAccess ?? []) {
      const event = must(state.eventsByKey.get(key), `event ${key}`);
      b.rows.userEventAccess.push({
        clientId: state.id,
        userId: person.id,
        eventId: event.id,
        grantedAt: at(Math.max(ms(event.row.createdAt ?? event.start), ms(granted()))),
      });
    }
  }
}

export function buildClientNotes(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const author = state.people.find((p) => p.role === 'executive') ?? state.operators[0];
  for (const [daysAgo, content] of state.spec.notes) {
    b.rows.clientNotes.push({
      id: b.id(),
      clientId: state.id,
      authorId: author?.id ?? null,
      content,
      createdAt: b.officeHours(state, rng, b.now - daysAgo * DAY),
    });
  }
}
