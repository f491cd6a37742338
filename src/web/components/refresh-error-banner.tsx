import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { translateError } from '../i18n/translate-error.ts';

/**
 * The banner of a screen that keeps its data fresh: an error with the reason while nothing has loaded, a warning
 * once it has (what is shown stays, only older). Nothing without an error.
 */
export function RefreshErrorBanner({
  query: { error, data, isFetching },
  onRetry,
  retryLabel,
  loadFailedTitle,
  refreshFailed,
}: {
  /** The screen's query (a TanStack Query result fits): its error, its data from an earlier load, whether it loads. */
  query: { error: Error | null; data: unknown; isFetching: boolean };
  onRetry: () => void;
  retryLabel: string;
  loadFailedTitle: string;
  /** The warning, given the translated reason. */
  refreshFailed: (reason: string) => string;
}) {
  if (!error) return null;
  const loaded = Boolean(data);
  return (
    <Alert
      severity={loaded ? 'warning' : 'error'}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={isFetching}>
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
