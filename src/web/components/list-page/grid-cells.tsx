import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridActionsCellItemProps, GridColDef, GridRowParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactElement, ReactNode } from 'react';
import { type ContactFields, contactLine } from '../../lib/contact-line.ts';
import { formatCount } from '../../lib/format.ts';
import { cellTextSx, dateTextSx } from '../wrapped-grid-rows.ts';

/** A grid cell's content centred on the row's height (a chip, a small box of buttons). */
export function CenteredCell({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>{children}</Box>;
}

/**
 * One line of text cut with an ellipsis at its end (all of it, wrapped, in a row that wraps on a phone). `dir="auto"` keeps a name typed in another script whole at its
 * start; `ltr` suits an address; `textAlign="left"` is flipped to right in a right-to-left page by the style cache.
 */
export function EllipsisCell({
  dir,
  textAlign,
  children,
}: {
  dir: 'auto' | 'ltr';
  textAlign?: 'left';
  children: ReactNode;
}) {
  return (
    <Box
      component="span"
      dir={dir}
      title={typeof children === 'string' ? children : undefined}
      sx={{ ...cellTextSx, textAlign }}
    >
      {children}
    </Box>
  );
}

/**
 * A date or date and time (from lib/format.ts) on one line, also in a row that wraps on a phone; kept left-to-right
 * inside Arabic text. Its column is fixed (no `flex`), so the grid sizes it to the widest date.
 */
export function DateCell({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={dateTextSx}>
      {typeof children === 'string' ? <bdi>{children}</bdi> : children}
    </Box>
  );
}

/** A cell of two stacked lines: a bold title and, when there is one, a grey caption below it. */
export function TwoLineCell({
  title,
  caption,
  dir,
  textAlign,
  struck = false,
}: {
  title: ReactNode;
  caption?: ReactNode;
  /** `auto` for names typed by people, on both lines. */
  dir?: 'auto';
  /** `left` is flipped to right in a right-to-left page by the style cache. */
  textAlign?: 'start' | 'left';
  /** A line through the title (a task that is done). */
  struck?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography
        variant="body2"
        dir={dir}
        title={typeof title === 'string' ? title : undefined}
        sx={{ ...cellTextSx, fontWeight: 600, textAlign, ...(struck ? { textDecoration: 'line-through' } : {}) }}
      >
        {title}
      </Typography>
      {caption ? (
        <Typography
          variant="caption"
          color="text.secondary"
          dir={dir}
          component="div"
          title={typeof caption === 'string' ? caption : undefined}
          sx={{ ...cellTextSx, textAlign }}
        >
          {caption}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A column of counts, formatted in the console's language, not sortable. */
export function countColumn<Row extends GridValidRowModel>(field: string, headerName: string): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'number',
    width: 110,
    sortable: false,
    valueFormatter: (value: number) => formatCount(value),
  };
}

/** A contact column: the contact's name and phone (or email) in one line, a dash where there is none. */
export function contactColumn<Row extends ContactFields>(headerName: string): GridColDef<Row> {
  return {
    field: 'contact',
    headerName,
    flex: 1.2,
    minWidth: 180,
    sortable: false,
    valueGetter: (_value, row) => contactLine(row) || '—',
    // A Latin name in an Arabic row keeps its start and is cut at its own end.
    renderCell: ({ value }) => (
      <EllipsisCell dir="auto" textAlign="left">
        {value}
      </EllipsisCell>
    ),
  };
}

/** The grid's last column: a row's actions (`getActions` gives its buttons or menu items). */
export function actionsColumn<Row extends GridValidRowModel>(
  headerName: string,
  getActions: (row: Row) => ReactElement<GridActionsCellItemProps>[],
  width = 100,
): GridColDef<Row> {
  return {
    field: 'actions',
    type: 'actions',
    headerName,
    width,
    getActions: ({ row }: GridRowParams<Row>) => getActions(row),
  };
}
