import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A small date input among a list's filters, its label kept above the value; `onChange` gets the day typed. */
export function DayFilterField({
  onChange,
  ...props
}: Omit<TextFieldProps, 'type' | 'size' | 'value' | 'onChange' | 'slotProps'> & {
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <TextField
      type="date"
      size="small"
      {...props}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
