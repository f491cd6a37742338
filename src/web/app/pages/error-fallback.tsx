import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { appRootPath } from '../../../shared/screens.ts';
import { CenteredMessage } from '../../components/centered-message.tsx';

export interface ErrorFallbackProps {
  message: string;
  /** React's component stack (render errors) or the error's stack trace. */
  trace?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** 'Something went wrong.' with the error text and the component trace (docs/product/settings-and-i18n.md#shell). */
export function ErrorFallback({ message, trace, onRetry }: ErrorFallbackProps) {
  // Never suspends: an error page must show even when the shell's translation file cannot be loaded.
  const { t } = useTranslation(['shell', 'common'], { useSuspense: false });
  return (
    <CenteredMessage maxWidth={640}>
      <ErrorOutlineRounded sx={{ fontSize: 48, color: 'error.main', mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('common:notices.renderFailure')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, wordBreak: 'break-word' }} data-testid="error-message">
        {message}
      </Typography>
      {trace ? (
        <Box component="details" sx={{ textAlign: 'left', mb: 3 }}>
          <Box component="summary" sx={{ cursor: 'pointer', color: 'text.secondary', typography: 'body2' }}>
            {t('pages.error.componentStack', { defaultValue: 'Component stack' })}
          </Box>
          <Box
            component="pre"
            sx={{
              mt: 1,
              p: 1.5,
              maxHeight: 240,
              overflow: 'auto',
              fontSize: 12,
              bgcolor: 'action.hover',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
            }}
          >
            {trace.trim()}
          </Box>
        </Box>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
        {onRetry ? (
          <Button variant="outlined" onClick={onRetry}>
            {t('common:actions.retry', { defaultValue: 'Try again' })}
          </Button>
        ) : null}
        {/* A full page load: the app may be in a broken state. */}
        <Button variant="contained" href={appRootPath}>
          {t('pages.backHome', { defaultValue: 'Back to home' })}
        </Button>
      </Stack>
    </CenteredMessage>
  );
}
