import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignGuard,
  grantEvent,
  insertClientWithEvent,
  insertUser,
  insertVisitor,
  testPassword,
} from '../test/fixtures.ts';
import { type LocalBucket, startLocalBucket } from '../test/local-bucket.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { testSessionSecret } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { sha256Of } from './file-store.ts';

/*
 * FILE_STORE=s3 as deployed (docs/deploy.md#files): the compiled server started with the bucket's variables in its
 * environment, against a local S3-compatible server. A profile photo, an incident report's evidence photo (and its
 * thumbnail) and a visitor's check-in photo go in and come back through the HTTP API; their bytes are in the
 * bucket and not in PostgreSQL.
 */

const clockStart = '2026-07-01T12:00:00Z';

let local: LocalBucket;
let database: TestDatabase;
let server: ServerProcess;
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};

interface Answer {
  status: number;
  type: string | null;
  bytes: Buffer;
  json<T>(): T;
}

async function call(
  who: string,
  method: string,
  url: string,
  body?: { json: unknown } | { type: string; bytes: Buffer; headers?: Record<string, string> },
): Promise<Answer> {
  const headers: Record<string, string> = { cookie: cookies[who] ?? '' };
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    Object.assign(headers, body.headers, { 'content-type': body.type });
    payload = new Uint8Array(body.bytes);
  }
  const response = await fetch(`${server.baseUrl}${url}`, { method, headers, body: payload ?? null });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes,
    json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
  };
}

const picture = (background: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const objectsInBucket = async () => {
  const keys: string[] = [];
  for await (const object of local.bucket.list()) keys.push(object.sha256);
  return keys.sort();
};

/** What PostgreSQL holds of a stored file: its row, and whether the row has the bytes. */
async function storedRow(sha256: string) {
  const result = await database.db.execute<{ size_bytes: number; has_bytes: boolean }>(
    sql`select size_bytes, bytes is not null as has_bytes from stored_files where sha256 = ${sha256}`,
  );
  return result.rows[0];
}

beforeAll(async () => {
  local = await startLocalBucket();
  database = await createTestDatabase();
  const db = database.db;
  const { client, event } = await insertClientWithEvent(
    db,
    { client: 'Bucket Guarding', customer: 'Harbour' },
    { name: 'Harbour Night', startAt: new Date('2026-07-01T06:00:00Z'), endAt: new Date('2026-07-02T06:00:00Z') },
  );
  ids.event = event.id;
  for (const role of ['supervisor', 'guard']) {
    ids[role] = (await insertUser(db, client.id, { email: `${role}@bucket.test`, roles: [role] })).id;
  }
  await grantEvent(db, client.id, ids.supervisor ?? '', event.id);
  await assignGuard(db, client.id, event.id, ids.guard ?? '');
  ids.visitor = await insertVisitor(db, {
    clientId: client.id,
    eventId: event.id,
    name: 'Paula Photo',
    expectedAt: new Date('2026-07-01T13:00:00Z'),
  });
  const { settings } = local;
  server = await startServerProcess({
    databaseUrl: database.url,
    sessionSecret: testSessionSecret,
    compiled: true,
    env: {
      CLOCK_START: clockStart,
      FILE_STORE: 's3',
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  for (const role of ['supervisor', 'guard']) {
    const response = await fetch(`${server.baseUrl}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${role}@bucket.test`, password: testPassword, remember: false }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('wp_session='));
    if (!cookie) throw new Error(`no session for ${role}: ${response.status} ${await response.text()}`);
    cookies[role] = cookie;
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.destroy();
  await local?.close();
});

describe('a server process with FILE_STORE=s3', () => {
  it('keeps a profile photo in the bucket and serves it from there', async () => {
    const upload = await call('guard', 'PUT', '/api/v1/me/photo', {
      type: 'image/png',
      bytes: await picture('#1144aa', 300, 300),
    });
    expect(upload.status, upload.bytes.toString()).toBe(200);
    const served = await call('supervisor', 'GET', upload.json<{ photoUrl: string }>().photoUrl);
    expect([served.status, served.type]).toEqual([200, 'image/webp']);
    const sha256 = sha256Of(served.bytes);
    expect(await objectsInBucket()).toContain(sha256);
    expect(await local.bucket.get(sha256)).toEqual(served.bytes);
    expect(await storedRow(sha256)).toEqual({ size_bytes: served.bytes.length, has_bytes: false });
  });

  it('keeps an incident report’s evidence photo and its thumbnail in the bucket and serves both', async () => {
    const filed = await call('guard', 'POST', '/api/v1/incident-reports', {
      json: {
        reportType: 'Custom Report',
        eventId: ids.event,
        guardId: ids.guard,
        incidentDate: '2026-07-01T11:00:00Z',
        guardNote: 'Gate 3 forced open.',
        details: 'Photographed the lock.',
      },
    });
    expect(filed.status, filed.bytes.toString()).toBe(201);
    const reportId = filed.json<{ id: string }>().id;
    const photo = await picture('#cc3300', 800, 600);
    const attached = await call('guard', 'POST', `/api/v1/incident-reports/${reportId}/attachments`, {
      type: 'image/png',
      bytes: photo,
      headers: { 'x-file-name': 'gate-3.png' },
    });
    expect(attached.status, attached.bytes.toString()).toBe(201);
    const [attachment] = attached.json<{ attachments: { url: string; thumbnailUrl: string }[] }>().attachments;
    if (!attachment) throw new Error('no attachment');

    const full = await call('supervisor', 'GET', attachment.url);
    expect([full.status, full.type]).toEqual([200, 'image/png']);
    expect(full.bytes.equals(photo)).toBe(true);
    const thumbnail = await call('supervisor', 'GET', attachment.thumbnailUrl);
    expect([thumbnail.status, thumbnail.type]).toEqual([200, 'image/webp']);
    expect((await sharp(thumbnail.bytes).metadata()).width).toBe(320);

    for (const served of [full, thumbnail]) {
      const sha256 = sha256Of(served.bytes);
      expect(await objectsInBucket()).toContain(sha256);
      expect(await local.bucket.get(sha256)).toEqual(served.bytes);
      expect(await storedRow(sha256)).toEqual({ size_bytes: served.bytes.length, has_bytes: false });
    }
    // The PDF of the report embeds the photo, read from the bucket too.
    const pdf = await call('supervisor', 'GET', `/api/v1/incident-reports/${reportId}.pdf`);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
  });

  it('keeps a visitor’s check-in photo in the bucket and serves it from there, and from nowhere else', async () => {
    const photo = await picture('#22aa55', 200, 240);
    const url = `/api/v1/visitors/${ids.visitor}/photo`;
    const attached = await call('guard', 'POST', url, { type: 'image/png', bytes: photo });
    expect(attached.status, attached.bytes.toString()).toBe(200);
    const served = await call('supervisor', 'GET', url);
    expect([served.status, served.type]).toEqual([200, 'image/png']);
    expect(served.bytes.equals(photo)).toBe(true);
    const sha256 = sha256Of(photo);
    expect(await local.bucket.get(sha256)).toEqual(photo);
    expect(await storedRow(sha256)).toEqual({ size_bytes: photo.length, has_bytes: false });

    // No stored file has its bytes in PostgreSQL: every one is in the bucket.
    const inDatabase = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from stored_files where bytes is not null`,
    );
    expect(inDatabase.rows).toEqual([{ n: 0 }]);
    // Without its object, the photo is not there any more: it was served from the bucket.
    await local.bucket.delete(sha256);
    expect((await call('supervisor', 'GET', url)).status).toBe(404);
  });
});
