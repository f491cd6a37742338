import { visitorOperations } from '../../../../shared/contract/visitors.ts';
import { operationUrl } from '../../../lib/api.ts';
import type { VisitorListParams } from './list-visitors.ts';

/**
 * Address of the CSV export of a list (every page, not only the one on screen). A plain link downloads it with
 * the session cookie; times are written in the viewer's time zone.
 */
export function visitorsCsvUrl(params: Omit<VisitorListParams, 'page' | 'limit'>): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return operationUrl(visitorOperations.exportCsv, { query: { ...params, timeZone } });
}
