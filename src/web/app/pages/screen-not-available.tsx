import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { type NavItem, navigation } from '../../../shared/navigation.ts';
import { navTitle } from '../shell/nav-title.ts';

function titleFor(
  t: Parameters<typeof navTitle>[0],
  pathname: string,
  items: readonly NavItem[] = navigation,
  parents: string[] = [],
): string | undefined {
  for (const item of items) {
    if (item.url && (pathname === item.url || pathname.startsWith(`${item.url}/`)))
      return [...parents, navTitle(t, item)].join(' / ');
    const found = item.children ? titleFor(t, pathname, item.children, [...parents, navTitle(t, item)]) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A registered screen (docs/product/settings-and-i18n.md#screens-not-built) the user may open whose content is not in this release yet. */
export function ScreenNotAvailable() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const title = titleFor(t, pathname) ?? pathname.replace(/^\//, '');
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
