import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="footer"
      sx={{
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        color: 'text.primary',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {t('footer.tagline')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        <bdi>{t('footer.copyright', { year: new Date().getFullYear() })}</bdi>
      </Typography>
    </Box>
  );
}
