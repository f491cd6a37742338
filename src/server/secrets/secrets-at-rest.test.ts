import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeKeyFile } from '../config.ts';
import { mfaRecoveryCodes, mfaTotp, serverSecrets } from '../db/schema.ts';
import { newTotpSecret, totpCode } from '../modules/mfa/totp.ts';
import { insertClient, insertUser, testPassword } from '../test/fixtures.ts';
import { signInCookie } from '../test/http.ts';
import { suiteTestApp, testSessionSecret } from '../test/test-app.ts';
import { testSecretsKeyFor } from '../test/test-secrets.ts';
import { rotateCommand } from './rotate-command.ts';
import { keyIdOf, recoveryCodeSha256, SecretBox, UnknownSecretsKeyError } from './secret-box.ts';
import { protectSecretsAtRest, ServerSecrets } from './server-secrets.ts';

/**
 * Secrets at rest (docs/decisions/0015-multi-factor-sign-in.md#secrets-at-rest): TOTP secrets sealed with SECRETS_KEY,
 * recovery codes as keyed hashes, older plain rows brought up at start-up, and `npm run secrets:rotate`.
 */
let nowMs = Date.parse('2026-05-04T09:00:00Z');
const clock = () => new Date(nowMs);
const { t } = suiteTestApp({ clock });
const testKey = testSecretsKeyFor(testSessionSecret);
let clientId: string;
let userCount = 0;
const dirs: string[] = [];

beforeAll(async () => {
  clientId = (await insertClient(t.database.db, { name: 'Sealed Co' })).id;
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function newUser() {
  userCount += 1;
  const email = `sealed-${userCount}@sealed.test`;
  return { id: (await insertUser(t.database.db, clientId, { email })).id, email };
}

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name && c.value !== '');

/** Password, then the second step with `path` and `code`: the status of the second step. */
async function signInWith(email: string, path: '/api/v1/auth/mfa/totp' | '/api/v1/auth/mfa/recovery', code: string) {
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password: testPassword },
  });
  expect(first.json().mfa).toBeDefined();
  const mfa = cookieOf(first, 'wp_mfa');
  const second = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { cookie: `wp_mfa=${mfa?.value}` },
    payload: { code },
  });
  return second.statusCode;
}

/** Sets up and confirms an authenticator for the signed-in `session`: its secret and the recovery codes. */
async function enrolTotp(session: string) {
  const setup = await t.app.inject({ method: 'POST', url: '/api/v1/me/mfa/totp', headers: { cookie: session } });
  const { secret } = setup.json() as { secret: string };
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/v1/me/mfa/totp/confirm',
    headers: { cookie: session },
    payload: { code: totpCode(secret, clock()) },
  });
  return { secret, codes: confirm.json().recoveryCodes as string[] };
}

const storedTotp = async (userId: string) =>
  (await t.database.db.select().from(mfaTotp).where(eq(mfaTotp.userId, userId)))[0]?.secret ?? '';
const storedCodes = async (userId: string) =>
  (await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId))).map(
    (r) => r.codeHash,
  );

describe('secrets at rest', () => {
  it('stores a new authenticator secret sealed and recovery codes as keyed hashes, and signs in with both', async () => {
    const { id, email } = await newUser();
    const { secret, codes } = await enrolTotp(await signInCookie(t.app, email));
    const sealed = await storedTotp(id);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{12}\./);
    expect(sealed).not.toContain(secret);
    expect(new SecretBox(testKey).open(sealed)).toBe(secret);
    const hashes = await storedCodes(id);
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(hash).toMatch(/^h1:[0-9a-f]{64}$/);
    expect(hashes).not.toContain(recoveryCodeSha256(codes[0] ?? ''));
    expect(hashes).not.toContain(`h1:${recoveryCodeSha256(codes[0] ?? '')}`);

    nowMs += 30_000;
    expect(await signInWith(email, '/api/v1/auth/mfa/totp', totpCode(secret, clock()))).toBe(200);
    expect(await signInWith(email, '/api/v1/auth/mfa/recovery', codes[0] ?? '')).toBe(200);
  });

  it('seals plain secrets and keys bare SHA-256 codes of older versions at start-up; both keep working', async () => {
    const { id, email } = await newUser();
    const secret = newTotpSecret();
    const db = t.database.db;
    await db.insert(mfaTotp).values({ userId: id, secret, confirmedAt: new Date(0) });
    const oldCodes = ['abcde-fghjk', 'mnpqr-stuvw'];
    await db
      .insert(mfaRecoveryCodes)
      .values(oldCodes.map((code) => ({ userId: id, codeHash: recoveryCodeSha256(code) })));

    const counts = await protectSecretsAtRest(db, new ServerSecrets(new SecretBox(testKey)));
    expect(counts.totpSealed).toBe(1);
    expect(counts.recoveryRehashed).toBe(2);
    expect(await storedTotp(id)).toMatch(/^v1\./);
    for (const hash of await storedCodes(id)) expect(hash).toMatch(/^h1:/);
    // Idempotent: a second process starting finds nothing left to do.
    expect(await protectSecretsAtRest(db, new ServerSecrets(new SecretBox(testKey)))).toEqual({
      totpSealed: 0,
      keysResealed: 0,
      recoveryRehashed: 0,
    });

    expect(await signInWith(email, '/api/v1/auth/mfa/totp', totpCode(secret, clock()))).toBe(200);
    expect(await signInWith(email, '/api/v1/auth/mfa/recovery', 'ABCDE-FGHJK')).toBe(200);
    expect(await signInWith(email, '/api/v1/auth/mfa/recovery', 'abcde-fghjk')).toBe(401);
  });

  it('refuses to start with a key that cannot open what the database holds', async () => {
    const other = new ServerSecrets(new SecretBox(Buffer.alloc(32, 7)));
    await expect(protectSecretsAtRest(t.database.db, other)).rejects.toBeInstanceOf(UnknownSecretsKeyError);
  });

  it('rotates to a new generated key with npm run secrets:rotate: everything re-sealed, sign-in still works', async () => {
    const { id, email } = await newUser();
    const { secret, codes } = await enrolTotp(await signInCookie(t.app, email));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'watchpost-rotate-'));
    dirs.push(dataDir);
    const keyFile = path.join(dataDir, 'secrets-key');
    writeKeyFile(keyFile, testKey);

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const code = await rotateCommand([], { DATA_DIR: dataDir, DATABASE_URL: t.database.url });
    log.mockRestore();
    expect(code).toBe(0);
    const newKey = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex');
    expect(newKey.equals(testKey)).toBe(false);
    expect(existsSync(`${keyFile}.next`)).toBe(false);
    const newId = keyIdOf(newKey);
    expect(SecretBox.keyIdIn(await storedTotp(id))).toBe(newId);
    const [stored] = await t.database.db.select().from(serverSecrets);
    expect(SecretBox.keyIdIn(stored?.value ?? '')).toBe(newId);
    // The old key alone opens nothing any more.
    expect(() => new SecretBox(testKey).open(stored?.value ?? '')).toThrow(UnknownSecretsKeyError);

    t.ctx.secrets = new ServerSecrets(new SecretBox(newKey));
    nowMs += 30_000;
    expect(await signInWith(email, '/api/v1/auth/mfa/totp', totpCode(secret, clock()))).toBe(200);
    // Recovery codes are keyed with the server's recovery-code key, which was re-sealed, not changed.
    expect(await signInWith(email, '/api/v1/auth/mfa/recovery', codes[1] ?? '')).toBe(200);

    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fromEnv = await rotateCommand([], {
      DATA_DIR: dataDir,
      DATABASE_URL: t.database.url,
      SECRETS_KEY: newKey.toString('hex'),
    });
    err.mockRestore();
    expect(fromEnv).toBe(1);
  });
});
