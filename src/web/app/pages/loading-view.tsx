import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { LogoMark } from '../shell/logo.tsx';

/** The loading splash: a centred logo and a progress bar (SPEC §2.2 'loading', §2.3). */
export function LoadingView({ label = 'Loading Watchpost' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={label}
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
      }}
    >
      <LogoMark size={64} />
      <Box sx={{ width: 160 }}>
        <LinearProgress aria-label={label} />
      </Box>
    </Box>
  );
}

/** A smaller loading state for the content area of the shell while a page's code loads. */
export function PageLoading() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ py: 10, display: 'flex', justifyContent: 'center' }}>
      <Box sx={{ width: 160 }}>
        <LinearProgress aria-label="Loading page" />
      </Box>
    </Box>
  );
}
