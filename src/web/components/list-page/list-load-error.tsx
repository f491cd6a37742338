import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../i18n/translate-error.ts';

/** What a list query exposes to its error banner (a TanStack Query result fits). */
export interface ListQueryState {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The banner of a list that failed to load, with a retry button; nothing while the list has no error. */
export function ListLoadError({ query, title }: { query: ListQueryState; title: string }) {
  const { t } = useTranslation('common');
  if (!query.error) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('actions.retry')}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {translateError(query.error)}
    </Alert>
  );
}
