import { formatPhoneNumber } from './format.ts';

/** A record's contact in one line: the contact's name and their phone, or their email where there is no phone. */
export function contactLine(record: {
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
}): string {
  return [record.contactName, record.contactPhone ? formatPhoneNumber(record.contactPhone) : record.contactEmail]
    .filter(Boolean)
    .join(' · ');
}
