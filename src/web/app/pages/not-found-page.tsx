import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { appRootPath } from '../../../shared/screens.ts';
import { CenteredMessage } from '../../components/centered-message.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <CenteredMessage>
      <SearchOffRounded sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />
      <Typography variant="overline" component="p" color="text.secondary">
        {t('pages.notFound.code')}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('pages.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notices.pageNotFound', { ns: 'common' })}
      </Typography>
      <Button variant="contained" component={RouterLink} to={appRootPath}>
        {t('pages.backHome')}
      </Button>
    </CenteredMessage>
  );
}
