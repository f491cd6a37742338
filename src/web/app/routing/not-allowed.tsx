import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { screenPath } from '../../../shared/screens.ts';
import { CenteredMessage } from '../../components/centered-message.tsx';

/** A signed-in user on their own home screen, which their role may not open. */
export default function NotAllowed() {
  const { t } = useTranslation('shell');
  return (
    <CenteredMessage>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('pages.noAccess.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('pages.noAccess.text')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={screenPath('sign-out')}>
        {t('userMenu.signOut')}
      </Button>
    </CenteredMessage>
  );
}
