/** The contact columns that clients and customers both have. */
export interface ContactRow {
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  address: string | null;
}

/** Whom to reach and where, as a client or customer record presents it. */
export function contactDetailsOf(row: ContactRow) {
  return {
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    address: row.address,
  };
}
