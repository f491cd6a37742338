import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DispatchCallDetail, DispatchUnitList } from '../../../../shared/contract/dispatch.ts';
import { nextStatus } from '../../../../shared/dispatch-rules.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatFullDateTime } from '../../../lib/format.ts';
import { AckOverdueMarker, CallStatusChip, CallTimer, PriorityChip, usePlaceOf } from './call-chips.tsx';
import { CallTimeline } from './call-timeline.tsx';
import { UnitList } from './unit-list.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        <bdi>{children}</bdi>
      </Typography>
    </Box>
  );
}

/**
 * The picked call: what it is and where, its countdown, the units to assign it to (while it may still be
 * assigned), Cancel (while not cleared) and its timeline.
 */
export function CallDetails({
  call,
  units,
  now,
  pendingUserId,
  assignError,
  onAssign,
  onCancel,
  onClose,
}: {
  call: UseQueryResult<DispatchCallDetail>;
  units: UseQueryResult<DispatchUnitList>;
  now: number;
  pendingUserId: string | null;
  assignError: unknown;
  onAssign: (userId: string, name: string) => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['dispatch', 'common']);
  const placeOf = usePlaceOf();
  const closeButton = (
    <IconButton onClick={onClose} aria-label={t('details.close')} size="small">
      <CloseRounded fontSize="small" />
    </IconButton>
  );
  if (call.error)
    return (
      <SectionCard id="dispatch-call" title={t('details.title')} action={closeButton}>
        <Box sx={{ p: 2 }}>
          <RetryAlert onRetry={() => void call.refetch()}>
            {`${t('details.loadFailed')}: ${translateError(call.error)}`}
          </RetryAlert>
        </Box>
      </SectionCard>
    );
  if (!call.data) return <Skeleton variant="rounded" height={260} aria-label={t('common:states.loading')} />;

  const detail = call.data;
  const assignable = nextStatus(detail.status, 'assign') !== null;
  const cancellable = nextStatus(detail.status, 'cancel') !== null;
  const closed = detail.status === 'cleared' || detail.status === 'cancelled';
  return (
    <Stack spacing={2}>
      <SectionCard
        id="dispatch-call"
        title={t('details.title')}
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {cancellable ? (
              <Button color="error" size="small" startIcon={<BlockOutlined />} onClick={onCancel}>
                {t('details.cancel')}
              </Button>
            ) : null}
            {closeButton}
          </Stack>
        }
      >
        <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="call-details">
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <PriorityChip priority={detail.priority} />
            <Typography variant="h6" component="h3">
              {t(`type.${detail.type}`)}
            </Typography>
            <CallStatusChip status={detail.status} />
            {closed ? null : <CallTimer call={detail} now={now} />}
            <AckOverdueMarker call={detail} now={now} />
            {detail.targetMissed ? <Chip size="small" color="error" label={t('details.targetMissed')} /> : null}
            {detail.arrivalFar ? <Chip size="small" color="warning" label={t('details.arrivalFar')} /> : null}
            {detail.incidentReportId ? (
              // Raised from a guard's incident report: the marker opens it.
              <Chip
                size="small"
                color="info"
                variant="outlined"
                clickable
                icon={<AssignmentOutlined />}
                label={t('details.fromReport')}
                component={RouterLink}
                to={screenPath('incident-reports', { query: { report: detail.incidentReportId } })}
                data-testid="call-from-report"
              />
            ) : null}
          </Stack>
          <Typography sx={{ fontWeight: 500 }}>
            <bdi>{placeOf(detail)}</bdi>
            {detail.eventName && detail.address ? (
              <>
                {' · '}
                <bdi>{detail.address}</bdi>
              </>
            ) : null}
          </Typography>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {detail.description}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
          >
            <Fact label={t('details.received')}>{formatFullDateTime(detail.receivedAt)}</Fact>
            <Fact label={t('details.target')}>
              {t('details.targetValue', {
                time: formatFullDateTime(detail.targetAt),
                minutes: detail.targetMinutes,
              })}
            </Fact>
            <Fact label={t('details.assignee')}>{detail.assignee?.name ?? t('board.unassigned')}</Fact>
            {detail.callerName || detail.callerPhone ? (
              <Fact label={t('details.caller')}>
                {[detail.callerName, detail.callerPhone].filter(Boolean).join(' · ')}
              </Fact>
            ) : null}
            <Fact label={t('details.source')}>{t(`source.${detail.source}`)}</Fact>
            {detail.responseMinutes !== null ? (
              <Fact label={t('details.response')}>
                {t('details.responseMinutes', { minutes: detail.responseMinutes })}
              </Fact>
            ) : null}
            {detail.outcome ? <Fact label={t('details.outcome')}>{t(`outcome.${detail.outcome}`)}</Fact> : null}
          </Box>
        </Stack>
      </SectionCard>

      {closed ? null : (
        <SectionCard id="dispatch-units" title={t('units.title')}>
          <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 2.5 } }}>
            {assignError ? (
              <Alert severity="error" role="alert">
                {assignError instanceof Error ? translateError(assignError) : t('common:states.unknownError')}
              </Alert>
            ) : null}
            {!assignable ? (
              <Typography color="text.secondary">{t('details.notMovable')}</Typography>
            ) : units.error ? (
              <RetryAlert onRetry={() => void units.refetch()}>
                {`${t('units.loadFailed')}: ${translateError(units.error)}`}
              </RetryAlert>
            ) : !units.data ? (
              <Skeleton variant="rounded" height={120} aria-label={t('common:states.loading')} />
            ) : (
              <UnitList
                units={units.data.items}
                speedKmh={units.data.speedKmh}
                assigneeId={detail.assignee?.id ?? null}
                pendingUserId={pendingUserId}
                onAssign={(unit) => onAssign(unit.userId, unit.name)}
              />
            )}
          </Stack>
        </SectionCard>
      )}

      <SectionCard id="dispatch-timeline" title={t('timeline.title')}>
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <CallTimeline entries={detail.timeline} />
        </Box>
      </SectionCard>
    </Stack>
  );
}
