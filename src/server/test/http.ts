import type { FastifyInstance } from 'fastify';
import { testPassword } from './fixtures.ts';

/** Signs in through the real endpoint and returns the Cookie header value to send with later requests. */
export async function signInCookie(app: FastifyInstance, email: string, password = testPassword): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password, remember: true },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'wp_session');
  if (!cookie) throw new Error('no session cookie');
  return `wp_session=${cookie.value}`;
}
