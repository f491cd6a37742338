import { formatPhoneNumber } from './format.ts';

/** The contact fields of a client or customer. */
export interface ContactFields {
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
}

/** A record's contact in one line: the contact's name and their phone, or their email where there is no phone. */
export function contactLine(record: ContactFields): string {
  return [record.contactName, record.contactPhone ? formatPhoneNumber(record.contactPhone) : record.contactEmail]
    .filter(Boolean)
    .join(' · ');
}
