import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: dir,
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      demoSeed: true,
    });
  });

  it('generates a session secret once, stores it owner-only under DATA_DIR, and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: 's'.repeat(40) }).sessionSecret).toBe('s'.repeat(40));
  });

  it('never seeds demo data in production mode', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', BASE_URL: 'https://w.example' }).demoSeed).toBe(
      false,
    );
  });

  it('requires BASE_URL in production, so no origin ever comes from a Host header', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: BASE_URL must be set when NODE_ENV is production/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', BASE_URL: '' })).toThrow(/BASE_URL/);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', BASE_URL: 'https://w.example/' }).baseUrl).toBe(
      'https://w.example',
    );
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test' }).baseUrl).toBeUndefined();
  });

  it('generates a secrets key once under DATA_DIR, owner-only, unless SECRETS_KEY is set', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).secretsKeys;
    expect(first).toMatchObject({ source: 'file', previous: [] });
    expect(first.current).toHaveLength(32);
    const file = path.join(dir, 'secrets-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.current.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).secretsKeys.current.equals(first.current)).toBe(true);
    const given = 'ab'.repeat(32);
    const old = 'cd'.repeat(32);
    const fromEnv = loadConfig({ DATA_DIR: tempDir(), SECRETS_KEY: given, SECRETS_KEY_PREVIOUS: old }).secretsKeys;
    expect(fromEnv.source).toBe('env');
    expect(fromEnv.current.toString('hex')).toBe(given);
    expect(fromEnv.previous.map((k) => k.toString('hex'))).toEqual([old]);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    [{ BASE_URL: 'ftp://host' }, /^Invalid configuration: BASE_URL must be an http\(s\) URL/],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ SESSION_SECRET: 'short' }, /^Invalid configuration: SESSION_SECRET must be at least 32 characters/],
    [{ SECRETS_KEY: 'short' }, /^Invalid configuration: SECRETS_KEY must be 64 hexadecimal characters .*\)$/],
    [{ SECRETS_KEY: 'g'.repeat(64) }, /^Invalid configuration: SECRETS_KEY must be 64 hexadecimal/],
  ])('stops with one line naming the variable for %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
});

describe('test clock and rate limit settings', () => {
  it('parses CLOCK_START, SIGN_IN_ATTEMPT_LIMIT and TRUST_PROXY, and refuses a fake clock in production', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      CLOCK_START: '2026-03-18T15:00:00Z',
      SIGN_IN_ATTEMPT_LIMIT: '50',
      TRUST_PROXY: 'true',
    });
    expect(config.clockStart?.toISOString()).toBe('2026-03-18T15:00:00.000Z');
    expect(config.attemptLimit).toBe(50);
    expect(config.trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tempDir(), CLOCK_START: 'yesterday' })).toThrow(
      /^Invalid configuration: CLOCK_START must be an ISO 8601 date-time/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), CLOCK_START: '2026-03-18T15:00:00Z', NODE_ENV: 'production' }),
    ).toThrow(/CLOCK_START must not be set when NODE_ENV is production/);
  });
});

describe('sign-up and mail settings', () => {
  it('defaults to the oldest Active client, the outbox and the Watchpost sender', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      signUpClientId: undefined,
      smtpUrl: undefined,
      mailFrom: 'Watchpost <no-reply@watchpost.local>',
    });
  });

  it('parses SIGN_UP_CLIENT_ID, SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SIGN_UP_CLIENT_ID: '0b9f6c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a',
      SMTP_URL: 'smtp://user:pass@mail.example.test:587',
      MAIL_FROM: 'Ops <ops@example.test>',
    });
    expect(config).toMatchObject({
      signUpClientId: '0b9f6c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a',
      smtpUrl: 'smtp://user:pass@mail.example.test:587',
      mailFrom: 'Ops <ops@example.test>',
    });
  });

  it('names a bad value, without echoing an SMTP URL that may hold a password', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), SIGN_UP_CLIENT_ID: 'first-client' })).toThrow(
      /^Invalid configuration: SIGN_UP_CLIENT_ID must be a uuid \(got "first-client"\)$/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), SMTP_URL: 'http://user:secret@mail.example.test' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/,
    );
  });

  it('keeps files in PostgreSQL by default, and in a bucket with FILE_STORE=s3 and its S3_* variables', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).fileStore).toEqual({ kind: 'database' });
    const s3 = {
      DATA_DIR: tempDir(),
      FILE_STORE: 's3',
      S3_BUCKET: 'watchpost-files',
      S3_ENDPOINT: 'http://minio.example.test:9000',
      S3_ACCESS_KEY_ID: 'watchpost',
      S3_SECRET_ACCESS_KEY: 'a-secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(s3).fileStore).toEqual({
      kind: 's3',
      bucket: 'watchpost-files',
      endpoint: 'http://minio.example.test:9000',
      region: 'us-east-1',
      accessKeyId: 'watchpost',
      secretAccessKey: 'a-secret-key',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), FILE_STORE: 's3', S3_BUCKET: 'b-1', S3_REGION: 'eu-west-3' }).fileStore,
    ).toMatchObject({ region: 'eu-west-3', accessKeyId: undefined, endpoint: undefined, forcePathStyle: false });
  });

  it('names what is wrong with the file store settings, without echoing the secret key', () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, FILE_STORE: 'disk' })).toThrow(
      /^Invalid configuration: FILE_STORE must be database or s3 \(got "disk"\)$/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, FILE_STORE: 's3' })).toThrow(
      /^Invalid configuration: S3_BUCKET must be set when FILE_STORE is s3$/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'files' })).toThrow(
      /^Invalid configuration: S3_BUCKET is set but FILE_STORE is not s3$/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, FILE_STORE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /^Invalid configuration: S3_BUCKET must be a bucket name/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, FILE_STORE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/^Invalid configuration: S3_ENDPOINT must be an http\(s\) URL/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, FILE_STORE: 's3', S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'hunter2' }),
    ).toThrow(/^Invalid configuration: S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is set$/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, FILE_STORE: 's3', S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'x'.repeat(2000) }),
    ).toThrow(/^Invalid configuration: S3_SECRET_ACCESS_KEY must be at most 1024 characters$/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, FILE_STORE: 's3', S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(/^Invalid configuration: S3_FORCE_PATH_STYLE must be true or false \(got "yes"\)$/);
  });
});
