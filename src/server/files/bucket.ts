import type { S3Client } from '@aws-sdk/client-s3';

/** FILE_STORE=s3: where the bucket is and how to sign in to it (validated in src/server/config.ts). */
export interface BucketSettings {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2, …); unset → AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither → the SDK's own chain (environment, instance role, …). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Address the bucket in the path (`endpoint/bucket/key`) rather than the host name; most non-AWS servers need it. */
  forcePathStyle: boolean;
}

/** Stored bytes in an S3-compatible bucket, under `files/<sha256>`. */
export interface Bucket {
  put(sha256: string, bytes: Buffer, contentType: string): Promise<void>;
  get(sha256: string): Promise<Buffer | undefined>;
  delete(sha256: string): Promise<void>;
  /** Every stored file with the time its object was last written. */
  list(): AsyncIterable<{ sha256: string; lastModified: Date }>;
  close(): void;
}

const prefix = 'files/';
const keyPattern = /^files\/([0-9a-f]{64})$/;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The bucket of `settings`; the AWS SDK is loaded on first use, so a server without a bucket never loads it. */
export function s3Bucket(settings: BucketSettings): Bucket {
  let loading: Promise<{ client: S3Client; s3: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () => {
    loading ??= (async () => {
      // The SDK's documented switch for its warning that later versions will need Node 22; set in this process only.
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
      const s3 = await import('@aws-sdk/client-s3');
      const client = new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: many S3-compatible servers refuse the newer checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { client, s3 };
    })();
    return loading;
  };
  const Bucket = settings.bucket;
  return {
    async put(sha256, bytes, contentType) {
      const { client, s3 } = await connect();
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: prefix + sha256, Body: bytes, ContentType: contentType }),
      );
    },
    async get(sha256) {
      const { client, s3 } = await connect();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: prefix + sha256 }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(sha256) {
      const { client, s3 } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: prefix + sha256 }));
    },
    async *list() {
      const { client, s3 } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const sha256 = keyPattern.exec(object.Key ?? '')?.[1];
          if (sha256 && object.LastModified) yield { sha256, lastModified: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close() {
      void loading?.then(({ client }) => client.destroy());
    },
  };
}
