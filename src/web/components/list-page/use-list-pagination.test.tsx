import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageCountOf, useListPagination } from './use-list-pagination.ts';

describe('list paging', () => {
  it('goes back to the first page when a filter or the order changes, and keeps the page size', () => {
    const { result, rerender } = renderHook(({ filters }) => useListPagination(filters), {
      initialProps: { filters: ['', 'Active', [{ field: 'name', sort: 'asc' }]] as unknown[] },
    });
    expect(result.current[0]).toEqual({ page: 0, pageSize: 25 });
    act(() => result.current[1]({ page: 3, pageSize: 50 }));
    rerender({ filters: ['', 'Active', [{ field: 'name', sort: 'asc' }]] });
    expect(result.current[0]).toEqual({ page: 3, pageSize: 50 });
    rerender({ filters: ['', 'Active', [{ field: 'name', sort: 'desc' }]] });
    expect(result.current[0]).toEqual({ page: 0, pageSize: 50 });
    act(() => result.current[1]({ page: 2, pageSize: 50 }));
    rerender({ filters: ['acme', 'Active', [{ field: 'name', sort: 'desc' }]] });
    expect(result.current[0]).toEqual({ page: 0, pageSize: 50 });
  });

  it('counts at least one page', () => {
    expect(pageCountOf(undefined, { page: 0, pageSize: 25 })).toBe(1);
    expect(pageCountOf(0, { page: 0, pageSize: 25 })).toBe(1);
    expect(pageCountOf(26, { page: 0, pageSize: 25 })).toBe(2);
    expect(pageCountOf(100, { page: 0, pageSize: 50 })).toBe(2);
  });
});
