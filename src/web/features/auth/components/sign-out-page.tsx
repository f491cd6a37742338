import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { screenPath } from '../../../../shared/screens.ts';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { useSignOut } from '../api/sign-out.ts';

/** Ends the session and says so (docs/product/access-and-roles.md#screens-and-routes: open to all, 'You have signed out!'). */
export default function SignOutPage() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const started = useRef(false);
  const { mutate } = signOut;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const done = signOut.isSuccess || signOut.isError;
  return (
    <CenteredMessage>
      {done ? (
        <>
          <CheckCircleOutlineRounded sx={{ fontSize: 48, color: 'success.main', mb: 1 }} aria-hidden />
          <Typography variant="h5" component="h1" sx={{ mb: 1 }} role="status">
            {t('notices.signedOut', { ns: 'common' })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('signOut.thanks')}
          </Typography>
          <Button variant="contained" component={RouterLink} to={screenPath('sign-in')}>
            {t('signOut.goToSignIn')}
          </Button>
        </>
      ) : (
        <Box role="status" aria-label={t('signOut.busyLabel')} sx={{ py: 3 }}>
          <CircularProgress />
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('signOut.busy')}
          </Typography>
        </Box>
      )}
    </CenteredMessage>
  );
}
