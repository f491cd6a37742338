import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataGrid,
  type DataGridProps,
  type GridCellParams,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { useDataGridLocaleText } from '../data-grid-locale.ts';
import { useFixedColumnSizing } from '../use-fixed-column-sizing.ts';
import { useWrappedRowsOnPhone, wrappedRowsSx } from '../wrapped-grid-rows.ts';
import { type ListPagination, type ListQuery, listPageSizeOptions } from './use-list-pagination.ts';

/** Sorting done by the server; an emptied sort (a third click on a header) goes back to `fallback`. */
export interface ServerSort {
  model: GridSortModel;
  onChange: (model: GridSortModel) => void;
  fallback: GridSortModel;
}

export type ListGridProps<Row extends GridValidRowModel> = Omit<
  DataGridProps<Row>,
  'rows' | 'rowCount' | 'loading' | 'localeText' | 'sx' | 'paginationModel' | 'onPaginationModelChange'
> & {
  /** The grid's accessible name. */
  label: string;
  query: ListQuery<Row>;
  paging: ListPagination;
  /** What the grid says when it has no rows. */
  emptyLabel: string;
  /** A click on any cell but the actions cell opens the row. */
  onOpenRow?: (row: Row) => void;
  serverSort?: ServerSort;
  sx?: SxProps<Theme>;
};

/** The grid of a list screen: paged by the server, one row per record, in the language of the console. */
export function ListGrid<Row extends GridValidRowModel>({
  label,
  query,
  paging,
  emptyLabel,
  onOpenRow,
  serverSort,
  sx,
  ...gridProps
}: ListGridProps<Row>) {
  const localeText = useDataGridLocaleText();
  const apiRef = useGridApiRef();
  const rows = query.data?.items;
  // Sized when rows first arrive (and again for another language), not on every refresh: a column that changes
  // width under an open row menu would move the menu away from the pointer.
  useFixedColumnSizing(apiRef, gridProps.columns, (rows?.length ?? 0) > 0);
  const wrappedRows = useWrappedRowsOnPhone<Row>();
  const sorting: Partial<DataGridProps<Row>> = serverSort
    ? {
        sortingMode: 'server',
        sortModel: serverSort.model,
        onSortModelChange: (model) => serverSort.onChange(model.length > 0 ? model : serverSort.fallback),
      }
    : {};
  return (
    <DataGrid<Row>
      aria-label={label}
      apiRef={apiRef}
      rows={rows ?? []}
      rowCount={query.data?.total ?? 0}
      loading={query.isFetching}
      paginationMode="server"
      paginationModel={paging.pagination}
      onPaginationModelChange={paging.setPagination}
      pageSizeOptions={listPageSizeOptions}
      {...sorting}
      {...(onOpenRow
        ? {
            onCellClick: ({ field, row }: GridCellParams<Row>) => {
              // The actions cell has its own buttons or menu; every other cell opens the row.
              if (field !== 'actions') onOpenRow(row);
            },
          }
        : {})}
      disableRowSelectionOnClick
      disableColumnMenu
      rowHeight={60}
      autoHeight
      {...wrappedRows}
      {...gridProps}
      localeText={{ ...localeText, noRowsLabel: emptyLabel }}
      sx={[
        { border: 0, '--DataGrid-overlayHeight': '160px' },
        wrappedRowsSx(gridProps.rowHeight ?? 60),
        onOpenRow ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
