import { apiBase } from '../../../lib/api-client.ts';
import type { BreakListParams } from './list-breaks.ts';

/** Address of the CSV export of the filtered history (every page); a plain link downloads it with the cookie. */
export function breaksCsvUrl(params: Omit<BreakListParams, 'page' | 'limit' | 'view'>): string {
  const query = new URLSearchParams({ view: 'history' });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, String(value));
  return `${apiBase}/breaks.csv?${query.toString()}`;
}
