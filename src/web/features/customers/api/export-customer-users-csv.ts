import { apiBase } from '../../../lib/api-client.ts';
import type { AllCustomerUsersParams } from './list-all-customer-users.ts';

/** Address of the CSV export of the filtered customer users (every page). */
export function customerUsersCsvUrl(params: Omit<AllCustomerUsersParams, 'page' | 'limit'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, String(value));
  return `${apiBase}/customer-users.csv?${query.toString()}`;
}
