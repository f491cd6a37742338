import {
  type Task,
  type TaskCreateBody,
  type TaskCsvQuery,
  type TaskListQuery,
  type TaskListResponse,
  type TaskOptions,
  type TaskStatus,
  type TaskUpdateBody,
  taskCsvMaxRows,
  taskStates,
} from '../../../shared/contract/tasks.ts';
import { toCsv } from '../../../shared/csv.ts';
import { can } from '../../../shared/policy.ts';
import { actorInClient, actorOf, eventScopeInClient, workingClientOf } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import { visibleIds } from '../../access/visible-ids.ts';
import { taskScope } from '../../access/work-records.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAudited } from '../audit/audited-insert.ts';
import { recordAudit } from '../audit/repository.ts';
import type { AuthUser } from '../auth/repository.ts';
import {
  deleteTaskRow,
  findTask,
  insertTask,
  listAssignablePeople,
  listTasks,
  listVisibleEventOptions,
  type TaskChanges,
  type TaskScope,
  toTask,
  updateTaskRow,
} from './repository.ts';

export interface RequestInfo {
  requestId: string;
  ip: string | null;
}

/** The client whose tasks the caller works with: an admin's working client, everyone else's own. */
const clientOf = workingClientOf;
const scopeOf = (user: AuthUser): TaskScope => taskScope(actorOf(user));
/** The event scope for choosing an event: an admin's is narrowed to the working client. */
const eventScopeIn = (user: AuthUser) => eventScopeInClient(actorOf(user));

function listFilter(user: AuthUser, query: TaskCsvQuery, now: Date) {
  return {
    scope: scopeOf(user),
    now,
    status: query.status,
    statusIn: query.state ? taskStates[query.state] : undefined,
    priority: query.priority,
    eventId: query.eventId,
    assignedTo: query.assignedTo,
    overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
    q: query.q || undefined,
    sort: query.sort,
    order: query.order,
  };
}

export async function listVisibleTasks(
  ctx: AppContext,
  user: AuthUser,
  query: TaskListQuery,
): Promise<TaskListResponse> {
  const now = ctx.clock();
  const { rows, total } = await listTasks(ctx.db, {
    ...listFilter(user, query, now),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map((row) => toTask(row, now)), page: query.page, limit: query.limit, total };
}

const csvHeader = ['title', 'event', 'assignee', 'due', 'priority', 'status', 'overdue'];

/** The filtered, sorted list as CSV (docs/product/payroll-and-reports.md#csv-exports), every page: due times in ISO 8601 (UTC). */
export async function exportTasksCsv(ctx: AppContext, user: AuthUser, query: TaskCsvQuery) {
  const now = ctx.clock();
  const { rows } = await listTasks(ctx.db, { ...listFilter(user, query, now), limit: taskCsvMaxRows, offset: 0 });
  const csv = toCsv(
    csvHeader,
    rows.map((row) => {
      const t = toTask(row, now);
      return [t.title, t.eventName, t.assigneeName, t.dueAt, t.priority, t.status, t.overdue ? 'yes' : 'no'];
    }),
  );
  return { csv, fileName: `tasks-${now.toISOString().slice(0, 10)}.csv` };
}

async function visibleTask(ctx: AppContext, user: AuthUser, id: string) {
  const row = await findTask(ctx.db, scopeOf(user), id);
  if (!row) throw AppError.notFound('No such task.', 'task');
  return row;
}

export async function getTask(ctx: AppContext, user: AuthUser, id: string): Promise<Task> {
  return toTask(await visibleTask(ctx, user, id), ctx.clock());
}

export async function taskOptions(ctx: AppContext, user: AuthUser): Promise<TaskOptions> {
  const clientId = clientOf(user);
  const [events, people] = await Promise.all([
    listVisibleEventOptions(ctx.db, eventScopeIn(user), clientId),
    listAssignablePeople(ctx.db, clientId),
  ]);
  return { events, people };
}

/** Checks the event and assignee a write names: a visible event, and active personnel of the client. */
async function checkReferences(
  ctx: AppContext,
  user: AuthUser,
  clientId: string,
  body: { eventId?: string | null | undefined; assignedTo?: string | null | undefined },
) {
  const fields: Record<string, string> = {};
  if (body.eventId) {
    const visible = await visibleIds(ctx, actorInClient(actorOf(user), clientId), 'event', [body.eventId]);
    if (!visible.has(body.eventId)) fields.eventId = 'Must be an event you can see';
  }
  if (body.assignedTo) {
    const people = await listAssignablePeople(ctx.db, clientId, body.assignedTo);
    if (people.length === 0) fields.assignedTo = 'Must be a person of your client';
  }
  if (Object.keys(fields).length > 0) throw AppError.badRequest('Some fields are not valid.', fields);
}

const completedAtFor = (status: TaskStatus, now: Date, previous: Date | null = null) =>
  status === 'done' ? (previous ?? now) : null;

export async function createTask(ctx: AppContext, user: AuthUser, body: TaskCreateBody, info: RequestInfo) {
  const clientId = clientOf(user);
  await checkReferences(ctx, user, clientId, body);
  const now = ctx.clock();
  const status = body.status ?? 'open';
  const data = { title: body.title, eventId: body.eventId ?? null, assignedTo: body.assignedTo ?? null };
  const audit = { clientId, actorId: user.id, action: 'task.create', entity: 'task', data, ...info };
  const id = await insertAudited(ctx, audit, (tx) =>
    insertTask(tx, {
      clientId,
      title: body.title,
      description: body.description ?? null,
      eventId: body.eventId ?? null,
      assignedTo: body.assignedTo ?? null,
      dueAt: body.dueAt ? new Date(body.dueAt) : null,
      priority: body.priority ?? 'normal',
      status,
      completedAt: completedAtFor(status, now),
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return getTask(ctx, user, id);
}

export const taskLeavesScopeMessage =
  'You would no longer see this task: keep one of your events or assign it to yourself';

export async function updateTask(ctx: AppContext, user: AuthUser, id: string, body: TaskUpdateBody, info: RequestInfo) {
  const existing = await visibleTask(ctx, user, id);
  await checkReferences(ctx, user, existing.client_id, body);
  const now = ctx.clock();
  const values: TaskChanges = { updatedAt: now };
  if (body.title !== undefined) values.title = body.title;
  if (body.description !== undefined) values.description = body.description;
  if (body.eventId !== undefined) values.eventId = body.eventId;
  if (body.assignedTo !== undefined) values.assignedTo = body.assignedTo;
  if (body.dueAt !== undefined) values.dueAt = body.dueAt === null ? null : new Date(body.dueAt);
  if (body.priority !== undefined) values.priority = body.priority;
  if (body.status !== undefined && body.status !== existing.status) {
    values.status = body.status;
    values.completedAt = completedAtFor(body.status, now);
  }
  await ctx.db.transaction(async (tx) => {
    await updateTaskRow(tx, existing.client_id, id, values);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: existing.client_id,
      actorId: user.id,
      action: 'task.update',
      entity: 'task',
      entityId: id,
      data: { changes: body },
      ...info,
    });
    // A change that would take the task out of what this person can see is refused, not half-done.
    if (!(await findTask(tx, scopeOf(user), id))) {
      const field = body.eventId !== undefined ? 'eventId' : 'assignedTo';
      throw new AppError('task.leaves_scope', taskLeavesScopeMessage, { fields: { [field]: taskLeavesScopeMessage } });
    }
  });
  return getTask(ctx, user, id);
}

export async function deleteTask(ctx: AppContext, user: AuthUser, id: string, info: RequestInfo) {
  const existing = await visibleTask(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    await deleteTaskRow(tx, existing.client_id, id);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: existing.client_id,
      actorId: user.id,
      action: 'task.delete',
      entity: 'task',
      entityId: id,
      data: { title: existing.title, eventId: existing.event_id, assignedTo: existing.assigned_to },
      ...info,
    });
  });
}

/** Completes (done) or reopens (open) a task: its assignee, or anyone who manages tasks, within their scope. */
export async function setTaskDone(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  done: boolean,
  info: RequestInfo,
): Promise<Task> {
  const existing = await visibleTask(ctx, user, id);
  if (!can({ userId: user.id, roles: user.roles }, 'task.complete', { ownerId: existing.assigned_to })) {
    throw new AppError('task.not_assignee', 'Only the assignee or a supervisor can do this.');
  }
  const status: TaskStatus = done ? 'done' : 'open';
  if (existing.status !== status) {
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      await updateTaskRow(tx, existing.client_id, id, { status, completedAt: done ? now : null, updatedAt: now });
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: existing.client_id,
        actorId: user.id,
        action: done ? 'task.complete' : 'task.reopen',
        entity: 'task',
        entityId: id,
        data: { previousStatus: existing.status },
        ...info,
      });
    });
  }
  return getTask(ctx, user, id);
}

/** The tasks assigned to the caller in their event scope, soonest due first (the guard's dashboard). */
export function tasksAssignedToCaller(ctx: Pick<AppContext, 'db'>, caller: Caller, now: Date) {
  const { actor } = caller;
  return listTasks(ctx.db, {
    scope: { kind: 'events', events: actor.eventScope, userId: actor.userId },
    now,
    assignedTo: actor.userId,
    sort: 'dueAt',
    order: 'asc',
    limit: 100,
    offset: 0,
  });
}
