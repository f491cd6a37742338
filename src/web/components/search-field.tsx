import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { searchTextMaxLength } from '../../shared/contract/common.ts';

export interface SearchFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'slotProps'> {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name (the visible label, when there is one, can be shorter). */
  ariaLabel: string;
  maxLength?: number;
}

/** The small quick-search box of a list page: magnifier, accessible name, a length cap. */
export function SearchField({
  value,
  onChange,
  ariaLabel,
  maxLength = searchTextMaxLength,
  ...props
}: SearchFieldProps) {
  return (
    <TextField
      size="small"
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': ariaLabel, maxLength },
      }}
    />
  );
}
