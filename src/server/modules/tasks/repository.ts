import { and, asc, count, desc, eq, ilike, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personnelRoles } from '../../../shared/contract/personnel.ts';
import type { Task, TaskPriority, TaskSortColumn, TaskStatus } from '../../../shared/contract/tasks.ts';
import type { EventScope } from '../../../shared/policy.ts';
import { eventVisible } from '../../access/event-scope.ts';
import { type TaskScope, taskVisible } from '../../access/work-records.ts';
import type { Database } from '../../db/client.ts';
import { personName } from '../../db/person-name.ts';
import { events, tasks, users } from '../../db/schema.ts';

export type Db = Pick<Database, 'select'>;

export type { TaskScope };

/** The tasks of the scope, for a query that names the tasks table `t`. */
export const taskScopePredicate = (scope: TaskScope): SQL => taskVisible(scope, 't');

// The aliases the access predicates name (taskVisible(scope, 't'), eventVisible(scope, 'e')).
const t = alias(tasks, 't');
const ev = alias(events, 'ev');
const assignee = alias(users, 'au');
const creator = alias(users, 'cu');

/** A task with the names of its event, assignee and creator. */
export type TaskRow = Pick<
  typeof tasks.$inferSelect,
  | 'id'
  | 'clientId'
  | 'title'
  | 'description'
  | 'eventId'
  | 'assignedTo'
  | 'dueAt'
  | 'priority'
  | 'status'
  | 'completedAt'
  | 'createdBy'
  | 'createdAt'
> & { eventName: string | null; assigneeName: string | null; createdByName: string | null };

const closedStatuses: TaskStatus[] = ['done', 'cancelled'];

export function toTask(row: TaskRow, now: Date): Task {
  // The tasks_status and tasks_priority checks hold the text columns to the contract's values.
  const status = row.status as TaskStatus;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventId: row.eventId,
    eventName: row.eventName,
    assignedTo: row.assignedTo,
    assigneeName: row.assigneeName,
    dueAt: row.dueAt?.toISOString() ?? null,
    priority: row.priority as TaskPriority,
    status,
    overdue: row.dueAt !== null && row.dueAt < now && !closedStatuses.includes(status),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

const taskColumns = {
  id: t.id,
  clientId: t.clientId,
  title: t.title,
  description: t.description,
  eventId: t.eventId,
  eventName: ev.name,
  assignedTo: t.assignedTo,
  assigneeName: personName<string | null>(assignee),
  dueAt: t.dueAt,
  priority: t.priority,
  status: t.status,
  completedAt: t.completedAt,
  createdBy: t.createdBy,
  createdByName: personName<string | null>(creator),
  createdAt: t.createdAt,
  total: sql<number>`count(*) over ()::int`,
};

function selectTasks(db: Db) {
  return db
    .select(taskColumns)
    .from(t)
    .leftJoin(ev, eq(ev.id, t.eventId))
    .leftJoin(assignee, eq(assignee.id, t.assignedTo))
    .leftJoin(creator, eq(creator.id, t.createdBy));
}

const sortExpressions: Record<TaskSortColumn, SQL> = {
  dueAt: sql`${t.dueAt}`,
  priority: sql`case ${t.priority} when 'high' then 3 when 'normal' then 2 else 1 end`,
  status: sql`case ${t.status} when 'open' then 1 when 'in_progress' then 2 when 'done' then 3 else 4 end`,
  title: sql`lower(${t.title})`,
  createdAt: sql`${t.createdAt}`,
};

export interface TaskListFilter {
  scope: TaskScope;
  now: Date;
  status?: TaskStatus | undefined;
  /** Only these statuses (the open or the closed ones). */
  statusIn?: readonly TaskStatus[] | undefined;
  priority?: TaskPriority | undefined;
  eventId?: string | undefined;
  assignedTo?: string | undefined;
  overdue?: boolean | undefined;
  q?: string | undefined;
  sort: TaskSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const overduePredicate = (now: Date) => sql`(${and(lt(t.dueAt, now), notInArray(t.status, closedStatuses))})`;

export async function listTasks(db: Db, f: TaskListFilter) {
  const conditions: (SQL | undefined)[] = [taskScopePredicate(f.scope)];
  if (f.status) conditions.push(eq(t.status, f.status));
  if (f.statusIn) conditions.push(inArray(t.status, [...f.statusIn]));
  if (f.priority) conditions.push(eq(t.priority, f.priority));
  if (f.eventId) conditions.push(eq(t.eventId, f.eventId));
  if (f.assignedTo) conditions.push(eq(t.assignedTo, f.assignedTo));
  if (f.overdue === true) conditions.push(overduePredicate(f.now));
  if (f.overdue === false) conditions.push(sql`not coalesce(${overduePredicate(f.now)}, false)`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(t.title, like), sql`coalesce(${t.description}, '') ilike ${like}`));
  }
  const where = and(...conditions);
  const direction = sql.raw(f.order === 'asc' ? 'asc' : 'desc');
  const rows = await selectTasks(db)
    .where(where)
    .orderBy(sql`${sortExpressions[f.sort]} ${direction} nulls last`, sql`${t.dueAt} asc nulls last`, t.id)
    .limit(f.limit)
    .offset(f.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [counted] = await db.select({ n: count() }).from(t).where(where);
    total = counted?.n ?? 0;
  }
  return { rows, total };
}

export async function findTask(db: Db, scope: TaskScope, id: string): Promise<TaskRow | undefined> {
  const [row] = await selectTasks(db).where(and(eq(t.id, id), taskScopePredicate(scope)));
  return row;
}

const fieldRoles = sql.raw(personnelRoles.map((r) => `'${r}'`).join(', '));

/** Active personnel of the client (the people a task may be given to). */
export async function listAssignablePeople(db: Db, clientId: string, id?: string) {
  const name = personName(users);
  return db
    .select({ id: users.id, name })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        eq(users.status, 'active'),
        sql`${users.roles} && array[${fieldRoles}]::text[]`,
        id ? eq(users.id, id) : undefined,
      ),
    )
    .orderBy(sql`lower(${name})`, users.id);
}

export async function listVisibleEventOptions(db: Db, scope: EventScope, clientId: string) {
  const e = alias(events, 'e');
  return db
    .select({ id: e.id, name: e.name })
    .from(e)
    .where(and(eq(e.clientId, clientId), eventVisible(scope, 'e')))
    .orderBy(desc(e.startAt), asc(e.id))
    .limit(500);
}

export type NewTask = typeof tasks.$inferInsert;
export type TaskChanges = Partial<NewTask>;

/** Inserts a task and answers its id. */
export async function insertTask(db: Pick<Database, 'insert'>, values: NewTask): Promise<string> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error('task insert failed');
  return row.id;
}

/** Changes the client's task `id`. */
export async function updateTaskRow(db: Pick<Database, 'update'>, clientId: string, id: string, changes: TaskChanges) {
  await db
    .update(tasks)
    .set(changes)
    .where(and(eq(tasks.id, id), eq(tasks.clientId, clientId)));
}

export async function deleteTaskRow(db: Pick<Database, 'delete'>, clientId: string, id: string) {
  await db.delete(tasks).where(and(eq(tasks.id, id), eq(tasks.clientId, clientId)));
}
