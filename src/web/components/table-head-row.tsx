import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/**
 * A table's heading: one cell a label, the columns at the `numeric` indexes aligned to the end like their figures;
 * `before` stands first (an expand column's empty cell).
 */
export function TableHeadRow({
  labels,
  numeric = [],
  before,
}: {
  labels: readonly string[];
  numeric?: readonly number[];
  before?: ReactNode;
}) {
  return (
    <TableHead>
      <TableRow>
        {before}
        {labels.map((label, index) => (
          <TableCell key={label} align={numeric.includes(index) ? 'right' : undefined}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
