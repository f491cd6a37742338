import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { screenFor } from '../../../shared/screens.ts';
import { navTitle } from '../../lib/nav-title.ts';

/** A registered screen whose content is still to come (/example): its title and a short note. */
export function ScreenPlaceholder() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const screen = screenFor(pathname);
  const title = screen ? navTitle(t, { title: screen.title, translate: screen.titleKey }) : pathname;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, textAlign: 'center', borderRadius: 3 }}>
        <ConstructionRounded color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('pages.notAvailable')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('pages.backHome')}
        </Button>
      </Paper>
    </Box>
  );
}
