import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { operationUrl } from '../../../lib/api.ts';
import type { PersonnelListParams } from './list-personnel.ts';

/** Address of the CSV export of the filtered personnel (every page); a plain link downloads it with the cookie. */
export function personnelCsvUrl(params: Omit<PersonnelListParams, 'page' | 'limit'>): string {
  return operationUrl(personnelOperations.exportCsv, { query: params });
}
