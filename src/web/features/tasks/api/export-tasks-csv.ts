import { apiBase } from '../../../lib/api-client.ts';
import type { TaskListParams } from './list-tasks.ts';

/** Address of the CSV export of the filtered tasks (every page); a plain link downloads it with the cookie. */
export function tasksCsvUrl(params: Omit<TaskListParams, 'page' | 'limit'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, String(value));
  return `${apiBase}/tasks.csv?${query.toString()}`;
}
