/**
 * `npm run secrets:rotate`: seals every secret at rest again with a new SECRETS_KEY, in one transaction
 * (docs/decisions/0015-multi-factor-sign-in.md#secrets-at-rest). With the generated key under DATA_DIR the new key is
 * generated and replaces the file; with SECRETS_KEY from the environment the new one is given as NEW_SECRETS_KEY and
 * the operator sets SECRETS_KEY to it. Exit codes: 0 done, 1 refused or failed, 2 a wrong command line.
 */
import { randomBytes } from 'node:crypto';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig, secretsKeyFiles, writeKeyFile } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { type EmbeddedPostgres, embeddedDatabaseName, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { ensureDatabase } from '../db/ensure-database.ts';
import { runMigrations } from '../db/migrate.ts';
import { keyIdOf, SecretBox } from './secret-box.ts';
import { type ProtectedCounts, protectSecretsAtRest, ServerSecrets } from './server-secrets.ts';

const usage = `Usage: npm run secrets:rotate
Encrypts the authenticator-app secrets and the recovery-code key again with a new key, in one transaction.
- SECRETS_KEY unset (the key generated in DATA_DIR/secrets-key): a new key is generated and replaces that file.
- SECRETS_KEY set: give the new key as NEW_SECRETS_KEY (openssl rand -hex 32), then set SECRETS_KEY to it.
Stop the console first (every process on the database): a process still on the old key cannot read the new seals.`;

class UsageError extends Error {}

/** Re-seals everything with `newKey` in one transaction on the database at `databaseUrl`. */
export async function rotateSecretsOn(databaseUrl: string, keys: Config['secretsKeys'], newKey: Buffer) {
  const database = connectDatabase(databaseUrl);
  try {
    await runMigrations(database.pool);
    const secrets = new ServerSecrets(new SecretBox(newKey, [keys.current, ...keys.previous]));
    return await database.db.transaction((tx) => protectSecretsAtRest(tx, secrets));
  } finally {
    await database.close();
  }
}

async function withDatabase<T>(config: Config, work: (url: string) => Promise<T>): Promise<T> {
  if (config.databaseUrl) return work(config.databaseUrl);
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new UsageError(`${error.message} Stop the console first.`);
    throw error;
  }
  let embedded: EmbeddedPostgres | undefined;
  try {
    embedded = await startEmbeddedPostgres({ clusterDir: path.join(config.dataDir, 'postgres') });
    return await work(await ensureDatabase(embedded.url, embeddedDatabaseName));
  } finally {
    await embedded?.stop();
    release();
  }
}

function newKeyOf(config: Config, env: NodeJS.ProcessEnv): Buffer {
  const given = env.NEW_SECRETS_KEY?.trim();
  if (given) {
    if (!/^[0-9a-fA-F]{64}$/.test(given)) {
      throw new UsageError(
        'NEW_SECRETS_KEY must be 64 hexadecimal characters (32 bytes, e.g. from openssl rand -hex 32)',
      );
    }
    return Buffer.from(given, 'hex');
  }
  if (config.secretsKeys.source === 'env') {
    throw new UsageError('SECRETS_KEY is set in the environment: give the new key as NEW_SECRETS_KEY.');
  }
  return randomBytes(32);
}

function describe(counts: ProtectedCounts): string {
  return `${counts.totpSealed} authenticator-app secrets and ${counts.keysResealed} server keys`;
}

export async function rotateCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  try {
    if (args.length > 0) throw new UsageError(usage);
    const config = loadConfig(env);
    const newKey = newKeyOf(config, env);
    if (keyIdOf(newKey) === keyIdOf(config.secretsKeys.current))
      throw new UsageError('The new key is the current one.');
    const files = secretsKeyFiles(config.dataDir);
    // Written before the commit: if this stops between the commit and the rename, the server still opens both.
    if (config.secretsKeys.source === 'file') writeKeyFile(files.next, newKey);
    const counts = await withDatabase(config, (url) => rotateSecretsOn(url, config.secretsKeys, newKey));
    if (config.secretsKeys.source === 'file') {
      renameSync(files.next, files.current);
      console.log(`Encrypted ${describe(counts)} with a new key, now in ${files.current}.`);
    } else {
      console.log(
        `Encrypted ${describe(counts)} with NEW_SECRETS_KEY (key id ${keyIdOf(newKey)}). Now set SECRETS_KEY to it ` +
          'for every process (SECRETS_KEY_PREVIOUS to the old key until all of them run with the new one) and start them.',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
      return error instanceof UsageError && error.message === usage ? 2 : 1;
    }
    console.error(`secrets:rotate failed: ${(error as Error).message}`);
    return 1;
  }
}
