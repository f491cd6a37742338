import type { GridPaginationModel } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';

export const listPageSizeOptions = [10, 25, 50, 100];

/** Server-side paging of a list, back to the first page whenever one of `filters` (search, filters, order) changes. */
export function useListPagination(filters: readonly unknown[]) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  // One value that changes when any filter does (they are strings, flags and sort models).
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger, not values read here.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [filterKey]);
  return [pagination, setPagination] as const;
}

/** How many pages `total` rows make at the current page size (at least one). */
export function pageCountOf(total: number | undefined, pagination: GridPaginationModel): number {
  return Math.max(1, Math.ceil((total ?? 0) / pagination.pageSize));
}

/**
 * A list's paging as each part of the screen wants it: the page the server is asked for (`query`, one-based), the
 * grid's model (`grid`) and the phone list's pager (`phone`).
 */
export function useListPaging(filters: readonly unknown[]) {
  const [pagination, setPagination] = useListPagination(filters);
  return {
    pagination,
    setPagination,
    query: { page: pagination.page + 1, limit: pagination.pageSize },
    grid: { paginationModel: pagination, onPaginationModelChange: setPagination },
    phone: (total: number | undefined) => ({
      page: pagination.page,
      pageCount: pageCountOf(total, pagination),
      onPage: (page: number) => setPagination((current) => ({ ...current, page })),
    }),
  };
}
