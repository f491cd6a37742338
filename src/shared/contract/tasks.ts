/**
 * Tasks (docs/product/personnel-and-tasks.md#tasks): post orders and checklists for an event or a guard, with a due time, a priority and a status.
 * Who sees which task: executive (admin: the working client) every task of the client; a guard the tasks assigned
 * to them or to events they are assigned to; everyone else the tasks of events in their event scope, plus those
 * they created or were given. Executive, manager and supervisor write tasks in that scope; the assignee (or a
 * supervisor and up) completes and reopens one.
 */
import { z } from '../zod.ts';
import {
  idParamsSchema,
  idSchema,
  isoDateTime,
  optionalText,
  pageOf,
  pageQuerySchema,
  searchTextSchema,
  text,
} from './common.ts';
import { withCode } from './field-errors.ts';
import { defineOperation } from './operation.ts';

export const taskStatuses = ['open', 'in_progress', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const taskPriorities = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
/** Columns the list can be sorted by (`sort`), each with `order` asc or desc. */
export const taskSortColumns = ['dueAt', 'priority', 'status', 'title', 'createdAt'] as const;
export type TaskSortColumn = (typeof taskSortColumns)[number];
/** The statuses that still need doing (`state=open`) and those that are finished (`state=closed`). */
export const taskStates = { open: ['open', 'in_progress'], closed: ['done', 'cancelled'] } as const satisfies Record<
  string,
  readonly TaskStatus[]
>;
export type TaskState = keyof typeof taskStates;

export const taskListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
  status: z.enum(taskStatuses, withCode('validation.either')).optional(),
  state: z.enum(['open', 'closed'], withCode('validation.either')).optional(),
  priority: z.enum(taskPriorities, withCode('validation.either')).optional(),
  eventId: idSchema.optional(),
  assignedTo: idSchema.optional(),
  overdue: z.enum(['true', 'false'], withCode('validation.either')).optional(),
  sort: z.enum(taskSortColumns, withCode('validation.either')).default('dueAt'),
  order: z.enum(['asc', 'desc'], withCode('validation.either')).default('asc'),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/** The list's filters and sort without paging: the CSV export holds every matching row (at most taskCsvMaxRows). */
export const taskCsvQuerySchema = taskListQuerySchema.omit({ page: true, limit: true });
export type TaskCsvQuery = z.infer<typeof taskCsvQuerySchema>;
/** Most rows one CSV export holds. */
export const taskCsvMaxRows = 10_000;

/** The longest title and description of a task (the form reads them too). */
export const taskLimits = { title: 200, description: 4000 } as const;

const title = text('validation.title_required')
  .trim()
  .min(1, 'validation.title_required')
  .max(taskLimits.title, withCode('validation.too_long'));
const description = optionalText(taskLimits.description);

const taskWriteSchema = z.strictObject({
  title,
  description,
  eventId: idSchema.nullable().optional(),
  assignedTo: idSchema.nullable().optional(),
  dueAt: isoDateTime.nullable().optional(),
  priority: z.enum(taskPriorities, withCode('validation.either')).optional(),
  status: z.enum(taskStatuses, withCode('validation.either')).optional(),
});
export const taskCreateBodySchema = taskWriteSchema.meta({ id: 'TaskCreateBody' });
export const taskUpdateBodySchema = taskWriteSchema.partial().meta({ id: 'TaskUpdateBody' });
export type TaskCreateBody = z.infer<typeof taskCreateBodySchema>;
export type TaskUpdateBody = z.infer<typeof taskUpdateBodySchema>;

export const taskSchema = z
  .object({
    id: text(),
    title: text(),
    description: text().nullable(),
    eventId: text().nullable(),
    eventName: text().nullable(),
    assignedTo: text().nullable(),
    assigneeName: text().nullable(),
    dueAt: text().nullable(),
    priority: z.enum(taskPriorities),
    status: z.enum(taskStatuses),
    /** Due before now and neither done nor cancelled. */
    overdue: z.boolean(),
    completedAt: text().nullable(),
    createdBy: text().nullable(),
    createdByName: text().nullable(),
    createdAt: text(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;

export const taskListResponseSchema = pageOf(taskSchema).meta({ id: 'TaskList' });
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

/** Events and people a new task may name, for the task form. */
export const taskOptionsSchema = z
  .object({
    events: z.array(z.object({ id: text(), name: text() })),
    people: z.array(z.object({ id: text(), name: text() })),
  })
  .meta({ id: 'TaskOptions' });
export type TaskOptions = z.infer<typeof taskOptionsSchema>;

const tags = ['tasks'];

/** The tasks API, defined once for the server's routes and the web's client. */
export const taskOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/tasks',
    access: 'tasks.view',
    tags,
    summary: 'Tasks the signed-in user may see: paged, sorted (default due time first) and filtered',
    query: taskListQuerySchema,
    response: taskListResponseSchema,
  }),
  exportCsv: defineOperation({
    method: 'GET',
    path: '/tasks.csv',
    access: 'tasks.view',
    tags,
    summary: 'The same list as CSV (all pages, at most 10 000 rows): due times in ISO 8601',
    query: taskCsvQuerySchema,
    produces: 'text/csv',
  }),
  options: defineOperation({
    method: 'GET',
    path: '/tasks/options',
    access: 'tasks.manage',
    tags,
    summary: 'Events and people a new task may name',
    response: taskOptionsSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/tasks',
    access: 'tasks.manage',
    tags,
    summary: 'Add a task',
    body: taskCreateBodySchema,
    status: 201,
    response: taskSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/tasks/:id',
    access: 'tasks.view',
    tags,
    summary: 'One task',
    params: idParamsSchema,
    response: taskSchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/tasks/:id',
    access: 'tasks.manage',
    tags,
    summary: 'Edit a task',
    params: idParamsSchema,
    body: taskUpdateBodySchema,
    response: taskSchema,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/tasks/:id',
    access: 'tasks.manage',
    tags,
    summary: 'Delete a task',
    params: idParamsSchema,
    status: 204,
  }),
  complete: defineOperation({
    method: 'POST',
    path: '/tasks/:id/complete',
    access: 'tasks.view',
    tags,
    summary: 'Complete a task (its assignee, or a supervisor and up)',
    params: idParamsSchema,
    response: taskSchema,
  }),
  reopen: defineOperation({
    method: 'POST',
    path: '/tasks/:id/reopen',
    access: 'tasks.view',
    tags,
    summary: 'Reopen a task (its assignee, or a supervisor and up)',
    params: idParamsSchema,
    response: taskSchema,
  }),
};
