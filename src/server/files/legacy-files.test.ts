import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { type RunningServer, startServer } from '../start-server.ts';
import { insertClient, insertCustomer, insertEvent, insertUser, insertVisitor } from '../test/fixtures.ts';
import { signInCookie } from '../test/http.ts';
import { testSessionSecret } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { FileStore, sha256Of } from './file-store.ts';
import { moveLegacyFiles } from './legacy-files.ts';

/*
 * The start-up move: a DATA_DIR as an earlier version left it (profile photos, evidence with thumbnails, visitor
 * photos, records pointing at them), moved by a starting server while another instance moves them too.
 */

let database: TestDatabase;
let dataDir: string;
const servers: RunningServer[] = [];
const ids: Record<string, string> = {};
const image = (background: string, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    [format]()
    .toBuffer();

function writeLegacy(relative: string, bytes: Buffer) {
  const file = path.join(dataDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

const legacyFiles = (folder: string): string[] => {
  const dir = path.join(dataDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};

let photo: Buffer;
let evidence: Buffer;
let thumbnail: Buffer;
let visitorPhoto: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-legacy-'));
  const db = database.db;
  const clientId = (await insertClient(db)).id;
  const customerId = (await insertCustomer(db, clientId)).id;
  const eventId = (
    await insertEvent(db, clientId, customerId, {
      startAt: new Date(Date.now() - 3_600_000),
      endAt: new Date(Date.now() + 3_600_000),
    })
  ).id;
  await insertUser(db, clientId, { email: 'exec@legacy.test', roles: ['executive'] });

  photo = await image('#2255aa', 'webp');
  const photoHash = sha256Of(photo).slice(0, 32);
  const withPhoto = await insertUser(db, clientId, { email: 'photo@legacy.test' });
  ids.photoUser = withPhoto.id;
  ids.photoUrl = `/api/v1/users/${withPhoto.id}/photo?v=${photoHash}`;
  await db.execute(sql`update users set photo_url = ${ids.photoUrl} where id = ${withPhoto.id}`);
  writeLegacy(`photos/${withPhoto.id}-${photoHash}.webp`, photo);
  // A record whose file this instance does not have: it stays as it is.
  const lost = await insertUser(db, clientId, { email: 'lost@legacy.test' });
  ids.lostUser = lost.id;
  await db.execute(
    sql`update users set photo_url = ${`/api/v1/users/${lost.id}/photo?v=${'0'.repeat(32)}`} where id = ${lost.id}`,
  );

  evidence = await image('#aa3300', 'png');
  thumbnail = await image('#aa3301', 'webp');
  const evidenceHash = sha256Of(evidence);
  const reportRows = await db.execute<{ id: string }>(sql`
    insert into incident_reports (client_id, event_id, report_type, incident_location)
    values (${clientId}, ${eventId}, 'Fire Report', 'Kitchen') returning id`);
  ids.report = reportRows.rows[0]?.id ?? '';
  const storagePath = `evidence/${evidenceHash.slice(0, 2)}/${evidenceHash}.png`;
  const thumbnailPath = `evidence/${evidenceHash.slice(0, 2)}/${evidenceHash}.thumb.webp`;
  const attachmentRows = await db.execute<{ id: string }>(sql`
    insert into incident_report_attachments (client_id, report_id, file_name, content_type, size_bytes, sha256,
      storage_path, thumbnail_path, width, height)
    values (${clientId}, ${ids.report}, 'smoke.png', 'image/png', ${evidence.length}, ${evidenceHash},
      ${storagePath}, ${thumbnailPath}, 40, 30)
    returning id`);
  ids.attachment = attachmentRows.rows[0]?.id ?? '';
  writeLegacy(storagePath, evidence);
  writeLegacy(thumbnailPath, thumbnail);

  // Two visitors with the same photo shared one file.
  visitorPhoto = await image('#00aa55', 'jpeg');
  const visitorHash = sha256Of(visitorPhoto);
  const visitorPath = `visitor-photos/${visitorHash.slice(0, 2)}/${visitorHash}.jpg`;
  for (const name of ['Vera Visitor', 'Victor Visitor']) {
    ids[name] = await insertVisitor(db, {
      clientId,
      eventId,
      name,
      photoPath: visitorPath,
      photoContentType: 'image/jpeg',
    });
  }
  writeLegacy(visitorPath, visitorPhoto);
  writeLegacy(visitorPath.replace('.jpg', '.thumb.webp'), await image('#00aa56', 'webp'));

  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'off',
    SESSION_SECRET: testSessionSecret,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  // Another instance (its own connections) moves files while this one starts: each file moves once.
  const other = connectDatabase(database.url, { max: 3 });
  try {
    const [started, moved] = await Promise.all([
      startServer(config),
      moveLegacyFiles({ db: other.db, pool: other.pool, files: new FileStore(), dataDir }),
    ]);
    servers.push(started);
    expect(moved.missing).toBe(1);
  } finally {
    await other.close();
  }
  // One more instance started afterwards finds nothing left to move.
  servers.push(await startServer(config));
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await database.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('files under DATA_DIR at start-up', () => {
  it('are moved into the store, each once, and their originals deleted', async () => {
    const stored = await database.db.execute<{ sha256: string; in_database: boolean }>(
      sql`select sha256, bytes is not null as in_database from stored_files order by sha256`,
    );
    expect(stored.rows.map((r) => r.sha256)).toEqual([photo, evidence, thumbnail, visitorPhoto].map(sha256Of).sort());
    expect(stored.rows.every((r) => r.in_database)).toBe(true);
    expect(legacyFiles('photos')).toEqual([]);
    expect(legacyFiles('evidence')).toEqual([]);
    expect(legacyFiles('visitor-photos')).toEqual([]);
    const legacyColumns = await database.db.execute(sql`
      select 1 from incident_report_attachments where storage_path is not null or thumbnail_path is not null
      union all select 1 from visitors where photo_path is not null`);
    expect(legacyColumns.rows).toEqual([]);
    const lost = await database.db.execute<{ photo_url: string | null; photo_file: string | null }>(
      sql`select photo_url, photo_file from users where id = ${ids.lostUser}`,
    );
    expect(lost.rows[0]).toMatchObject({ photo_file: null });
    expect(lost.rows[0]?.photo_url).not.toBeNull();
  });

  it('are served through the API of every instance, with the same addresses and headers as before', async () => {
    for (const { app } of servers) {
      const cookie = await signInCookie(app, 'exec@legacy.test');
      const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

      const profile = await get(ids.photoUrl ?? '');
      expect(profile.statusCode).toBe(200);
      expect(profile.headers['content-type']).toBe('image/webp');
      expect(profile.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(profile.rawPayload.equals(photo)).toBe(true);

      const attachment = `/api/v1/incident-reports/${ids.report}/attachments/${ids.attachment}`;
      const full = await get(attachment);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/png');
      expect(full.rawPayload.equals(evidence)).toBe(true);
      const thumb = await get(`${attachment}?size=thumb`);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.rawPayload.equals(thumbnail)).toBe(true);

      for (const name of ['Vera Visitor', 'Victor Visitor']) {
        const visitor = await get(`/api/v1/visitors/${ids[name]}/photo`);
        expect(visitor.statusCode).toBe(200);
        expect(visitor.headers['content-type']).toBe('image/jpeg');
        expect(visitor.rawPayload.equals(visitorPhoto)).toBe(true);
      }
      expect((await get(`/api/v1/users/${ids.lostUser}/photo`)).statusCode).toBe(404);
    }
  });
});
