import { apiBase } from '../../../lib/api-client.ts';
import type { PersonnelListParams } from './list-personnel.ts';

/** Address of the CSV export of the filtered personnel (every page); a plain link downloads it with the cookie. */
export function personnelCsvUrl(params: Omit<PersonnelListParams, 'page' | 'limit'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, String(value));
  return `${apiBase}/personnel.csv?${query.toString()}`;
}
