import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { navbarColors } from '../../../components/brand-colors.ts';
import { Logo } from '../../../components/logo.tsx';

const features = [
  { id: 'track', icon: MyLocationOutlined },
  { id: 'alerts', icon: CampaignOutlined },
  { id: 'reports', icon: FactCheckOutlined },
] as const;

function BrandPanel() {
  const { t } = useTranslation('auth');
  return (
    <Box
      component="aside"
      aria-label={t('layout.about')}
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        px: { md: 6, lg: 10 },
        py: 8,
        color: '#e2e8f0',
        background: `radial-gradient(circle at 85% 15%, rgba(59,130,246,0.35), transparent 45%),
          radial-gradient(circle at 10% 90%, rgba(245,158,11,0.18), transparent 40%), ${navbarColors.background}`,
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="overline" sx={{ color: navbarColors.accent }}>
          {t('layout.overline')}
        </Typography>
        <Typography component="p" sx={{ fontSize: { md: 34, lg: 42 }, fontWeight: 800, lineHeight: 1.15, mt: 1 }}>
          {t('layout.tagline')}
        </Typography>
        <Typography sx={{ mt: 2, color: '#94a3b8', fontSize: 17 }}>{t('layout.pitch')}</Typography>
        <Stack component="ul" spacing={3} sx={{ mt: 5, p: 0, listStyle: 'none' }}>
          {features.map(({ id, icon: Icon }) => (
            <Box component="li" key={id} sx={{ display: 'flex', gap: 2 }}>
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2,
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(96,165,250,0.14)',
                  color: navbarColors.accent,
                }}
              >
                <Icon aria-hidden />
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700, color: '#f8fafc' }}>{t(`layout.features.${id}.title`)}</Typography>
                <Typography variant="body2" sx={{ color: '#94a3b8' }}>
                  {t(`layout.features.${id}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

/**
 * Bare layout of the sign-in, sign-up and password pages (docs/product/access-and-roles.md#screens-and-routes: no navbar, toolbar or footer): the form
 * column with the logo and a heading, and the brand panel beside it on wide screens.
 */
export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(440px, 5fr) 7fr' },
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          px: { xs: 3, sm: 6 },
          py: { xs: 5, sm: 8 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 400 }}>
          <Logo size={40} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: { md: 'none' } }}>
            {t('layout.tagline')}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ mt: { xs: 4, md: 5 } }}>
            {title}
          </Typography>
          {intro ? (
            <Typography color="text.secondary" sx={{ mt: 0.75 }}>
              {intro}
            </Typography>
          ) : null}
          <Box sx={{ mt: 3.5 }}>{children}</Box>
        </Box>
      </Box>
      <BrandPanel />
    </Box>
  );
}

/** The line under an auth page's title: a sentence, then a link to the page the visitor may have meant. */
export function AuthIntro({ text, linkTo, linkLabel }: { text: string; linkTo: string; linkLabel: string }) {
  return (
    <>
      {text}{' '}
      <Link component={RouterLink} to={linkTo} underline="hover" sx={{ fontWeight: 600 }}>
        {linkLabel}
      </Link>
    </>
  );
}
