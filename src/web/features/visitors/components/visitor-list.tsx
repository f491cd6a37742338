import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import type { Visitor, VisitorView } from '../../../../shared/contract/visitors.ts';
import { EmptyState } from '../../../components/section-card.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { VisitorActionButtons, type VisitorActionHandlers, visitorActions } from './visitor-actions.tsx';
import { OverstayChip, VisitOutcomeChip, VisitorStatusChip } from './visitor-status-chip.tsx';

const bdi = { bdi: <bdi /> };

/** When the visitor came (and left), or is expected: its times kept in reading order inside any language. */
function TimeLine({ visitor, view }: { visitor: Visitor; view: VisitorView }) {
  const { t } = useTranslation('visitors');
  const at = (iso: string | null) => (iso ? formatShortDateTime(iso) : null);
  const checkedIn = at(visitor.checkedInAt);
  const checkedOut = at(visitor.checkedOutAt);
  const expected = at(visitor.expectedAt);
  if (view === 'on-site') {
    return checkedIn ? <Trans t={t} i18nKey="list.inSince" values={{ time: checkedIn }} components={bdi} /> : null;
  }
  if (view === 'history') {
    if (checkedIn && checkedOut) {
      return <Trans t={t} i18nKey="list.inOut" values={{ in: checkedIn, out: checkedOut }} components={bdi} />;
    }
    if (checkedIn) return <Trans t={t} i18nKey="list.in" values={{ time: checkedIn }} components={bdi} />;
  }
  if (!expected) return null;
  const key = view === 'requests' ? 'list.preferred' : 'list.expected';
  return <Trans t={t} i18nKey={key} values={{ time: expected }} components={bdi} />;
}

function hasTimeLine(visitor: Visitor, view: VisitorView): boolean {
  if (view === 'on-site') return Boolean(visitor.checkedInAt);
  return Boolean(visitor.expectedAt || (view === 'history' && visitor.checkedInAt));
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
  const { t } = useTranslation('visitors');
  const actions = visitorActions(visitor, handlers);
  const timed = hasTimeLine(visitor, view);
  return (
    <ListItem divider={!last} sx={{ display: 'block', py: 1.5, px: 2 }} data-testid="visitor-item">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{visitor.name}</bdi>
            {visitor.company ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {' · '}
                <bdi>{visitor.company}</bdi>
              </Typography>
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {visitor.hostName ? (
              <>
                <Trans t={t} i18nKey="list.host" values={{ name: visitor.hostName }} components={bdi} />
                {' · '}
              </>
            ) : null}
            {visitor.eventName ? <bdi>{visitor.eventName}</bdi> : t('frontDesk')}
          </Typography>
          {timed || visitor.badgeNumber ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {timed ? <TimeLine visitor={visitor} view={view} /> : null}
              {timed && visitor.badgeNumber ? ' · ' : null}
              {visitor.badgeNumber ? (
                <Trans t={t} i18nKey="list.badge" values={{ badge: visitor.badgeNumber }} components={bdi} />
              ) : null}
            </Typography>
          ) : null}
          {view === 'requests' && visitor.decisionNote ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ fontStyle: 'italic' }}>
              “<bdi>{visitor.decisionNote}</bdi>”
            </Typography>
          ) : null}
        </Box>
        {view === 'requests' ? (
          <VisitOutcomeChip status={visitor.status} />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-end' }}>
            <VisitorStatusChip status={visitor.status} />
            {visitor.overstay ? <OverstayChip /> : null}
          </Box>
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
  const { t } = useTranslation('visitors');
  if (!rows) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('list.loading')}>
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
      <List aria-label={t('list.label')} disablePadding>
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
