import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { reportLimits } from '../../shared/incident-report-rules.ts';
import { translateError } from '../i18n/translate-error.ts';

/**
 * The box a new incident report comment is written in (docs/product/incident-reports.md#comments): at most the
 * comment length, its direction taken from what is typed, and the error of the last try to save it under it.
 */
export function CommentInput({
  label,
  value,
  onChange,
  error,
  compact = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: unknown;
  /** The client portal's small box, focused as it opens. */
  compact?: boolean;
}) {
  return (
    <>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        size={compact ? 'small' : undefined}
        autoFocus={compact}
        slotProps={{ htmlInput: { maxLength: reportLimits.commentMax, dir: 'auto' } }}
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translateError(error)}
        </Alert>
      ) : null}
    </>
  );
}
