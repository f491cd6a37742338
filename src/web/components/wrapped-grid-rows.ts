import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';
import { useIsPhone } from '../lib/use-is-phone.ts';

/** A row of a grid whose height follows its content (`getRowHeight` answered 'auto'). */
const wrappedRow = '.MuiDataGrid-row--dynamicHeight';

/** `getRowHeight` for rows whose height follows their content. */
export const autoHeight = () => 'auto' as const;

/**
 * On a phone, which has no hover to show a cut name's `title`, a grid's rows grow so that their text wraps and is
 * read whole (docs/decisions/0025-no-cut-off-text-in-grids.md); a wider screen keeps one line per row.
 */
export function useWrappedRowsOnPhone<Row extends GridValidRowModel>(): Pick<DataGridProps<Row>, 'getRowHeight'> {
  return useIsPhone() ? { getRowHeight: autoHeight } : {};
}

/** The grid's style for rows that wrap: never lower than `rowHeight`, their cells centred and padded. */
export function wrappedRowsSx(rowHeight: number) {
  return {
    [`& ${wrappedRow} > .MuiDataGrid-cell`]: {
      display: 'flex',
      alignItems: 'center',
      minHeight: rowHeight,
      py: 1,
      overflowWrap: 'anywhere',
    },
  };
}

/**
 * Text in a grid cell: one line cut with an ellipsis at its end (whole in the cell's `title` on hover), or, in a row
 * that wraps (on a phone), every line of it.
 */
export const cellTextSx = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  [`${wrappedRow} &`]: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'anywhere' },
} as const;

/**
 * A date or a date and time in a grid cell: one line everywhere, in a row that wraps on a phone too — a date broken
 * after its day or year reads as two values. Its column is a fixed one, sized to it, and the row's other texts wrap
 * around it (docs/decisions/0025-no-cut-off-text-in-grids.md).
 */
export const dateTextSx = { display: 'block', whiteSpace: 'nowrap' } as const;
