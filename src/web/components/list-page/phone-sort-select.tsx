import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import type { ListSort } from './use-list-sort.ts';

/** One order a phone offers in its sort menu (the grid's column headers do not fit on a phone). */
export interface PhoneSort {
  id: string;
  sort: string;
  order: 'asc' | 'desc';
}

/**
 * A list's order on a phone: one menu instead of column headers (nothing elsewhere). The first choice stands for
 * any other order.
 */
export function PhoneSortSelect<Sort extends PhoneSort>({
  label,
  sorts,
  sorting,
  optionLabel,
}: {
  label: string;
  sorts: readonly Sort[];
  /** The list's current order (`useListSort`). */
  sorting: ListSort<string>;
  optionLabel: (choice: Sort) => string;
}) {
  const phone = useIsPhone();
  if (!phone) return null;
  const current = sorts.find((choice) => choice.sort === sorting.sort && choice.order === sorting.order) ?? sorts[0];
  return (
    <TextField
      select
      label={label}
      size="small"
      value={current?.id ?? ''}
      onChange={(event) => {
        const next = sorts.find((choice) => choice.id === event.target.value);
        if (next) sorting.serverSort.onChange([{ field: next.sort, sort: next.order }]);
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
