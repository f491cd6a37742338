import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CardColumns } from '../../../components/card-columns.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { MyVisitRequests } from './my-visit-requests.tsx';
import { VisitRequestForm } from './visit-request-form.tsx';

/** What a guest sees at /visitors (docs/product/access-and-roles.md#guests): a form to request a visit and the answers to their requests. */
export function GuestVisits({ displayName }: { displayName: string }) {
  const { t } = useTranslation('visitors');
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader title={t('guest.title')} subtitle={t('guest.intro')} />
      <CardColumns columns="minmax(0, 1fr) minmax(0, 1fr)">
        <SectionCard id="request-visit" title={t('guest.newRequest')}>
          <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
            <VisitRequestForm defaultName={displayName} showEvents={false} />
          </Box>
        </SectionCard>
        <MyVisitRequests />
      </CardColumns>
    </Stack>
  );
}
