import { customerOperations } from '../../../../shared/contract/customers.ts';
import { operationUrl } from '../../../lib/api.ts';
import type { CustomerListParams } from './list-customers.ts';

/** Address of the CSV export of the filtered customers (every page); a plain link downloads it with the cookie. */
export function customersCsvUrl(params: Omit<CustomerListParams, 'page' | 'limit'>): string {
  return operationUrl(customerOperations.exportCsv, { query: params });
}
