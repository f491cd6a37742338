import TextField from '@mui/material/TextField';

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
      <TextField
        type="date"
        label={fromLabel}
        size="small"
        value={from}
        onChange={(event) => onFromChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label={toLabel}
        size="small"
        value={to}
        onChange={(event) => onToChange(event.target.value)}
        error={Boolean(rangeError)}
        helperText={rangeError}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
      />
    </>
  );
}
