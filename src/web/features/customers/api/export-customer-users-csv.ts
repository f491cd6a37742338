import { customerOperations } from '../../../../shared/contract/customers.ts';
import { operationUrl } from '../../../lib/api.ts';
import type { AllCustomerUsersParams } from './list-all-customer-users.ts';

/** Address of the CSV export of the filtered customer users (every page). */
export function customerUsersCsvUrl(params: Omit<AllCustomerUsersParams, 'page' | 'limit'>): string {
  return operationUrl(customerOperations.exportUsersCsv, { query: params });
}
