import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (docs/decisions/0015-multi-factor-sign-in.md#secrets-at-rest): AES-256-GCM with SECRETS_KEY.
 * A sealed value reads `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url); the key id (not the key) tells which key
 * sealed it, so older keys can still open what they sealed while a rotation finishes.
 */
const prefix = 'v1.';

export class UnknownSecretsKeyError extends Error {
  constructor(keyId: string) {
    super(
      `A secret was encrypted with a key this process does not have (key id ${keyId}): every process on one ` +
        'database needs the same SECRETS_KEY (set SECRETS_KEY_PREVIOUS to the old key while rotating).',
    );
  }
}

/** A short, non-secret name of a key. */
export function keyIdOf(key: Buffer): string {
  return createHmac('sha256', key).update('watchpost secrets key id').digest('hex').slice(0, 12);
}

export class SecretBox {
  readonly currentKeyId: string;
  private readonly keys = new Map<string, Buffer>();

  constructor(
    private readonly current: Buffer,
    previous: readonly Buffer[] = [],
  ) {
    if (current.length !== 32) throw new Error('the secrets key must be 32 bytes');
    this.currentKeyId = keyIdOf(current);
    for (const key of [current, ...previous]) if (!this.keys.has(keyIdOf(key))) this.keys.set(keyIdOf(key), key);
  }

  static isSealed(value: string): boolean {
    return value.startsWith(prefix);
  }

  /** The id of the key that sealed `value`, or undefined for a value stored before encryption. */
  static keyIdIn(value: string): string | undefined {
    return SecretBox.isSealed(value) ? value.split('.')[1] : undefined;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    // The key id is authenticated too: a value cannot be passed off as sealed by another key.
    cipher.setAAD(Buffer.from(this.currentKeyId));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
    return `${prefix}${this.currentKeyId}.${parts.join('.')}`;
  }

  /** The plain text of a sealed value; a value stored before encryption (no prefix) is returned as it is. */
  open(value: string): string {
    if (!SecretBox.isSealed(value)) return value;
    const [, keyId = '', iv = '', body = '', tag = ''] = value.split('.');
    const key = this.keys.get(keyId);
    if (!key) throw new UnknownSecretsKeyError(keyId);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(keyId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Whether `value` is sealed with the current key (else start-up or a rotation seals it again). */
  isCurrent(value: string): boolean {
    return SecretBox.keyIdIn(value) === this.currentKeyId;
  }
}

/** A recovery code as people type it, reduced to what identifies it (case, spaces and the dash do not count). */
function normalisedRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace('-', '');
}

/** The bare SHA-256 recovery codes were stored as before; kept as the inner step so those rows could be migrated. */
export function recoveryCodeSha256(code: string): string {
  return createHash('sha256').update(normalisedRecoveryCode(code)).digest('hex');
}

const recoveryPrefix = 'h1:';

/** Whether a stored recovery-code hash is already keyed (HMAC), not a bare SHA-256 of an older version. */
export function isKeyedRecoveryHash(stored: string): boolean {
  return stored.startsWith(recoveryPrefix);
}

/** HMAC-SHA-256, with the server's recovery-code key, of a code's SHA-256 (or of a stored bare SHA-256). */
export function keyedRecoveryHash(key: Buffer, sha256Hex: string): string {
  return `${recoveryPrefix}${createHmac('sha256', key).update(sha256Hex).digest('hex')}`;
}
