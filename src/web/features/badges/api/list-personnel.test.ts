import { describe, expect, it } from 'vitest';
import { personnelOperations } from '../../../../shared/contract/personnel.ts';
import { queryKeyOf } from '../../../lib/api.ts';
import { mockFetch, testQueryClient } from '../../../test/utils.tsx';
import { badgePersonnelPage, prefetchFirstBadgePage } from './list-personnel.ts';

describe('badge list prefetch', () => {
  it('puts the first page under the key the badge screen reads with an empty search', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/personnel': { body: { items: [], page: 1, limit: 10, total: 0 } },
    });
    const client = testQueryClient();
    await prefetchFirstBadgePage(client);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', limit: '10', sort: 'name', order: 'asc' });
    // The screen's first render asks for page 1 with the search box empty.
    const key = queryKeyOf(personnelOperations.list, { query: badgePersonnelPage(1, '') });
    expect(client.getQueryState(key)?.status).toBe('success');
  });
});
