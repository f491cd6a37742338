import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A read that failed, said as an error with a Retry button that reads it again (`onRetry`). */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
