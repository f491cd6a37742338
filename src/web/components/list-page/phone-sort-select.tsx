import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridSortModel } from '@mui/x-data-grid';

/** One order a phone offers in its sort menu (the grid's column headers do not fit on a phone). */
export interface PhoneSort {
  id: string;
  sort: string;
  order: 'asc' | 'desc';
}

/** A list's order on a phone: one menu instead of column headers. The first choice stands for any other order. */
export function PhoneSortSelect<Sort extends PhoneSort>({
  label,
  sorts,
  sort,
  order,
  optionLabel,
  onSortModelChange,
}: {
  label: string;
  sorts: readonly Sort[];
  /** The list's current order, as the server is asked for it. */
  sort: string;
  order: 'asc' | 'desc';
  optionLabel: (choice: Sort) => string;
  onSortModelChange: (model: GridSortModel) => void;
}) {
  const current = sorts.find((choice) => choice.sort === sort && choice.order === order) ?? sorts[0];
  return (
    <TextField
      select
      label={label}
      size="small"
      value={current?.id ?? ''}
      onChange={(event) => {
        const next = sorts.find((choice) => choice.id === event.target.value);
        if (next) onSortModelChange([{ field: next.sort, sort: next.order }]);
      }}
    >
      {sorts.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {optionLabel(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
