import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from '../test/fixtures.ts';
import { addSignedInUser } from '../test/http.ts';
import { type LocalBucket, startLocalBucket } from '../test/local-bucket.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FileStore, sha256Of } from './file-store.ts';

/* Profile photos through the API with FILE_STORE=s3: the bytes in a local S3-compatible bucket. */

let local: LocalBucket;
let t: TestApp;
const people = { ids: {} as Record<string, string>, cookies: {} as Record<string, string> };

beforeAll(async () => {
  local = await startLocalBucket();
  t = await createTestApp({ context: { files: new FileStore(local.bucket) } });
  const clientId = (await insertClient(t.database.db)).id;
  for (const who of ['ana', 'ben']) {
    await addSignedInUser(t, people, who, clientId, { email: `${who}@bucket.test`, roles: ['manager'] });
  }
});
afterAll(async () => {
  await t.close();
  await local.close();
});

const upload = (who: string, payload: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/photo',
    headers: { cookie: people.cookies[who] ?? '', 'content-type': 'image/png' },
    payload,
  });
const picture = (background: string) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background } })
    .png()
    .toBuffer();
const objects = async () => {
  const keys: string[] = [];
  for await (const object of local.bucket.list()) keys.push(object.sha256);
  return keys.sort();
};

describe('profile photos in a bucket', () => {
  it('are put in the bucket, served with the same headers, kept once, and deleted when no user has them', async () => {
    const blue = await picture('#1144aa');
    const first = await upload('ana', blue);
    expect(first.statusCode).toBe(200);
    const url: string = first.json().photoUrl;
    const served = await t.app.inject({ method: 'GET', url, headers: { cookie: people.cookies.ben ?? '' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const sha256 = sha256Of(served.rawPayload);
    expect(url.endsWith(`?v=${sha256.slice(0, 32)}`)).toBe(true);
    expect(await objects()).toEqual([sha256]);
    const row = await t.database.db.execute<{ bytes: Buffer | null }>(
      sql`select bytes from stored_files where sha256 = ${sha256}`,
    );
    expect(row.rows).toEqual([{ bytes: null }]);

    // The same picture for another user: one object.
    expect((await upload('ben', blue)).json().photoUrl).toBe(url.replace(people.ids.ana ?? '', people.ids.ben ?? ''));
    expect(await objects()).toEqual([sha256]);

    // Ana changes hers: Ben still has the first one.
    const second = await upload('ana', await picture('#aa4411'));
    expect(second.statusCode).toBe(200);
    expect(await objects()).toHaveLength(2);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/me/photo',
      headers: { cookie: people.cookies.ben ?? '' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await objects()).not.toContain(sha256);
    expect(await objects()).toHaveLength(1);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${people.ids.ben}/photo`,
      headers: { cookie: people.cookies.ana ?? '' },
    });
    expect(gone.statusCode).toBe(404);
  });
});
