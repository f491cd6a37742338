import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { isKeyedRecoveryHash, keyedRecoveryHash, recoveryCodeSha256, SecretBox } from './secret-box.ts';
import {
  findServerSecret,
  insertServerSecretOnce,
  listServerSecrets,
  listTotpSecrets,
  listUnkeyedRecoveryHashes,
  replaceRecoveryHash,
  replaceServerSecret,
  replaceTotpSecret,
} from './secrets-repository.ts';

type Db = Pick<Database, 'select' | 'insert' | 'update'>;

const recoveryKeyName = 'recovery-code-key';
const vapidKeyName = 'web-push-vapid';

/** The server's VAPID key pair (Web Push): base64url, as the `web-push` package makes and takes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's secrets at rest (docs/decisions/0015-multi-factor-sign-in.md#secrets-at-rest): the SECRETS_KEY box that
 * seals TOTP secrets, and the key recovery codes are hashed with. That key is random, made once per database and kept
 * in `server_secrets` sealed with SECRETS_KEY, so rotating SECRETS_KEY re-seals one row and every code keeps working.
 */
export class ServerSecrets {
  private recoveryKey: Promise<Buffer> | undefined;

  constructor(readonly box: SecretBox) {}

  /** A box with a random key of its own: an app built without SECRETS_KEY (benchmarks, tests that do not care). */
  static ephemeral(): ServerSecrets {
    return new ServerSecrets(new SecretBox(randomBytes(32)));
  }

  /** The recovery-code key, made on first use (the first process to store it wins); kept in memory after. */
  recoveryCodeKey(db: Db): Promise<Buffer> {
    this.recoveryKey ??= this.loadRecoveryKey(db).catch((error: unknown) => {
      this.recoveryKey = undefined;
      throw error;
    });
    return this.recoveryKey;
  }

  /** What a recovery code is stored and looked up as. */
  async recoveryCodeHash(db: Db, code: string): Promise<string> {
    return keyedRecoveryHash(await this.recoveryCodeKey(db), recoveryCodeSha256(code));
  }

  /**
   * The VAPID key pair push messages are signed with (docs/product/dispatch.md#the-guards-phone): made once per
   * database by `generate` (the first process to store it wins), sealed like the recovery-code key.
   */
  vapidKeys(db: Db, generate: () => VapidKeys): Promise<VapidKeys> {
    this.vapid ??= (async () => {
      const stored =
        (await findServerSecret(db, vapidKeyName)) ??
        (await insertServerSecretOnce(db, vapidKeyName, this.box.seal(JSON.stringify(generate()))));
      return JSON.parse(this.box.open(stored)) as VapidKeys;
    })().catch((error: unknown) => {
      this.vapid = undefined;
      throw error;
    });
    return this.vapid;
  }

  private vapid: Promise<VapidKeys> | undefined;

  private async loadRecoveryKey(db: Db): Promise<Buffer> {
    const stored =
      (await findServerSecret(db, recoveryKeyName)) ??
      (await insertServerSecretOnce(db, recoveryKeyName, this.box.seal(randomBytes(32).toString('hex'))));
    return Buffer.from(this.box.open(stored), 'hex');
  }
}

export interface ProtectedCounts {
  /** TOTP secrets sealed with the current key (stored in plain text before, or under an older key). */
  totpSealed: number;
  /** Rows of server_secrets sealed again with the current key. */
  keysResealed: number;
  /** Recovery codes moved from a bare SHA-256 to the keyed hash. */
  recoveryRehashed: number;
}

/**
 * Brings every secret at rest up to the current key: seals TOTP secrets stored in plain text or under an older key,
 * re-seals server keys sealed under an older key, and keys the bare SHA-256 recovery hashes of older versions (the
 * keyed hash is an HMAC of that same SHA-256, so no code is needed in clear). Run at start-up by every process
 * (each change is conditional on the old value, so processes do not trip over each other) and by
 * `npm run secrets:rotate` in one transaction with the new key. Opening a value sealed by a key this box does not
 * have throws (UnknownSecretsKeyError).
 */
export async function protectSecretsAtRest(db: Db, secrets: ServerSecrets): Promise<ProtectedCounts> {
  const { box } = secrets;
  const counts: ProtectedCounts = { totpSealed: 0, keysResealed: 0, recoveryRehashed: 0 };
  for (const row of await listServerSecrets(db)) {
    if (box.isCurrent(row.value)) continue;
    await replaceServerSecret(db, row.name, row.value, box.seal(box.open(row.value)));
    counts.keysResealed += 1;
  }
  for (const row of await listTotpSecrets(db)) {
    if (box.isCurrent(row.secret)) continue;
    await replaceTotpSecret(db, row.userId, row.secret, box.seal(box.open(row.secret)));
    counts.totpSealed += 1;
  }
  const unkeyed = await listUnkeyedRecoveryHashes(db);
  if (unkeyed.length > 0) {
    const key = await secrets.recoveryCodeKey(db);
    for (const row of unkeyed) {
      if (isKeyedRecoveryHash(row.codeHash)) continue;
      await replaceRecoveryHash(db, row.id, row.codeHash, keyedRecoveryHash(key, row.codeHash));
      counts.recoveryRehashed += 1;
    }
  }
  // Made now if missing, so a SECRETS_KEY that cannot open it stops the start, not a sign-in later.
  await secrets.recoveryCodeKey(db);
  return counts;
}
