import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertUser } from '../test/fixtures.ts';
import { signInCookie } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** With BASE_URL set (production requires it), a request's Host header never names the relying party or the callback. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { baseUrl: 'https://watch.example' } });
});
afterAll(() => t.close());

describe('public origin', () => {
  it('takes the passkey relying party from BASE_URL, whatever Host the request names', async () => {
    const client = await insertClient(t.database.db, { name: 'Origin Co' });
    await insertUser(t.database.db, client.id, { email: 'origin@origin.test' });
    const cookie = await signInCookie(t.app, 'origin@origin.test');
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/mfa/passkeys/options',
      headers: { cookie, host: 'evil.example' },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().rp.id).toBe('watch.example');
  });
});
