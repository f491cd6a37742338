import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../test/test-app.ts';

const { t } = suiteTestApp();
describe('API plumbing', () => {
  it('GET /api/health answers { ok: true } with a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane X-Request-Id from the caller and replaces an unsafe one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers['x-request-id']).toBe('trace-123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    // A fresh UUID in its place (checking only that 'bad' is gone failed whenever the random UUID held b, a, d).
    expect(replaced.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('answers unknown API paths with the JSON error shape and 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: 'route.not_found',
        message: 'No route GET /api/v1/no-such-thing.',
        params: { method: 'GET', path: '/api/v1/no-such-thing' },
      },
    });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'a@b.test', password: 'x'.repeat(100 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/v1/auth/sign-in', '/api/v1/dashboard', '/api/v1/events']),
    );
    const signIn = doc.paths['/api/v1/auth/sign-in'].post;
    expect(JSON.stringify(signIn.requestBody)).toContain('SignInBody');
    expect(doc.components.schemas.SignInBody.properties).toHaveProperty('email');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
