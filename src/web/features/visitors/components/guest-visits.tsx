import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { MyVisitRequests } from './my-visit-requests.tsx';
import { VisitRequestForm } from './visit-request-form.tsx';

/** What a guest sees at /visitors (docs/product/access-and-roles.md#guests): a form to request a visit and the answers to their requests. */
export function GuestVisits({ displayName }: { displayName: string }) {
  const { t } = useTranslation('visitors');
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
          {t('guest.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('guest.intro')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <SectionCard id="request-visit" title={t('guest.newRequest')}>
          <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
            <VisitRequestForm defaultName={displayName} showEvents={false} />
          </Box>
        </SectionCard>
        <MyVisitRequests />
      </Box>
    </Stack>
  );
}
