import { eventOperations } from '../../../../shared/contract/events.ts';
import { operationUrl } from '../../../lib/api.ts';
import type { EventListParams } from './list-events.ts';

/** Address of the CSV export of the filtered events (every page); a plain link downloads it with the cookie. */
export function eventsCsvUrl(params: Omit<EventListParams, 'page' | 'limit'>): string {
  return operationUrl(eventOperations.exportCsv, { query: params });
}
