import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Visitor, VisitorView } from '../../../../shared/contract/visitors.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { EmptyState } from '../../dashboard/components/section-card.tsx';
import { VisitorActionButtons, type VisitorActionHandlers, visitorActions } from './visitor-actions.tsx';
import { VisitOutcomeChip, VisitorStatusChip } from './visitor-status-chip.tsx';

function timeLine(visitor: Visitor, view: VisitorView): string {
  const at = (label: string, iso: string | null) => (iso ? `${label} ${formatShortDateTime(iso)}` : null);
  const parts =
    view === 'on-site'
      ? [at('In since', visitor.checkedInAt)]
      : view === 'history'
        ? [at('In', visitor.checkedInAt) ?? at('Expected', visitor.expectedAt), at('out', visitor.checkedOutAt)]
        : [at(view === 'requests' ? 'Preferred' : 'Expected', visitor.expectedAt)];
  return parts.filter(Boolean).join(', ');
}

function VisitorItem({
  visitor,
  view,
  handlers,
  last,
}: {
  visitor: Visitor;
  view: VisitorView;
  handlers: VisitorActionHandlers;
  last: boolean;
}) {
  const actions = visitorActions(visitor, handlers);
  const context = [visitor.hostName ? `Host ${visitor.hostName}` : null, visitor.eventName ?? 'Front desk']
    .filter(Boolean)
    .join(' · ');
  const details = [timeLine(visitor, view), visitor.badgeNumber ? `Badge ${visitor.badgeNumber}` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListItem divider={!last} sx={{ display: 'block', py: 1.5, px: 2 }} data-testid="visitor-item">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {visitor.name}
            {visitor.company ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${visitor.company}`}
              </Typography>
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {context}
          </Typography>
          {details ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {details}
            </Typography>
          ) : null}
          {view === 'requests' && visitor.decisionNote ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ fontStyle: 'italic' }}>
              “{visitor.decisionNote}”
            </Typography>
          ) : null}
        </Box>
        {view === 'requests' ? (
          <VisitOutcomeChip status={visitor.status} />
        ) : (
          <VisitorStatusChip status={visitor.status} />
        )}
      </Box>
      {actions.length > 0 ? (
        <Box sx={{ mt: 1.25 }}>
          <VisitorActionButtons visitor={visitor} actions={actions} fullWidth />
        </Box>
      ) : null}
    </ListItem>
  );
}

/** The phone layout of a view: one card per visitor with its actions as full-width buttons. */
export function VisitorList({
  view,
  rows,
  total,
  loading,
  page,
  pageSize,
  onPageChange,
  emptyText,
  handlers,
}: {
  view: VisitorView;
  rows: Visitor[] | undefined;
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  handlers: VisitorActionHandlers;
}) {
  if (!rows) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true" aria-label="Loading visitors">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  }
  if (rows.length === 0) return <EmptyState icon={<PeopleOutlineRounded fontSize="inherit" />} text={emptyText} />;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box aria-busy={loading}>
      <List aria-label="Visitors" disablePadding>
        {rows.map((visitor, index) => (
          <VisitorItem
            key={visitor.id}
            visitor={visitor}
            view={view}
            handlers={handlers}
            last={index === rows.length - 1}
          />
        ))}
      </List>
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
          <Pagination count={pages} page={page} onChange={(_, value) => onPageChange(value)} size="small" />
        </Box>
      ) : null}
    </Box>
  );
}
