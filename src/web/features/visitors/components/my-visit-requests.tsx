import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatFullDateTime } from '../../../lib/format.ts';
import { useVisitors } from '../api/list-visitors.ts';
import { VisitOutcomeChip } from './visitor-status-chip.tsx';

const pageSize = 10;
const bdi = { bdi: <bdi /> };

function RequestItem({ visit, last }: { visit: Visitor; last: boolean }) {
  const { t } = useTranslation('visitors');
  const decided = visit.status !== 'requested';
  return (
    <ListItem divider={!last} sx={{ display: 'block', py: 1.5 }} data-testid="visit-request">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {visit.hostName ? (
              <Trans t={t} i18nKey="myRequests.visitTo" values={{ host: visit.hostName }} components={bdi} />
            ) : (
              t('myRequests.visitToFrontDesk')
            )}
            {visit.eventName ? (
              <>
                {' · '}
                <bdi>{visit.eventName}</bdi>
              </>
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {visit.expectedAt ? <bdi>{formatFullDateTime(visit.expectedAt)}</bdi> : t('myRequests.noTime')}
            {visit.purpose ? (
              <>
                {' — '}
                <bdi>{visit.purpose}</bdi>
              </>
            ) : null}
          </Typography>
          {visit.name ? (
            <Typography variant="caption" color="text.secondary" component="p">
              <Trans
                t={t}
                i18nKey={visit.company ? 'myRequests.visitorWithCompany' : 'myRequests.visitor'}
                values={{ name: visit.name, company: visit.company ?? '' }}
                components={bdi}
              />
            </Typography>
          ) : null}
        </Box>
        <VisitOutcomeChip status={visit.status} />
      </Box>
      {decided && visit.decisionNote ? (
        <Box
          component="blockquote"
          sx={{ m: 0, mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{visit.decisionNote}</bdi>
          </Typography>
          {visit.decidedByName ? (
            <Typography variant="caption" component="p">
              — <bdi>{visit.decidedByName}</bdi>
              {visit.decidedAt ? (
                <>
                  {', '}
                  <bdi>{formatFullDateTime(visit.decidedAt)}</bdi>
                </>
              ) : null}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </ListItem>
  );
}

/** The visits the signed-in person asked for, with the manager's answer and note. */
export function MyVisitRequests() {
  const { t } = useTranslation('visitors');
  const [page, setPage] = useState(1);
  const visits = useVisitors({ view: 'requests', page, limit: pageSize });
  const { data, error, isPending, isFetching, refetch } = visits;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <SectionCard id="my-visit-requests" title={t('myRequests.title')}>
      {isPending ? (
        <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('myRequests.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      ) : null}
      {error && !data ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              {t('desk.retry')}
            </Button>
          }
        >
          {t('myRequests.loadFailed', { message: translateError(error) })}
        </Alert>
      ) : null}
      {data && data.items.length === 0 ? (
        <EmptyState icon={<EventAvailableOutlined fontSize="inherit" />} text={t('myRequests.empty')} />
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <List aria-label={t('myRequests.listLabel')} disablePadding>
            {data.items.map((visit, index) => (
              <RequestItem key={visit.id} visit={visit} last={index === data.items.length - 1} />
            ))}
          </List>
          {pages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
              <Pagination count={pages} page={page} onChange={(_, value) => setPage(value)} size="small" />
            </Box>
          ) : null}
        </>
      ) : null}
    </SectionCard>
  );
}
