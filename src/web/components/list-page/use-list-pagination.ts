import type { GridPaginationModel } from '@mui/x-data-grid';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

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

/** The paging state of a list, which its grid and its phone pager both move. */
export interface ListPagination {
  pagination: GridPaginationModel;
  setPagination: Dispatch<SetStateAction<GridPaginationModel>>;
}

/** What a list screen shows of its query: the page of rows once it has come, and whether a fetch is under way. */
export interface ListQuery<Row> {
  data: { items: Row[]; total: number } | undefined;
  isFetching: boolean;
}

/** A list's paging, with `query`, the page the server is asked for (one-based) and its size. */
export function useListPaging(filters: readonly unknown[]) {
  const [pagination, setPagination] = useListPagination(filters);
  return {
    pagination,
    setPagination,
    query: { page: pagination.page + 1, limit: pagination.pageSize },
  };
}

/**
 * A query whose answer holds every row, as the list shows it: the page of rows `pagination` points at and the
 * count of them all (for the lists the server answers at once and pages here).
 */
export function pageOfAll<Q extends { data: { items: unknown[] } | undefined }>(
  query: Q,
  { page, pageSize }: GridPaginationModel,
): Omit<Q, 'data'> & Pick<ListQuery<NonNullable<Q['data']>['items'][number]>, 'data'> {
  const items = query.data?.items;
  return {
    ...query,
    data: items ? { items: items.slice(page * pageSize, (page + 1) * pageSize), total: items.length } : undefined,
  };
}
