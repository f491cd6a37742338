import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/contract/stream.ts';
import { clockEntries, guardZoneStates } from '../db/schema.ts';
import { assignGuard, grantCustomer, grantEvent, insertClient, insertCustomer, insertEvent } from '../test/fixtures.ts';
import { liveSuite } from '../test/live-suite.ts';
import type { StreamReader } from '../test/sse-client.ts';
import { suiteTestApp, testSessionSecret } from '../test/test-app.ts';

/*
 * The live stream end to end over real HTTP: who receives what (two clients, several roles), and the fan-out
 * through PostgreSQL between two server processes on one database.
 */

const { t, ids, cookies } = suiteTestApp();
const { person, stream, streamsOf, base } = liveSuite(t, { ids, cookies }, 'live.test');

const hour = 3_600_000;

const post = (key: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: cookies[key] ?? '' } });

const alertCreated = (title: string) => (e: LiveEvent) => e.type === 'alert.created' && e.data.alert.title === title;
const alertTitles = (reader: StreamReader) =>
  reader.events.flatMap((e) => (e.type === 'alert.created' ? [e.data.alert.title] : []));

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Sentinel' });
  const other = await insertClient(db, { name: 'Lakeshore' });
  const north = await insertCustomer(db, own.id, { name: 'North' });
  const south = await insertCustomer(db, own.id, { name: 'South' });
  const lake = await insertCustomer(db, other.id, { name: 'Lake' });
  const now = Date.now();
  const window = { startAt: new Date(now - 2 * hour), endAt: new Date(now + 6 * hour) };
  ids.northEvent = (await insertEvent(db, own.id, north.id, { name: 'North Gate', ...window })).id;
  ids.southEvent = (await insertEvent(db, own.id, south.id, { name: 'South Gate', ...window })).id;
  ids.lakeEvent = (await insertEvent(db, other.id, lake.id, { name: 'Lake Gate', ...window })).id;
  await person('exec', own.id, ['executive']);
  await person('manager', own.id, ['manager']);
  await grantCustomer(db, own.id, ids.manager ?? '', north.id);
  await person('supervisor', own.id, ['supervisor']);
  await grantEvent(db, own.id, ids.supervisor ?? '', ids.southEvent);
  await person('northGuard', own.id, ['guard']);
  await assignGuard(db, own.id, ids.northEvent, ids.northGuard ?? '');
  await person('southGuard', own.id, ['guard']);
  await assignGuard(db, own.id, ids.southEvent, ids.southGuard ?? '');
  await person('lakeExec', other.id, ['executive']);
  await person('lakeGuard', other.id, ['guard']);
  await assignGuard(db, other.id, ids.lakeEvent, ids.lakeGuard ?? '');
  for (const [guard, event] of [
    ['northGuard', ids.northEvent],
    ['southGuard', ids.southEvent],
    ['lakeGuard', ids.lakeEvent],
  ] as const) {
    const res = await post(guard, '/api/v1/field/clock-in', { eventId: event });
    expect(res.statusCode).toBe(201);
  }
});

describe('the live stream carries only what its user may see', () => {
  it('sends an alert to the client’s operators in scope and the event’s guard, and to no one else', async () => {
    const readers = await streamsOf('exec', 'manager', 'supervisor', 'northGuard', 'southGuard', 'lakeExec');
    expect((await post('northGuard', '/api/v1/field/sos', { message: 'North help' })).statusCode).toBe(201);
    expect((await post('southGuard', '/api/v1/field/sos', { message: 'South help' })).statusCode).toBe(201);
    expect((await post('lakeGuard', '/api/v1/field/sos', { message: 'Lake help' })).statusCode).toBe(201);

    const north = 'SOS: northGuard';
    const south = 'SOS: southGuard';
    const lake = 'SOS: lakeGuard';
    // Dispatch keeps commit order, so once a stream has a later alert it has had every earlier one it may see.
    await readers.exec.waitFor(alertCreated(south));
    await readers.manager.waitFor(alertCreated(north));
    await readers.supervisor.waitFor(alertCreated(south));
    await readers.northGuard.waitFor(alertCreated(north));
    await readers.southGuard.waitFor(alertCreated(south));
    await readers.lakeExec.waitFor(alertCreated(lake));
    // The manager sees only North (fullClientAccess): the South alert, later than North, must not arrive — wait
    // for an alert the manager may see that was committed after it.
    expect((await post('northGuard', '/api/v1/field/sos', { message: 'North again' })).statusCode).toBe(201);
    await readers.manager.waitFor(
      (e) => e.type === 'alert.created' && e.data.alert.message === `North again event: ${ids.northEvent}`,
    );
    await readers.exec.waitFor(
      (e) => e.type === 'alert.created' && e.data.alert.message?.startsWith('North again') === true,
    );
    await readers.northGuard.waitFor(
      (e) => e.type === 'alert.created' && e.data.alert.message?.startsWith('North again') === true,
    );

    expect(alertTitles(readers.exec)).toEqual([north, south, north]);
    expect(alertTitles(readers.manager)).toEqual([north, north]);
    expect(alertTitles(readers.northGuard)).toEqual([north, north]);
    // Those that get nothing later than the South alert: checked after a barrier of their own below.
    expect(alertTitles(readers.lakeExec)).toEqual([lake]);

    // The acknowledgement reaches everyone who has the alert, as an update with who saw it.
    const first = readers.exec.events.find(alertCreated(south));
    if (first?.type !== 'alert.created') throw new Error('no alert');
    const seen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/alerts/${first.data.alert.id}/seen`,
      headers: { cookie: cookies.exec ?? '' },
    });
    expect(seen.statusCode).toBe(200);
    const update = await readers.supervisor.waitFor((e) => e.type === 'alert.updated');
    expect(update.type === 'alert.updated' && update.data.alert).toMatchObject({
      id: first.data.alert.id,
      seen: true,
      seenBy: { id: ids.exec, name: 'exec' },
    });
    await readers.southGuard.waitFor((e) => e.type === 'alert.updated');
    expect(alertTitles(readers.supervisor)).toEqual([south]);
    expect(alertTitles(readers.southGuard)).toEqual([south]);
    expect(readers.manager.events.some((e) => e.type === 'alert.updated')).toBe(false);
    expect(readers.lakeExec.events.some((e) => e.type === 'alert.updated')).toBe(false);
  });

  it('sends positions and status changes to map viewers in scope only', async () => {
    const exec = await stream('exec');
    const manager = await stream('manager');
    const supervisor = await stream('supervisor');
    const northGuard = await stream('northGuard');
    const lakeExec = await stream('lakeExec');
    const at = new Date().toISOString();
    const moved = await post('northGuard', '/api/v1/field/location', { lat: 51.5, lng: -0.1, accuracy: 8, at });
    expect(moved.statusCode).toBe(200);
    const position = await exec.waitFor((e) => e.type === 'guard.location');
    expect(position.data).toMatchObject({ userId: ids.northGuard, eventId: ids.northEvent, lat: 51.5, lng: -0.1 });
    await manager.waitFor((e) => e.type === 'guard.location');
    // Break start: a status change; the guard's own stream has it too (their other tabs follow).
    expect((await post('northGuard', '/api/v1/field/breaks/start', { lengthOfBreak: 15 })).statusCode).toBe(201);
    const status = await exec.waitFor((e) => e.type === 'guard.status');
    expect(status.data).toMatchObject({ userId: ids.northGuard, status: 'onBreak' });
    await northGuard.waitFor((e) => e.type === 'guard.status');
    await manager.waitFor((e) => e.type === 'guard.status');
    // A South status change is a barrier for the supervisor: by then the North position would have arrived.
    expect((await post('southGuard', '/api/v1/field/breaks/start', { lengthOfBreak: 15 })).statusCode).toBe(201);
    await supervisor.waitFor((e) => e.type === 'guard.status');
    expect(supervisor.events.filter((e) => e.type === 'guard.location')).toEqual([]);
    expect(supervisor.events.filter((e) => e.type === 'guard.status').map((e) => e.data)).toEqual([
      expect.objectContaining({ userId: ids.southGuard, status: 'onBreak' }),
    ]);
    expect(northGuard.events.some((e) => e.type === 'guard.location')).toBe(false);
    expect(lakeExec.events.some((e) => e.type === 'guard.location' || e.type === 'guard.status')).toBe(false);
  });

  it('refuses a stream to someone signed out', async () => {
    const response = await fetch(`${base()}/api/v1/stream`);
    expect(response.status).toBe(401);
  });
});

describe('fan-out across server processes', () => {
  let child: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-process-b-'));

  afterAll(() => {
    child?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers an alert written through process A to a stream held by process B', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    // Vitest's own variables (BASE_URL='/', MODE…) are not the server's.
    const { BASE_URL: _base, MODE: _mode, DEV: _dev, PROD: _prod, SSR: _ssr, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx/esm', 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...inherited,
        DATA_DIR: dataDir,
        DATABASE_URL: t.database.url,
        SESSION_SECRET: testSessionSecret,
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_SEED: 'off',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const processB = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /running at (http:\/\/[^\s"]+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child?.stdout?.on('data', onData);
      child?.stderr?.on('data', onData);
      child?.on('exit', (code) => reject(new Error(`process B exited with ${code}: ${output}`)));
    });
    const onB = await stream('exec', processB);
    expect((await post('southGuard', '/api/v1/field/sos', { message: 'Across processes' })).statusCode).toBe(201);
    const received = await onB.waitFor(
      (e) => e.type === 'alert.created' && e.data.alert.message?.startsWith('Across processes') === true,
    );
    expect(received.type === 'alert.created' && received.data.alert.guard).toEqual({
      id: ids.southGuard,
      name: 'southGuard',
    });
    // A position through A reaches B's map viewer too (the trigger on the zone state).
    const rows = await t.database.db.select().from(clockEntries);
    expect(rows.length).toBeGreaterThan(0);
    await t.database.db
      .update(guardZoneStates)
      .set({ latitude: 51.51, longitude: -0.11, positionAt: new Date(), version: 99 });
    await onB.waitFor((e) => e.type === 'guard.location');
  }, 60_000);
});
