import type { GridApi, GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { type RefObject, useEffect } from 'react';

/**
 * Sizes a grid's fixed-width columns (no `flex`: dates, figures, chips) to their widest cell and header in the
 * current language once rows are shown and again whenever `trigger` changes, so none is cut; the flexible columns share what is left
 * (docs/decisions/0025-no-cut-off-text-in-grids.md). The actions column keeps its width: measuring it remounts its
 * buttons and menus, and a menu open at that moment loses its clicks.
 */
export function useFixedColumnSizing<Row extends GridValidRowModel>(
  apiRef: RefObject<GridApi | null>,
  columns: readonly GridColDef<Row>[],
  hasRows: boolean,
  /** What makes them measured again besides the language (the rows of a report page). */
  trigger?: unknown,
) {
  const fixedFields = columns
    .filter((column) => column.flex === undefined && column.type !== 'actions' && column.field !== 'actions')
    .map((column) => column.field)
    .join(',');
  const headers = columns.map((column) => column.headerName ?? '').join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the trigger and the headers are what is measured again
  useEffect(() => {
    if (!hasRows || fixedFields === '') return;
    void apiRef.current?.autosizeColumns({
      columns: fixedFields.split(','),
      includeHeaders: true,
      includeOutliers: true,
    });
  }, [apiRef, trigger, hasRows, fixedFields, headers]);
}
