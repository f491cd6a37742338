import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface FilterOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

/**
 * A filter above a list: a small select whose first choice (empty value) shows everything. Only a listed value
 * is passed on, so the screen's state keeps its narrow type.
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
  optionDir,
  sx,
}: {
  label: string;
  value: Value | '';
  /** The empty choice, e.g. "All statuses". */
  allLabel: string;
  options: readonly FilterOption<Value>[];
  onChange: (value: Value | '') => void;
  /** `auto` where the choices are names typed by people (they may be right-to-left). */
  optionDir?: 'auto';
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? '')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} dir={optionDir}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
