import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/contract/stream.ts';
import {
  assignGuard,
  grantCustomer,
  grantEvent,
  insertAlert,
  insertClient,
  insertCustomer,
  insertEvent,
  insertUser,
} from '../test/fixtures.ts';
import { signInCookie } from '../test/http.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { openStream, type StreamReader } from '../test/sse-client.ts';
import { createTestApp, type TestApp, testSessionSecret } from '../test/test-app.ts';

/*
 * An open live stream follows its user's access as it changes, across server processes: A is the app in this test
 * process, B a second Watchpost server in a process of its own (`src/server/main.ts`), both on one database, each
 * with its own hub and LISTEN connection. The stream is held by A; the change goes through B's HTTP API; only the
 * database's notification can tell A.
 */

let a: TestApp;
let baseA: string;
let processB: ServerProcess;
let baseB: string;
let clientId: string;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const streams: StreamReader[] = [];

const hour = 3_600_000;
/** How soon an access change must reach an open stream. */
const accessChangeDeadlineMs = 1000;

async function person(key: string, roles: string[], ofClient = clientId) {
  const user = await insertUser(a.database.db, ofClient, { email: `${key}@access.test`, roles, displayName: key });
  ids[key] = user.id;
  cookies[key] = await signInCookie(a.app, `${key}@access.test`);
  return user.id;
}

async function streamOnA(key: string): Promise<StreamReader> {
  const reader = await openStream(baseA, cookies[key] ?? '');
  streams.push(reader);
  expect(reader.status).toBe(200);
  await reader.waitFor((e) => e.type === 'ready');
  return reader;
}

/** A request through process B's HTTP listener, as `key` (the executive unless told). */
async function onB(method: string, url: string, body?: object, key = 'exec'): Promise<number> {
  const response = await fetch(`${baseB}/api/v1${url}`, {
    method,
    headers: { cookie: cookies[key] ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  await response.arrayBuffer();
  return response.status;
}

/** The first matching event received after this call (events already received do not count). */
function next(reader: StreamReader, match: (e: LiveEvent) => boolean, timeoutMs?: number) {
  const from = reader.events.length;
  return reader.waitFor((e) => reader.events.indexOf(e) >= from && match(e), timeoutMs);
}

const alertTitled = (title: string) => (e: LiveEvent) => e.type === 'alert.created' && e.data.alert.title === title;

async function raiseAlert(eventKey: 'northEvent' | 'southEvent' | 'lakeEvent', title: string) {
  const ofClient = eventKey === 'lakeEvent' ? ids.lakeClient : clientId;
  await insertAlert(a.database.db, ofClient ?? '', { eventId: ids[eventKey] ?? '', title });
}

/**
 * After a change made on B: A's stream is told within the deadline (a fresh `ready`), an alert on the North
 * event raised afterwards does not reach it, and one on the South event — still in scope — does. Notifications
 * are handled in commit order, so once the South alert is there the North one would have been too.
 */
async function expectNorthHiddenSouthShown(reader: StreamReader, key: string, readyAfterChange: Promise<LiveEvent>) {
  await readyAfterChange;
  await raiseAlert('northEvent', `${key}: North after`);
  await raiseAlert('southEvent', `${key}: South after`);
  await reader.waitFor(alertTitled(`${key}: South after`));
  expect(reader.events.some(alertTitled(`${key}: North after`))).toBe(false);
}

beforeAll(async () => {
  a = await createTestApp();
  baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  processB = await startServerProcess({ databaseUrl: a.database.url, sessionSecret: testSessionSecret });
  baseB = processB.baseUrl;

  const db = a.database.db;
  clientId = (await insertClient(db, { name: 'Sentinel' })).id;
  const north = await insertCustomer(db, clientId, { name: 'North' });
  const south = await insertCustomer(db, clientId, { name: 'South' });
  const now = Date.now();
  const window = { startAt: new Date(now - 2 * hour), endAt: new Date(now + 6 * hour) };
  ids.northEvent = (await insertEvent(db, clientId, north.id, { name: 'North Gate', ...window })).id;
  ids.southEvent = (await insertEvent(db, clientId, south.id, { name: 'South Gate', ...window })).id;
  await person('exec', ['executive']);
  // Granted both events one by one; loses North.
  await person('supervisor', ['supervisor']);
  await grantEvent(db, clientId, ids.supervisor ?? '', ids.northEvent);
  await grantEvent(db, clientId, ids.supervisor ?? '', ids.southEvent);
  // Assigned to both events; unassigned from North.
  await person('guard', ['guard']);
  await assignGuard(db, clientId, ids.northEvent, ids.guard ?? '');
  await assignGuard(db, clientId, ids.southEvent, ids.guard ?? '');
  // An executive sees the whole client; demoted to supervisor, only the South event granted to them remains.
  await person('demoted', ['executive']);
  await grantEvent(db, clientId, ids.demoted ?? '', ids.southEvent);
  // Sees North through the customer; deactivated.
  await person('manager', ['manager']);
  await grantCustomer(db, clientId, ids.manager ?? '', north.id);
  // An admin of the platform, working on Sentinel; switches to Lakeshore.
  await person('admin', ['admin']);
  ids.lakeClient = (await insertClient(db, { name: 'Lakeshore' })).id;
  const lake = await insertCustomer(db, ids.lakeClient, { name: 'Lake' });
  ids.lakeEvent = (await insertEvent(db, ids.lakeClient, lake.id, { name: 'Lake Gate', ...window })).id;
}, 120_000);

afterAll(async () => {
  for (const reader of streams) reader.close();
  await processB?.stop();
  await a?.close();
});

describe('an open live stream follows its user’s access changes made on another process', () => {
  it('stops sending an event’s alerts once its grant is revoked', async () => {
    const reader = await streamOnA('supervisor');
    await raiseAlert('northEvent', 'supervisor: North before');
    await reader.waitFor(alertTitled('supervisor: North before'));

    const ready = next(reader, (e) => e.type === 'ready', accessChangeDeadlineMs);
    const status = await onB('PATCH', `/users/${ids.supervisor}`, {
      permissions: { individualEvents: [ids.southEvent] },
    });
    expect(status).toBe(200);
    await expectNorthHiddenSouthShown(reader, 'supervisor', ready);
  });

  it('stops sending an event’s alerts to a guard unassigned from it', async () => {
    const reader = await streamOnA('guard');
    await raiseAlert('northEvent', 'guard: North before');
    await reader.waitFor(alertTitled('guard: North before'));

    const ready = next(reader, (e) => e.type === 'ready', accessChangeDeadlineMs);
    expect(await onB('DELETE', `/events/${ids.northEvent}/assigned-guards/${ids.guard}`)).toBe(204);
    await expectNorthHiddenSouthShown(reader, 'guard', ready);
  });

  it('applies a changed role to the next alerts', async () => {
    const reader = await streamOnA('demoted');
    await raiseAlert('northEvent', 'demoted: North before');
    await reader.waitFor(alertTitled('demoted: North before'));

    const ready = next(reader, (e) => e.type === 'ready', accessChangeDeadlineMs);
    expect(await onB('PATCH', `/users/${ids.demoted}`, { roles: ['supervisor'] })).toBe(200);
    await expectNorthHiddenSouthShown(reader, 'demoted', ready);
  });

  it('moves an admin’s stream to the working client they switch to', async () => {
    const reader = await streamOnA('admin');
    await raiseAlert('lakeEvent', 'admin: Lake before');
    await raiseAlert('southEvent', 'admin: South before');
    await reader.waitFor(alertTitled('admin: South before'));
    expect(reader.events.some(alertTitled('admin: Lake before'))).toBe(false);

    const ready = next(reader, (e) => e.type === 'ready', accessChangeDeadlineMs);
    expect(await onB('POST', `/clients/${ids.lakeClient}/set-active`, undefined, 'admin')).toBe(200);
    await ready;
    await raiseAlert('southEvent', 'admin: South after');
    await raiseAlert('lakeEvent', 'admin: Lake after');
    await reader.waitFor(alertTitled('admin: Lake after'));
    expect(reader.events.some(alertTitled('admin: South after'))).toBe(false);
  });

  it('ends the streams of a deactivated user', async () => {
    const reader = await streamOnA('manager');
    const second = await streamOnA('manager');
    await raiseAlert('northEvent', 'manager: North before');
    await reader.waitFor(alertTitled('manager: North before'));
    await second.waitFor(alertTitled('manager: North before'));

    expect(await onB('POST', `/users/${ids.manager}/deactivate`)).toBe(200);
    const deadline = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('stream still open')), accessChangeDeadlineMs).unref(),
    );
    await Promise.race([Promise.all([reader.ended, second.ended]), deadline]);
  });
});
