import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { ListGrid, type ListGridProps } from './list-grid.tsx';
import { ListLoadError, type ListQueryState } from './list-load-error.tsx';
import { ListPageHeader } from './list-page-header.tsx';
import type { ListPagination, ListQuery } from './use-list-pagination.ts';

/** What the grid and the phone list of one list share: their name, rows, pages and empty sentence. */
export interface ListRows<Row> {
  label: string;
  query: ListQuery<Row>;
  paging: ListPagination;
  emptyLabel: string;
}

export interface ListPanelProps<Row extends GridValidRowModel> extends ListRows<Row> {
  query: ListQuery<Row> & ListQueryState;
  /** The banner's title when the list fails to load. */
  loadFailed: string;
  /** The search field and filters (a `ListToolbar`). */
  toolbar: ReactNode;
  /** The grid's own settings: its columns, sorting, what a click opens. */
  grid: Omit<ListGridProps<Row>, keyof ListRows<Row>>;
  /** What a phone shows instead of the grid; without it a phone shows the grid too. */
  phoneList?: (rows: ListRows<Row>) => ReactNode;
}

/** A list's panel: its toolbar, the banner when it fails to load, then its phone list on a phone or else its grid. */
export function ListPanel<Row extends GridValidRowModel>({
  loadFailed,
  toolbar,
  grid,
  phoneList,
  ...rows
}: ListPanelProps<Row>) {
  const phone = useIsPhone();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      {toolbar}
      <ListLoadError query={rows.query} title={loadFailed} />
      {phone && phoneList ? phoneList(rows) : <ListGrid {...rows} {...grid} />}
    </Paper>
  );
}

/**
 * A list screen: its heading (its title, what it lists, its buttons), its `ListPanel` named by the title, then
 * `children` (its dialogs).
 */
export function ListScreen<Row extends GridValidRowModel>({
  title,
  subtitle,
  actions,
  children,
  ...panel
}: Omit<ListPanelProps<Row>, 'label'> & {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader title={title} subtitle={subtitle} actions={actions} />
      <ListPanel label={title} {...panel} />
      {children}
    </Stack>
  );
}
