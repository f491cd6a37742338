import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { operationUrl } from '../../../lib/api.ts';
import type { TaskListParams } from './list-tasks.ts';

/** Address of the CSV export of the filtered tasks (every page); a plain link downloads it with the cookie. */
export function tasksCsvUrl(params: Omit<TaskListParams, 'page' | 'limit'>): string {
  return operationUrl(taskOperations.exportCsv, { query: params });
}
