import type { clients } from '../../db/schema.ts';

/** The contact columns that clients and customers both have. */
export type ContactRow = Pick<typeof clients.$inferSelect, 'contactName' | 'contactEmail' | 'contactPhone' | 'address'>;

/** Whom to reach and where, as a client or customer record presents it. */
export function contactDetailsOf(row: ContactRow) {
  return {
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: row.address,
  };
}
