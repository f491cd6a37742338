import type { GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import type { ServerSort } from './list-grid.tsx';

/** A list's order: what the server is asked for, and the grid's sorting. */
export interface ListSort<Field extends string> {
  sort: Field;
  order: 'asc' | 'desc';
  serverSort: ServerSort;
}

/**
 * A list the server sorts by one of `fields`, starting from `fallback`: the grid's sort model, and the field and
 * order asked for (the fallback's wherever the model names none of `fields`, or no order).
 */
export function useListSort<Field extends string>(
  fields: readonly Field[],
  fallback: { field: Field; sort: 'asc' | 'desc' },
): ListSort<Field> {
  const [model, setModel] = useState<GridSortModel>(() => [fallback]);
  const item = model[0];
  const sort = fields.find((field) => field === item?.field) ?? fallback.field;
  const order = item?.sort === 'asc' || item?.sort === 'desc' ? item.sort : fallback.sort;
  return { sort, order, serverSort: { model, onChange: setModel, fallback: [fallback] } };
}
