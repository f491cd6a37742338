import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type MainRole, mainRoles } from '../shared/roles.ts';
import type { BucketSettings } from './files/bucket.ts';

export const defaultMailFrom = 'Watchpost <no-reply@watchpost.local>';

const secretVariables = new Set([
  'DATABASE_URL',
  'SESSION_SECRET',
  'SECRETS_KEY',
  'SECRETS_KEY_PREVIOUS',
  'SMTP_URL',
  'OIDC_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
]);

/** An OpenID provider on one of these hosts may use plain http (development and tests). */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** SECRETS_KEY: a 256-bit AES key as hex. */
const secretsKeyPattern = /^[0-9a-fA-F]{64}$/;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const defaultMapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
} as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(logLevels).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z
    .string()
    .trim()
    .regex(secretsKeyPattern, 'must be 64 hexadecimal characters (32 bytes, e.g. from openssl rand -hex 32)')
    .optional(),
  SECRETS_KEY_PREVIOUS: z
    .string()
    .trim()
    .regex(secretsKeyPattern, 'must be 64 hexadecimal characters (32 bytes, e.g. from openssl rand -hex 32)')
    .optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  DEMO_SEED: z.enum(['auto', 'off']).default('auto'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  SIGN_IN_ATTEMPT_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  TRUST_PROXY: z.enum(['true', 'false'], 'must be true or false').default('false'),
  CLOCK_START: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' }).optional(),
  SIGN_UP_CLIENT_ID: z.uuid('must be a uuid').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be a sender address').default(defaultMailFrom),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .refine(
      (value) => !URL.canParse(value) || value.startsWith('https:') || loopbackHosts.has(new URL(value).hostname),
      'must be an https URL (http only for localhost)',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(512, 'must be at most 512 characters').optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(4096, 'must be at most 4096 characters').optional(),
  OIDC_DISPLAY_NAME: z.string().trim().min(1).max(60, 'must be at most 60 characters').default('single sign-on'),
  OIDC_DEFAULT_ROLE: z.enum(mainRoles, `must be one of ${mainRoles.join(', ')}`).default('guest'),
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(/^(https?:\/\/|\/).*\{z\}.*\{x\}.*\{y\}/, 'must be a tile URL template with {z}, {x} and {y}')
    .default(defaultMapTiles.url),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .max(500, 'must be at most 500 characters')
    .default(defaultMapTiles.attribution),
  FILE_STORE: z.enum(['database', 's3'], 'must be database or s3').default('database'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256, 'must be at most 256 characters').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(1024, 'must be at most 1024 characters').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'must be true or false').optional(),
});

const s3Variables = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Where uploaded files are kept: PostgreSQL (default) or an S3-compatible bucket. */
export type FileStoreSettings = { kind: 'database' } | ({ kind: 's3' } & BucketSettings);

export interface MapTiles {
  url: string;
  attribution: string;
}

const oidcRequired = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** Sign-in through an OpenID Connect provider (OIDC_*); set all of issuer, client id and secret, or none. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the button: 'Continue with {displayName}'. */
  displayName: string;
  /** The role of a user the provider creates (docs/product/sign-in-and-accounts.md#openid-connect: guest unless set). */
  defaultRole: MainRole;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  baseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  logLevel: (typeof logLevels)[number];
  sessionSecret: string;
  /** Encrypts secrets at rest (TOTP secrets, the recovery-code key): SECRETS_KEY or DATA_DIR/secrets-key. */
  secretsKeys: SecretsKeys;
  bodyLimitBytes: number;
  demoSeed: boolean;
  webDistDir: string;
  /** Failed sign-in or reset attempts allowed per account and per address in 15 minutes. */
  attemptLimit: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  /** Tests and demos only: the server's clock starts at this instant and runs on from there. */
  clockStart: Date | undefined;
  /** The client self sign-ups join; undefined → the oldest Active client. */
  signUpClientId: string | undefined;
  /** Bearer token that GET /metrics requires; undefined → /metrics is not served. */
  metricsToken: string | undefined;
  /** Outgoing mail goes over SMTP when set, otherwise into the mail_outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Federated sign-in; undefined when OIDC_ISSUER and its client are not set. */
  oidc: OidcSettings | undefined;
  /** The real-time map's tile source (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; default OpenStreetMap). */
  mapTiles: MapTiles;
  /** FILE_STORE and S3_*: where uploaded files go. */
  fileStore: FileStoreSettings;
}

/**
 * The key secrets are encrypted with now, and older ones still accepted for reading (SECRETS_KEY_PREVIOUS, and an
 * unfinished rotation's key under DATA_DIR): docs/decisions/0015-multi-factor-sign-in.md#secrets-at-rest.
 */
export interface SecretsKeys {
  current: Buffer;
  previous: Buffer[];
  /** Where `current` came from: the environment, or the file generated under DATA_DIR. */
  source: 'env' | 'file';
}

export class ConfigError extends Error {}

/** Parses the environment with `schema`; the first bad variable throws one line that names it. */
function parseEnvironment<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // Values that may carry a password are not echoed into the log.
    const given = secretVariables.has(name) ? undefined : env[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${describeIssue(issue?.message)}${given === undefined ? '' : ` (got "${given}")`}`,
    );
  }
  return parsed.data;
}

/** Only where the database is (DATABASE_URL, DATA_DIR), for the database scripts: creates nothing under DATA_DIR. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'databaseUrl' | 'dataDir'> {
  const e = parseEnvironment(envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }), env);
  return { databaseUrl: e.DATABASE_URL, dataDir: path.resolve(e.DATA_DIR) };
}

/** Parses the environment; the first bad variable throws one line that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnvironment(envSchema, env);
  if (e.CLOCK_START && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: CLOCK_START must not be set when NODE_ENV is production');
  }
  // Passkeys, scan links and the OpenID callback must never take their origin from a request's Host header.
  if (!e.BASE_URL && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: BASE_URL must be set when NODE_ENV is production (the https:// address people open)',
    );
  }
  const oidcGiven = oidcRequired.filter((name) => e[name] !== undefined);
  const oidcMissing = oidcRequired.find((name) => e[name] === undefined);
  if (oidcGiven.length > 0 && oidcMissing) {
    throw new ConfigError(`Invalid configuration: ${oidcMissing} must be set when ${oidcGiven[0]} is set`);
  }
  const fileStore = fileStoreOf(e);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    baseUrl: e.BASE_URL?.replace(/\/$/, ''),
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    secretsKeys: secretsKeysOf(e.SECRETS_KEY, e.SECRETS_KEY_PREVIOUS, dataDir),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    demoSeed: e.DEMO_SEED === 'auto' && e.NODE_ENV !== 'production',
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    attemptLimit: e.SIGN_IN_ATTEMPT_LIMIT,
    trustProxy: e.TRUST_PROXY === 'true',
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    signUpClientId: e.SIGN_UP_CLIENT_ID,
    metricsToken: e.METRICS_TOKEN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            displayName: e.OIDC_DISPLAY_NAME,
            defaultRole: e.OIDC_DEFAULT_ROLE,
          }
        : undefined,
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    fileStore,
  };
}

/** FILE_STORE=s3 needs S3_BUCKET, and the access key with its secret or neither; S3_* without it is a mistake. */
function fileStoreOf(e: z.infer<typeof envSchema>): FileStoreSettings {
  if (e.FILE_STORE === 'database') {
    const stray = s3Variables.find((name) => e[name] !== undefined);
    if (stray) throw new ConfigError(`Invalid configuration: ${stray} is set but FILE_STORE is not s3`);
    return { kind: 'database' };
  }
  if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration: S3_BUCKET must be set when FILE_STORE is s3');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    const given = missing === 'S3_ACCESS_KEY_ID' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`Invalid configuration: ${missing} must be set when ${given} is set`);
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

function describeIssue(message: string | undefined): string {
  if (!message) return 'is invalid';
  if (/^must /.test(message)) return message;
  return `is invalid: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/** The generated secrets key under DATA_DIR; `.next` is the new key while `npm run secrets:rotate` runs. */
export const secretsKeyFiles = (dataDir: string) => {
  const current = path.join(dataDir, 'secrets-key');
  return { current, next: `${current}.next` };
};

function readKeyFile(file: string): Buffer | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8').trim();
  if (!secretsKeyPattern.test(text))
    throw new ConfigError(`Invalid configuration: ${file} does not hold a secrets key`);
  return Buffer.from(text, 'hex');
}

/** Writes a key file readable by the owner only. */
export function writeKeyFile(file: string, key: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * SECRETS_KEY when set; otherwise a key generated once into DATA_DIR/secrets-key (like the session secret).
 * SECRETS_KEY_PREVIOUS, and a key an unfinished rotation left under DATA_DIR, still open what they sealed.
 */
function secretsKeysOf(given: string | undefined, previousGiven: string | undefined, dataDir: string): SecretsKeys {
  const files = secretsKeyFiles(dataDir);
  // A rotation that stopped between its commit and renaming the file: what it sealed still opens.
  const leftovers = [readKeyFile(files.next)].filter((k) => k !== undefined);
  const previous = [...(previousGiven ? [Buffer.from(previousGiven, 'hex')] : []), ...leftovers];
  if (given) return { current: Buffer.from(given, 'hex'), previous, source: 'env' };
  let current = readKeyFile(files.current);
  if (!current) {
    current = randomBytes(32);
    writeKeyFile(files.current, current);
  }
  return { current, previous, source: 'file' };
}

/** A session secret generated once and kept under DATA_DIR, readable by the owner only. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
