import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertUser } from '../test/fixtures.ts';
import { type LocalBucket, startLocalBucket } from '../test/local-bucket.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { fileForeignKeys, fileReferences } from './file-repository.ts';
import { FileStore, sha256Of } from './file-store.ts';

/* The file store on real PostgreSQL, with the bytes in the database and in a local S3-compatible bucket. */

describe.each(['database', 'bucket'] as const)('the file store, bytes in the %s', (location) => {
  let database: TestDatabase;
  let local: LocalBucket | undefined;
  let files: FileStore;
  let clientId = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    if (location === 'bucket') local = await startLocalBucket();
    files = new FileStore(local?.bucket);
    clientId = (await insertClient(database.db)).id;
  });
  afterAll(async () => {
    await local?.close();
    await database.destroy();
  });

  const newUser = async () =>
    (await insertUser(database.db, clientId, { email: `${randomBytes(6).toString('hex')}@x.test` })).id;
  /** Stores the bytes as the user's photo in one transaction, as a service does. */
  const saveAsPhoto = (userId: string, bytes: Buffer) =>
    database.db.transaction(async (tx) => {
      const [stored] = await files.save(tx, [{ bytes, contentType: 'image/webp' }]);
      await tx.execute(sql`update users set photo_file = ${stored.sha256} where id = ${userId}`);
      return stored;
    });
  const clearPhoto = (userId: string) =>
    database.db.execute(sql`update users set photo_file = null where id = ${userId}`);
  const rows = async (sha256: string) =>
    (
      await database.db.execute<{ in_database: boolean }>(
        sql`select bytes is not null as in_database from stored_files where sha256 = ${sha256}`,
      )
    ).rows;
  const inBucket = async (sha256: string) => (await local?.bucket.get(sha256)) !== undefined;

  it('stores a file in the transaction of its record, reads it back, and keeps identical bytes once', async () => {
    const bytes = randomBytes(70_000);
    const [first, second] = [await newUser(), await newUser()];
    const stored = await saveAsPhoto(first, bytes);
    expect(stored).toEqual({ sha256: sha256Of(bytes), sizeBytes: 70_000, contentType: 'image/webp' });
    expect(await files.read(database.db, stored.sha256)).toEqual({ bytes, contentType: 'image/webp' });
    expect(await rows(stored.sha256)).toEqual([{ in_database: location === 'database' }]);
    expect(await inBucket(stored.sha256)).toBe(location === 'bucket');

    expect(await saveAsPhoto(second, Buffer.from(bytes))).toEqual(stored);
    expect(await rows(stored.sha256)).toHaveLength(1);
    expect(await files.read(database.db, sha256Of(randomBytes(8)))).toBeUndefined();
  });

  it('keeps no file of a transaction that rolls back; the sweep deletes its object once it is old enough', async () => {
    const bytes = randomBytes(1000);
    const user = await newUser();
    await expect(
      database.db.transaction(async (tx) => {
        await files.save(tx, [{ bytes, contentType: 'image/png' }]);
        await tx.execute(sql`update users set photo_file = ${sha256Of(bytes)} where id = ${user}`);
        throw new Error('the record could not be written');
      }),
    ).rejects.toThrow('the record could not be written');
    expect(await rows(sha256Of(bytes))).toEqual([]);
    expect(await files.read(database.db, sha256Of(bytes))).toBeUndefined();
    // The object was put before the transaction ended: an orphan in the bucket until the sweep.
    expect(await inBucket(sha256Of(bytes))).toBe(location === 'bucket');
    expect(await files.sweep(database.db, new Date(Date.now() - 60_000))).toEqual({ files: 0, objects: 0 });
    expect(await inBucket(sha256Of(bytes))).toBe(location === 'bucket');
    const swept = await files.sweep(database.db, new Date(Date.now() + 60_000));
    expect(swept.objects).toBe(location === 'bucket' ? 1 : 0);
    expect(await inBucket(sha256Of(bytes))).toBe(false);
  });

  it('deletes a released file only once no record references it', async () => {
    const bytes = randomBytes(2000);
    const [first, second] = [await newUser(), await newUser()];
    const { sha256 } = await saveAsPhoto(first, bytes);
    await saveAsPhoto(second, bytes);

    expect(await files.release(database.db, [sha256])).toBe(0);
    await clearPhoto(first);
    expect(await files.release(database.db, [sha256, null, undefined])).toBe(0);
    expect(await rows(sha256)).toHaveLength(1);
    expect(await files.read(database.db, sha256)).toEqual({ bytes, contentType: 'image/webp' });

    await clearPhoto(second);
    expect(await files.release(database.db, [sha256])).toBe(1);
    expect(await rows(sha256)).toEqual([]);
    expect(await inBucket(sha256)).toBe(false);
    expect(await files.release(database.db, [sha256])).toBe(0);
  });

  it('the sweep deletes files whose records let go without releasing them, and no others', async () => {
    const [kept, dropped] = [randomBytes(3000), randomBytes(3000)];
    const [first, second] = [await newUser(), await newUser()];
    await saveAsPhoto(first, kept);
    await saveAsPhoto(second, dropped);
    await clearPhoto(second);
    const swept = await files.sweep(database.db, new Date(Date.now() - 60_000));
    expect(swept.files).toBeGreaterThanOrEqual(1);
    expect(await rows(sha256Of(dropped))).toEqual([]);
    expect(await inBucket(sha256Of(dropped))).toBe(false);
    expect(await files.read(database.db, sha256Of(kept))).toEqual({ bytes: kept, contentType: 'image/webp' });
  });

  it('saves the same new file from transactions running at once, and a file again while it is being released', async () => {
    const bytes = randomBytes(5000);
    const users = await Promise.all([newUser(), newUser(), newUser()]);
    const results = await Promise.all(users.map((user) => saveAsPhoto(user, bytes)));
    expect(new Set(results.map((r) => r.sha256)).size).toBe(1);
    expect(await rows(sha256Of(bytes))).toHaveLength(1);

    for (const user of users.slice(1)) await clearPhoto(user);
    const [first] = users;
    await clearPhoto(first ?? '');
    // One transaction releases the file while another stores it for a new record: whichever comes second sees the first.
    const [, saved] = await Promise.all([
      files.release(database.db, [sha256Of(bytes)]),
      saveAsPhoto(first ?? '', bytes),
    ]);
    expect(await files.read(database.db, saved.sha256)).toEqual({ bytes, contentType: 'image/webp' });
    expect(await inBucket(saved.sha256)).toBe(location === 'bucket');
  });
});

describe('file references', () => {
  it('lists every foreign key that references stored_files, so a referenced file is never deleted', async () => {
    const database = await createTestDatabase();
    try {
      expect(await fileForeignKeys(database.db)).toEqual(fileReferences.map((r) => `${r.table}.${r.column}`).sort());
    } finally {
      await database.destroy();
    }
  });
});
