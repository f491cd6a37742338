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
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { formatFullDateTime } from '../../../lib/format.ts';
import { EmptyState, SectionCard } from '../../dashboard/components/section-card.tsx';
import { useVisitors } from '../api/list-visitors.ts';
import { VisitOutcomeChip } from './visitor-status-chip.tsx';

const pageSize = 10;

function RequestItem({ visit, last }: { visit: Visitor; last: boolean }) {
  const decided = visit.status !== 'requested';
  return (
    <ListItem divider={!last} sx={{ display: 'block', py: 1.5 }} data-testid="visit-request">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            Visit to {visit.hostName ?? 'the front desk'}
            {visit.eventName ? ` · ${visit.eventName}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {visit.expectedAt ? formatFullDateTime(visit.expectedAt) : 'No time given'}
            {visit.purpose ? ` — ${visit.purpose}` : ''}
          </Typography>
          {visit.name ? (
            <Typography variant="caption" color="text.secondary" component="p">
              Visitor: {visit.name}
              {visit.company ? `, ${visit.company}` : ''}
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
            {visit.decisionNote}
          </Typography>
          {visit.decidedByName ? (
            <Typography variant="caption" component="p">
              — {visit.decidedByName}
              {visit.decidedAt ? `, ${formatFullDateTime(visit.decidedAt)}` : ''}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </ListItem>
  );
}

/** The visits the signed-in person asked for, with the manager's answer and note. */
export function MyVisitRequests() {
  const [page, setPage] = useState(1);
  const visits = useVisitors({ view: 'requests', page, limit: pageSize });
  const { data, error, isPending, isFetching, refetch } = visits;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <SectionCard id="my-visit-requests" title="Your requests">
      {isPending ? (
        <Box sx={{ p: 2 }} aria-busy="true" aria-label="Loading your requests">
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
              Retry
            </Button>
          }
        >
          Your requests could not be loaded. {error.message}
        </Alert>
      ) : null}
      {data && data.items.length === 0 ? (
        <EmptyState icon={<EventAvailableOutlined fontSize="inherit" />} text="You have not requested a visit yet." />
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <List aria-label="Your visit requests" disablePadding>
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
