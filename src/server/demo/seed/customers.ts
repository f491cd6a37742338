/**
 * The customers of a client (docs/product/demo-operation.md), and the first customer's daily report mail
 * (docs/product/proof-of-service.md#scheduled-delivery).
 */
import type { ClientSpec } from '../demo-data.ts';
import { at, DAY, type DemoBuild, ms } from './build.ts';

/** The client's customers, one every three weeks after it was founded; returns their ids by key. */
export function buildCustomers(b: DemoBuild, spec: ClientSpec, clientId: string, since: Date): Map<string, string> {
  const customerIds = new Map<string, string>();
  spec.customers.forEach((customer, index) => {
    const id = b.id();
    customerIds.set(customer.key, id);
    const createdAt = at(ms(since) + (index + 1) * 21 * DAY);
    b.rows.customers.push({
      id,
      clientId,
      name: customer.name,
      contactName: customer.contactName,
      contactEmail: customer.contactEmail,
      contactPhone: customer.contactPhone,
      address: customer.address,
      status: 'Active',
      createdAt,
      updatedAt: createdAt,
    });
    if (index === 0 && b.rows.reportSubscriptions.length === 0) {
      b.rows.reportSubscriptions.push({
        id: b.subscriptionIds.uuid(),
        clientId,
        customerId: id,
        recipients: ['operations@example.test', 'night-desk@demo.test'],
        kind: 'daily',
        sendAt: '07:00',
        createdAt,
      });
    }
  });
  return customerIds;
}
