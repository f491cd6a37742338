import { type FieldError, fieldError } from '../../../shared/contract/field-errors.ts';
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
import { actorInClient, eventScopeInClient } from '../../access/actor.ts';
import type { Caller } from '../../access/caller.ts';
import { visibleIds } from '../../access/visible-ids.ts';
import { taskScope } from '../../access/work-records.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAudited, recordAudit } from '../audit/index.ts';
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

/** The client whose tasks the caller works with: an admin's working client, everyone else's own. */
const clientOf = (caller: Caller) => caller.actor.clientId;
const scopeOf = (caller: Caller): TaskScope => taskScope(caller.actor);
/** The event scope for choosing an event: an admin's is narrowed to the working client. */
const eventScopeIn = (caller: Caller) => eventScopeInClient(caller.actor);

function listFilter(caller: Caller, query: TaskCsvQuery, now: Date) {
  return {
    scope: scopeOf(caller),
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
  caller: Caller,
  query: TaskListQuery,
): Promise<TaskListResponse> {
  const now = ctx.clock();
  const { rows, total } = await listTasks(ctx.db, {
    ...listFilter(caller, query, now),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map((row) => toTask(row, now)), page: query.page, limit: query.limit, total };
}

const csvHeader = ['title', 'event', 'assignee', 'due', 'priority', 'status', 'overdue'];

/** The filtered, sorted list as CSV (docs/product/payroll-and-reports.md#csv-exports), every page: due times in ISO 8601 (UTC). */
export async function exportTasksCsv(ctx: AppContext, caller: Caller, query: TaskCsvQuery) {
  const now = ctx.clock();
  const { rows } = await listTasks(ctx.db, { ...listFilter(caller, query, now), limit: taskCsvMaxRows, offset: 0 });
  const csv = toCsv(
    csvHeader,
    rows.map((row) => {
      const t = toTask(row, now);
      return [t.title, t.eventName, t.assigneeName, t.dueAt, t.priority, t.status, t.overdue ? 'yes' : 'no'];
    }),
  );
  return { csv, fileName: `tasks-${now.toISOString().slice(0, 10)}.csv` };
}

async function visibleTask(ctx: AppContext, caller: Caller, id: string) {
  const row = await findTask(ctx.db, scopeOf(caller), id);
  if (!row) throw AppError.notFound('No such task.', 'task');
  return row;
}

export async function getTask(ctx: AppContext, caller: Caller, id: string): Promise<Task> {
  return toTask(await visibleTask(ctx, caller, id), ctx.clock());
}

export async function taskOptions(ctx: AppContext, caller: Caller): Promise<TaskOptions> {
  const clientId = clientOf(caller);
  const [events, people] = await Promise.all([
    listVisibleEventOptions(ctx.db, eventScopeIn(caller), clientId),
    listAssignablePeople(ctx.db, clientId),
  ]);
  return { events, people };
}

/** Checks the event and assignee a write names: a visible event, and active personnel of the client. */
async function checkReferences(
  ctx: AppContext,
  caller: Caller,
  clientId: string,
  body: { eventId?: string | null | undefined; assignedTo?: string | null | undefined },
) {
  const fields: Record<string, FieldError> = {};
  if (body.eventId) {
    const visible = await visibleIds(ctx, actorInClient(caller.actor, clientId), 'event', [body.eventId]);
    if (!visible.has(body.eventId)) fields.eventId = fieldError('task.event_not_visible');
  }
  if (body.assignedTo) {
    const people = await listAssignablePeople(ctx.db, clientId, body.assignedTo);
    if (people.length === 0) fields.assignedTo = fieldError('task.assignee_not_of_client');
  }
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
}

const completedAtFor = (status: TaskStatus, now: Date, previous: Date | null = null) =>
  status === 'done' ? (previous ?? now) : null;

export async function createTask(ctx: AppContext, caller: Caller, body: TaskCreateBody) {
  const clientId = clientOf(caller);
  await checkReferences(ctx, caller, clientId, body);
  const now = ctx.clock();
  const status = body.status ?? 'open';
  const data = { title: body.title, eventId: body.eventId ?? null, assignedTo: body.assignedTo ?? null };
  const audit = {
    clientId,
    actorId: caller.actor.userId,
    action: 'task.create',
    entity: 'task',
    data,
    requestId: caller.requestId,
    ip: caller.ip,
  };
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
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return getTask(ctx, caller, id);
}

export const taskLeavesScopeMessage =
  'You would no longer see this task: keep one of your events or assign it to yourself';

export async function updateTask(ctx: AppContext, caller: Caller, id: string, body: TaskUpdateBody) {
  const existing = await visibleTask(ctx, caller, id);
  await checkReferences(ctx, caller, existing.clientId, body);
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
    await updateTaskRow(tx, existing.clientId, id, values);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: existing.clientId,
      actorId: caller.actor.userId,
      action: 'task.update',
      entity: 'task',
      entityId: id,
      data: { changes: body },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    // A change that would take the task out of what this person can see is refused, not half-done.
    if (!(await findTask(tx, scopeOf(caller), id))) {
      const field = body.eventId !== undefined ? 'eventId' : 'assignedTo';
      throw new AppError('task.leaves_scope', taskLeavesScopeMessage, {
        fieldErrors: { [field]: fieldError('task.leaves_scope') },
      });
    }
  });
  return getTask(ctx, caller, id);
}

export async function deleteTask(ctx: AppContext, caller: Caller, id: string) {
  const existing = await visibleTask(ctx, caller, id);
  await ctx.db.transaction(async (tx) => {
    await deleteTaskRow(tx, existing.clientId, id);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: existing.clientId,
      actorId: caller.actor.userId,
      action: 'task.delete',
      entity: 'task',
      entityId: id,
      data: { title: existing.title, eventId: existing.eventId, assignedTo: existing.assignedTo },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

/** Completes (done) or reopens (open) a task: its assignee, or anyone who manages tasks, within their scope. */
export async function setTaskDone(ctx: AppContext, caller: Caller, id: string, done: boolean): Promise<Task> {
  const existing = await visibleTask(ctx, caller, id);
  if (!can(caller.actor, 'task.complete', { ownerId: existing.assignedTo })) {
    throw new AppError('task.not_assignee', 'Only the assignee or a supervisor can do this.');
  }
  const status: TaskStatus = done ? 'done' : 'open';
  if (existing.status !== status) {
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      await updateTaskRow(tx, existing.clientId, id, { status, completedAt: done ? now : null, updatedAt: now });
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: existing.clientId,
        actorId: caller.actor.userId,
        action: done ? 'task.complete' : 'task.reopen',
        entity: 'task',
        entityId: id,
        data: { previousStatus: existing.status },
        requestId: caller.requestId,
        ip: caller.ip,
      });
    });
  }
  return getTask(ctx, caller, id);
}

/** The tasks assigned to the caller in their event scope, soonest due first (the guard's dashboard). */
export async function tasksAssignedToCaller(ctx: Pick<AppContext, 'db'>, caller: Caller, now: Date): Promise<Task[]> {
  const { actor } = caller;
  const { rows } = await listTasks(ctx.db, {
    scope: { kind: 'events', events: actor.eventScope, userId: actor.userId },
    now,
    assignedTo: actor.userId,
    sort: 'dueAt',
    order: 'asc',
    limit: 100,
    offset: 0,
  });
  return rows.map((row) => toTask(row, now));
}
