import { and, eq, type SQL, sql } from 'drizzle-orm';
import { personnelRoles } from '../../../shared/contract/personnel.ts';
import type { Task, TaskPriority, TaskSortColumn, TaskStatus } from '../../../shared/contract/tasks.ts';
import type { EventScope } from '../../../shared/policy.ts';
import { eventVisible } from '../../access/event-scope.ts';
import { type TaskScope, taskVisible } from '../../access/work-records.ts';
import type { Database } from '../../db/client.ts';
import { tasks } from '../../db/schema.ts';

export type Db = Pick<Database, 'execute'>;

export type { TaskScope };

/** The tasks of the scope, for a query that names the tasks table `t`. */
export const taskScopePredicate = (scope: TaskScope): SQL => taskVisible(scope, 't');

export interface TaskRow extends Record<string, unknown> {
  id: string;
  client_id: string;
  title: string;
  description: string | null;
  event_id: string | null;
  event_name: string | null;
  assigned_to: string | null;
  assignee_name: string | null;
  due_at: Date | string | null;
  priority: TaskPriority;
  status: TaskStatus;
  completed_at: Date | string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  total: number;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toTask(row: TaskRow, now: Date): Task {
  const due = row.due_at === null ? null : new Date(row.due_at);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventId: row.event_id,
    eventName: row.event_name,
    assignedTo: row.assigned_to,
    assigneeName: row.assignee_name,
    dueAt: iso(row.due_at),
    priority: row.priority,
    status: row.status,
    overdue: due !== null && due < now && row.status !== 'done' && row.status !== 'cancelled',
    completedAt: iso(row.completed_at),
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function selectTasks(where: SQL, tail: SQL = sql``): SQL {
  return sql`
    select t.id, t.client_id, t.title, t.description, t.event_id, ev.name as event_name, t.assigned_to,
           coalesce(nullif(au.display_name, ''), au.email) as assignee_name, t.due_at, t.priority, t.status,
           t.completed_at, t.created_by, coalesce(nullif(cu.display_name, ''), cu.email) as created_by_name,
           t.created_at, count(*) over ()::int as total
    from tasks t
    left join events ev on ev.id = t.event_id
    left join users au on au.id = t.assigned_to
    left join users cu on cu.id = t.created_by
    where ${where} ${tail}`;
}

const sortExpressions: Record<TaskSortColumn, SQL> = {
  dueAt: sql`t.due_at`,
  priority: sql`case t.priority when 'high' then 3 when 'normal' then 2 else 1 end`,
  status: sql`case t.status when 'open' then 1 when 'in_progress' then 2 when 'done' then 3 else 4 end`,
  title: sql`lower(t.title)`,
  createdAt: sql`t.created_at`,
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

const overduePredicate = (now: Date) => sql`(t.due_at < ${now} and t.status not in ('done', 'cancelled'))`;

export async function listTasks(db: Db, f: TaskListFilter) {
  const conditions: SQL[] = [taskScopePredicate(f.scope)];
  if (f.status) conditions.push(sql`t.status = ${f.status}`);
  if (f.statusIn)
    conditions.push(
      sql`t.status in (${sql.join(
        f.statusIn.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (f.priority) conditions.push(sql`t.priority = ${f.priority}`);
  if (f.eventId) conditions.push(sql`t.event_id = ${f.eventId}`);
  if (f.assignedTo) conditions.push(sql`t.assigned_to = ${f.assignedTo}`);
  if (f.overdue === true) conditions.push(overduePredicate(f.now));
  if (f.overdue === false) conditions.push(sql`not coalesce(${overduePredicate(f.now)}, false)`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(t.title ilike ${like} or coalesce(t.description, '') ilike ${like})`);
  }
  const where = sql.join(conditions, sql` and `);
  const direction = sql.raw(f.order === 'asc' ? 'asc' : 'desc');
  const result = await db.execute<TaskRow>(
    selectTasks(
      where,
      sql`order by ${sortExpressions[f.sort]} ${direction} nulls last, t.due_at asc nulls last, t.id
          limit ${f.limit} offset ${f.offset}`,
    ),
  );
  let total = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from tasks t where ${where}`);
    total = count.rows[0]?.n ?? 0;
  }
  return { rows: result.rows, total };
}

export async function findTask(db: Db, scope: TaskScope, id: string): Promise<TaskRow | undefined> {
  const result = await db.execute<TaskRow>(selectTasks(sql`t.id = ${id} and ${taskScopePredicate(scope)}`));
  return result.rows[0];
}

const fieldRoles = sql.raw(personnelRoles.map((r) => `'${r}'`).join(', '));

/** Active personnel of the client (the people a task may be given to). */
export async function listAssignablePeople(db: Db, clientId: string, id?: string) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    select u.id, coalesce(nullif(u.display_name, ''), u.email) as name from users u
    where u.client_id = ${clientId} and u.status = 'active' and u.roles && array[${fieldRoles}]::text[]
      ${id ? sql`and u.id = ${id}` : sql``}
    order by lower(coalesce(nullif(u.display_name, ''), u.email)), u.id`);
  return result.rows;
}

export async function listVisibleEventOptions(db: Db, scope: EventScope, clientId: string) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    select e.id, e.name from events e
    where e.client_id = ${clientId} and ${eventVisible(scope, 'e')}
    order by e.start_at desc, e.id limit 500`);
  return result.rows;
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
