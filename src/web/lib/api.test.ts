import { afterEach, describe, expect, it, vi } from 'vitest';
import { authOperations } from '../../shared/contract/auth.ts';
import { clientOperations } from '../../shared/contract/clients.ts';
import { entryRoutes } from '../../shared/contract/entry-routes.ts';
import { ContractMismatchError, callApi, lazyOperation, operationUrl } from './api.ts';

const client = {
  id: '00000000-0000-4000-8000-000000000001',
  clientName: 'Acme',
  status: 'Active',
  timeZone: 'Europe/Istanbul',
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  address: null,
  positionIntervalSeconds: 60,
  visitorRetentionDays: 90,
  dispatchSpeedKmh: 40,
  mfaRequiredRoles: [],
  customers: 0,
  events: 0,
  activeEvents: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('builds the path, method and body from the operation', async () => {
    const fetchMock = answer(200, client);
    await callApi(clientOperations.update, { params: { id: 'a b/c' }, body: { clientName: 'Acme' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/clients/a%20b%2Fc');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify({ clientName: 'Acme' }));
  });

  it('refuses an answer that does not match the contract (in tests and development)', async () => {
    answer(200, { ...client, status: 'Sleeping' });
    await expect(callApi(clientOperations.get, { params: { id: client.id } })).rejects.toBeInstanceOf(
      ContractMismatchError,
    );
  });

  it('answers nothing for a 204 operation', async () => {
    answer(204, undefined);
    await expect(callApi(clientOperations.remove, { params: { id: client.id } })).resolves.toBeUndefined();
  });
});

describe('callApi with a lazy operation', () => {
  const session = () =>
    lazyOperation<typeof authOperations.session>(
      entryRoutes.session,
      vi.fn(async () => authOperations.session),
    );

  it('calls its route and checks the answer with the definition it loads', async () => {
    const fetchMock = answer(200, { user: null, now: '2026-01-01T00:00:00.000Z' });
    const operation = session();
    await expect(callApi(operation)).resolves.toEqual({ user: null, now: '2026-01-01T00:00:00.000Z' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/session');
    expect(init.method).toBe('GET');
    expect(operation.load).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer that does not match the loaded definition', async () => {
    answer(200, { user: { id: 1 } });
    await expect(callApi(session())).rejects.toBeInstanceOf(ContractMismatchError);
  });
});

describe('operationUrl', () => {
  it('fills the parameters and leaves out empty query values', () => {
    expect(operationUrl(clientOperations.list, { query: { q: 'north', status: undefined, page: 2 } })).toBe(
      '/api/v1/clients?q=north&page=2',
    );
  });
});
