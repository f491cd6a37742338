import type { Tenant } from './fixtures.ts';

/** A supervisor of the tenant who may see one upcoming event, with a guard assigned to it. */
export async function reportingSupervisor(tenant: Tenant, displayName?: string) {
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    start: '2027-03-01T15:00:00Z',
    end: '2027-03-01T23:00:00Z',
  });
  const guard = await tenant.user('guard');
  await tenant.assign(event.id, guard.id);
  const supervisor = await tenant.user('supervisor', {
    individualEvents: [event.id],
    ...(displayName ? { displayName } : {}),
  });
  return { supervisor, event, guard };
}
