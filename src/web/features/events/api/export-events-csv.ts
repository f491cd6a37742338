import { apiBase } from '../../../lib/api-client.ts';
import type { EventListParams } from './list-events.ts';

/** Address of the CSV export of the filtered events (every page); a plain link downloads it with the cookie. */
export function eventsCsvUrl(params: Omit<EventListParams, 'page' | 'limit'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, String(value));
  return `${apiBase}/events.csv?${query.toString()}`;
}
