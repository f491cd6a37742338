import { breakOperations } from '../../../../shared/contract/breaks.ts';
import { operationUrl } from '../../../lib/api.ts';
import { type BreakListParams, breakQueryOf } from './list-breaks.ts';

/** Address of the CSV export of the filtered history (every page); a plain link downloads it with the cookie. */
export function breaksCsvUrl(params: Omit<BreakListParams, 'page' | 'limit' | 'view'>): string {
  return operationUrl(breakOperations.exportCsv, { query: { view: 'history', ...breakQueryOf(params) } });
}
