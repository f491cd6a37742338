import { apiBase } from '../../../lib/api-client.ts';
import type { VisitorListParams } from './list-visitors.ts';

/**
 * Address of the CSV export of a list (every page, not only the one on screen). A plain link downloads it with
 * the session cookie; times are written in the viewer's time zone.
 */
export function visitorsCsvUrl(params: Omit<VisitorListParams, 'page' | 'limit'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (timeZone) query.set('timeZone', timeZone);
  return `${apiBase}/visitors.csv?${query.toString()}`;
}
