import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/utils.tsx';
import { ApiError, apiRequest } from './api-client.ts';

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/events': { body: { items: [], page: 2, limit: 10, total: 0 } } });
    const result = await apiRequest('/events', { query: { page: 2, limit: 10, q: '', status: undefined } });
    expect(result).toEqual({ items: [], page: 2, limit: 10, total: 0 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/events?page=2&limit=10');
    expect(init?.credentials).toBe('same-origin');
  });

  it('turns the error shape into an ApiError with status, code, message and fields', async () => {
    mockFetch({
      'POST /api/v1/auth/sign-in': {
        status: 400,
        body: { error: { code: 'bad_request', message: 'Some fields are not valid.', fields: { email: 'Bad' } } },
      },
    });
    const error = await apiRequest('/auth/sign-in', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Some fields are not valid.' });
    expect((error as ApiError).fields).toEqual({ email: 'Bad' });
  });

  it('gives a readable message when the body is not the error shape', async () => {
    mockFetch({ 'GET /api/v1/dashboard': { status: 429 } });
    await expect(apiRequest('/dashboard')).rejects.toMatchObject({ status: 429, code: 'http_429' });
  });
});
