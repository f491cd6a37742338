import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tasks } from '../../db/schema.ts';
import { assignGuard, grantEvent, insertClient, insertCustomer, insertEvent, insertUser } from '../../test/fixtures.ts';
import { addSignedInRoles, addSignedInUser, signInCookie } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { taskLeavesScopeMessage } from './service.ts';

const now = new Date('2026-05-05T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
const { t, ids, cookies, call } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  const customer = await insertCustomer(db, own.id);
  const otherCustomer = await insertCustomer(db, other.id);
  const span = { startAt: new Date('2026-05-05T08:00:00Z'), endAt: new Date('2026-05-05T20:00:00Z') };
  const gate = await insertEvent(db, own.id, customer.id, { ...span, name: 'Gate' });
  const hall = await insertEvent(db, own.id, customer.id, { ...span, name: 'Hall' });
  const away = await insertEvent(db, other.id, otherCustomer.id, { ...span, name: 'Away' });
  Object.assign(ids, { own: own.id, other: other.id, gate: gate.id, hall: hall.id, away: away.id });
  await addSignedInRoles(t, { ids, cookies }, own.id, ['executive', 'supervisor', 'guard'], 'sentinel.test');
  await addSignedInUser(t, { ids, cookies }, 'guard2', own.id, {
    email: 'guard2@sentinel.test',
    roles: ['guard'],
    displayName: 'guard2 person',
  });
  const stranger = await insertUser(db, other.id, { email: 'guard@lakeshore.test', roles: ['guard'] });
  ids.stranger = stranger.id;
  await insertUser(db, other.id, { email: 'executive@lakeshore.test', roles: ['executive'] });
  cookies.otherExecutive = await signInCookie(t.app, 'executive@lakeshore.test');
  await grantEvent(db, own.id, ids.supervisor ?? '', gate.id);
  await assignGuard(db, own.id, gate.id, ids.guard ?? '');
});

const count = async () => (await t.database.db.select({ id: tasks.id }).from(tasks)).length;

/** A task created by the executive: the created task as answered. */
const newTask = async (body: object) => (await call('executive', 'POST', '/api/v1/tasks', body)).json();

describe('tasks', () => {
  it('rejects bad input with 400 naming the fields, and saves nothing', async () => {
    const before = await count();
    const cases: [object, string[]][] = [
      [{}, ['title']],
      [{ title: '   ' }, ['title']],
      [{ title: 'x'.repeat(201) }, ['title']],
      [{ title: 'Ok', dueAt: 'tomorrow' }, ['dueAt']],
      [{ title: 'Ok', priority: 'urgent' }, ['priority']],
      [{ title: 'Ok', status: 'finished' }, ['status']],
      [{ title: 'Ok', colour: 'red' }, ['colour']],
      [{ title: 'Ok', eventId: 'nope' }, ['eventId']],
    ];
    for (const [payload, fields] of cases) {
      const response = await call('executive', 'POST', '/api/v1/tasks', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('bad_request');
      expect(Object.keys(body.error.fields ?? {})).toEqual(expect.arrayContaining(fields));
    }
    // Another client's event or person: 400 naming the field.
    const foreign = await call('executive', 'POST', '/api/v1/tasks', {
      title: 'Ok',
      eventId: ids.away,
      assignedTo: ids.stranger,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toMatchObject({
      eventId: 'Must be an event you can see',
      assignedTo: 'Must be a person of your client',
    });
    // A supervisor may not use an event outside their scope.
    const outside = await call('supervisor', 'POST', '/api/v1/tasks', { title: 'Ok', eventId: ids.hall });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toHaveProperty('eventId');
    expect((await call('executive', 'GET', '/api/v1/tasks?sort=colour')).statusCode).toBe(400);
    expect((await call('executive', 'GET', '/api/v1/tasks?limit=500')).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('creates, edits and deletes a task, audited, and scopes who sees it', async () => {
    const created = await call('supervisor', 'POST', '/api/v1/tasks', {
      title: '  Check the north gate  ',
      description: 'Every hour',
      eventId: ids.gate,
      assignedTo: ids.guard,
      dueAt: hours(-1),
      priority: 'high',
    });
    expect(created.statusCode).toBe(201);
    const task = created.json();
    expect(task).toMatchObject({
      title: 'Check the north gate',
      eventName: 'Gate',
      assigneeName: 'guard person',
      priority: 'high',
      status: 'open',
      overdue: true,
      createdByName: 'supervisor person',
    });
    const hallTask = await newTask({ title: 'Lock the hall', eventId: ids.hall, dueAt: hours(3) });
    expect(hallTask).toMatchObject({ priority: 'normal', overdue: false });
    const personal = await newTask({ title: 'Radio check', assignedTo: ids.guard2 });

    const titles = async (who: string, query = '') =>
      (await call(who, 'GET', `/api/v1/tasks${query}`)).json().items.map((i: { title: string }) => i.title);
    expect(await titles('executive', '?sort=dueAt&order=asc')).toEqual([
      'Check the north gate',
      'Lock the hall',
      'Radio check',
    ]);
    expect(await titles('executive', '?sort=priority&order=desc&limit=1')).toEqual(['Check the north gate']);
    expect(await titles('executive', '?overdue=true')).toEqual(['Check the north gate']);
    expect(await titles('executive', `?eventId=${ids.hall}`)).toEqual(['Lock the hall']);
    expect(await titles('executive', '?q=radio')).toEqual(['Radio check']);
    expect(await titles('supervisor')).toEqual(['Check the north gate']);
    expect(await titles('guard')).toEqual(['Check the north gate']);
    expect(await titles('guard2')).toEqual(['Radio check']);
    expect(await titles('otherExecutive')).toEqual([]);
    expect((await call('executive', 'GET', '/api/v1/tasks?limit=1')).json().total).toBe(3);

    // state=open keeps what still needs doing, state=closed the finished ones; without it, every status.
    expect((await call('executive', 'PATCH', `/api/v1/tasks/${hallTask.id}`, { status: 'done' })).statusCode).toBe(200);
    expect(await titles('executive', '?state=open')).toEqual(['Check the north gate', 'Radio check']);
    expect(await titles('executive', '?state=closed')).toEqual(['Lock the hall']);
    expect(await titles('executive')).toHaveLength(3);
    expect((await call('executive', 'GET', '/api/v1/tasks?state=later')).statusCode).toBe(400);
    expect((await call('executive', 'PATCH', `/api/v1/tasks/${hallTask.id}`, { status: 'open' })).statusCode).toBe(200);

    // Out of scope or another client: 404.
    expect((await call('supervisor', 'GET', `/api/v1/tasks/${hallTask.id}`)).statusCode).toBe(404);
    expect((await call('supervisor', 'PATCH', `/api/v1/tasks/${hallTask.id}`, { title: 'X' })).statusCode).toBe(404);
    expect((await call('otherExecutive', 'GET', `/api/v1/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await call('otherExecutive', 'DELETE', `/api/v1/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await call('guard', 'PATCH', `/api/v1/tasks/${task.id}`, { title: 'X' })).statusCode).toBe(403);

    const edited = await call('supervisor', 'PATCH', `/api/v1/tasks/${task.id}`, { priority: 'low', title: '' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields).toHaveProperty('title');
    const ok = await call('supervisor', 'PATCH', `/api/v1/tasks/${task.id}`, { priority: 'low', dueAt: hours(2) });
    expect(ok.json()).toMatchObject({ priority: 'low', overdue: false });

    expect((await call('executive', 'DELETE', `/api/v1/tasks/${personal.id}`)).statusCode).toBe(204);
    expect(await titles('guard2')).toEqual([]);
    const actions = (
      await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, 'task'))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['task.create', 'task.update', 'task.delete']));
  });

  it('refuses an edit that would take the task out of what the editor can see, and changes nothing', async () => {
    const task = await newTask({
      title: 'Gate lights',
      eventId: ids.gate,
      assignedTo: ids.guard,
    });
    const refused = await call('supervisor', 'PATCH', `/api/v1/tasks/${task.id}`, { eventId: null, title: 'Moved' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ eventId: taskLeavesScopeMessage });
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ eventId: ids.gate, title: 'Gate lights' });
    const kept = await call('supervisor', 'PATCH', `/api/v1/tasks/${task.id}`, {
      eventId: null,
      assignedTo: ids.supervisor,
    });
    expect(kept.statusCode).toBe(200);
  });

  it('lets the assignee complete and reopen their task, but not another guard', async () => {
    const task = await newTask({
      title: 'Sweep the lot',
      eventId: ids.gate,
      assignedTo: ids.guard,
      dueAt: hours(-2),
    });
    expect((await call('guard2', 'POST', `/api/v1/tasks/${task.id}/complete`)).statusCode).toBe(404);
    const done = await call('guard', 'POST', `/api/v1/tasks/${task.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', overdue: false, completedAt: now.toISOString() });
    const reopened = await call('guard', 'POST', `/api/v1/tasks/${task.id}/reopen`);
    expect(reopened.json()).toMatchObject({ status: 'open', overdue: true, completedAt: null });
    expect((await call('otherExecutive', 'POST', `/api/v1/tasks/${task.id}/complete`)).statusCode).toBe(404);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, task.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['task.complete', 'task.reopen']));

    // A task of the guard's event given to nobody: visible, but only a supervisor and up completes it.
    const open = await newTask({ title: 'Count radios', eventId: ids.gate });
    expect((await call('guard', 'GET', `/api/v1/tasks/${open.id}`)).statusCode).toBe(200);
    expect((await call('guard', 'POST', `/api/v1/tasks/${open.id}/complete`)).statusCode).toBe(403);
    expect((await call('supervisor', 'POST', `/api/v1/tasks/${open.id}/complete`)).statusCode).toBe(200);
  });

  it('offers the events and people a new task may name', async () => {
    const options = (await call('supervisor', 'GET', '/api/v1/tasks/options')).json();
    expect(options.events.map((e: { name: string }) => e.name)).toEqual(['Gate']);
    expect(options.people.map((p: { name: string }) => p.name)).toEqual([
      'guard person',
      'guard2 person',
      'supervisor person',
    ]);
    expect((await call('guard', 'GET', '/api/v1/tasks/options')).statusCode).toBe(403);
  });
  it('exports the filtered tasks as CSV, scoped like the list', async () => {
    const db = t.database.db;
    await db.insert(tasks).values([
      {
        clientId: ids.own ?? '',
        eventId: ids.gate ?? null,
        assignedTo: ids.guard ?? null,
        title: '=Export gate sweep',
        dueAt: new Date(hours(-2)),
        priority: 'high',
      },
      { clientId: ids.own ?? '', eventId: ids.hall ?? null, title: 'Export "hall" lights', dueAt: new Date(hours(4)) },
      { clientId: ids.other ?? '', eventId: ids.away ?? null, title: 'Export away check' },
    ]);

    const response = await call('executive', 'GET', '/api/v1/tasks.csv?q=export&sort=dueAt&order=asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tasks-2026-05-05.csv"');
    expect(response.body).toBe(
      '\uFEFF"title","event","assignee","due","priority","status","overdue"\r\n' +
        `"'=Export gate sweep","Gate","guard person","${hours(-2)}","high","open","yes"\r\n` +
        `"Export ""hall"" lights","Hall","","${hours(4)}","normal","open","no"\r\n`,
    );

    const lines = async (who: string, query: string) =>
      (await call(who, 'GET', `/api/v1/tasks.csv${query}`)).body.trim().split('\r\n').slice(1);
    expect(await lines('executive', '?q=export&overdue=true')).toHaveLength(1);
    expect(await lines('executive', `?q=export&eventId=${ids.hall}`)).toEqual([
      `"Export ""hall"" lights","Hall","","${hours(4)}","normal","open","no"`,
    ]);
    // The supervisor sees only the gate's tasks; the other client only its own.
    expect((await lines('supervisor', '?q=export')).map((l) => l.split(',')[0])).toEqual(['"\'=Export gate sweep"']);
    expect((await lines('otherExecutive', '?q=export')).map((l) => l.split(',')[0])).toEqual(['"Export away check"']);
    // Same filter validation as the list; paging is not a CSV parameter.
    const bad = await call('executive', 'GET', '/api/v1/tasks.csv?status=later');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
  });
});
