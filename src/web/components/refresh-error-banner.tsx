import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { translateError } from '../i18n/translate-error.ts';

/**
 * The banner of a screen that keeps its data fresh: an error with the reason while nothing has loaded, a warning
 * once it has (what is shown stays, only older). Nothing without an error.
 */
export function RefreshErrorBanner({
  error,
  loaded,
  retrying,
  onRetry,
  retryLabel,
  loadFailedTitle,
  refreshFailed,
}: {
  error: Error | null;
  /** Whether data from an earlier load is on screen. */
  loaded: boolean;
  retrying: boolean;
  onRetry: () => void;
  retryLabel: string;
  loadFailedTitle: string;
  /** The warning, given the translated reason. */
  refreshFailed: (reason: string) => string;
}) {
  if (!error) return null;
  return (
    <Alert
      severity={loaded ? 'warning' : 'error'}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {retryLabel}
        </Button>
      }
    >
      {loaded ? (
        refreshFailed(translateError(error))
      ) : (
        <>
          <AlertTitle>{loadFailedTitle}</AlertTitle>
          {translateError(error)}
        </>
      )}
    </Alert>
  );
}
