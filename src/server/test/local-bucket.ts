import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { type Bucket, type BucketSettings, s3Bucket } from '../files/bucket.ts';

export interface LocalBucket {
  settings: BucketSettings;
  bucket: Bucket;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port with one empty bucket, in a temporary folder. */
export async function startLocalBucket(): Promise<LocalBucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'watchpost-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'watchpost-test' }],
  });
  const { port } = await server.run();
  const settings: BucketSettings = {
    bucket: 'watchpost-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const bucket = s3Bucket(settings);
  return {
    settings,
    bucket,
    close: async () => {
      bucket.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
