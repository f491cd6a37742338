import TextField from '@mui/material/TextField';

/** One day filter: a small date input, its label always raised. */
export function DayField({
  label,
  value,
  onChange,
  min,
  error,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
}

/**
 * A list's "from" and "to" day filters (`YYYY-MM-DD`, as a date input gives them); the "to" picker starts at the
 * "from" day. `rangeError`, when given, shows under "to".
 */
export function DayRangeFields({
  fromLabel,
  toLabel,
  from,
  to,
  onFromChange,
  onToChange,
  rangeError,
}: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  rangeError?: string | undefined;
}) {
  return (
    <>
      <DayField label={fromLabel} value={from} onChange={onFromChange} />
      <DayField label={toLabel} value={to} onChange={onToChange} min={from || undefined} error={rangeError} />
    </>
  );
}
