import { apiBase } from '../../../lib/api-client.ts';
import type { CustomerListParams } from './list-customers.ts';

/** Address of the CSV export of the filtered customers (every page); a plain link downloads it with the cookie. */
export function customersCsvUrl(params: Omit<CustomerListParams, 'page' | 'limit'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, String(value));
  return `${apiBase}/customers.csv?${query.toString()}`;
}
