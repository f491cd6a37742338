import InfoOutlined from '@mui/icons-material/InfoOutlined';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../../../../shared/contract/audit.ts';
import { ReportGrid } from '../../../components/report-grid.tsx';
import { cellTextSx, dateTextSx } from '../../../components/wrapped-grid-rows.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { formatCompactDateTime, formatFullDateTime } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type AuditParams, auditCsvUrl, useAuditLog, useAuditOptions } from '../api/audit-log.ts';
import { type AuditPeriodState, auditPeriodQuery, dayOf } from '../lib/audit-period.ts';
import { AuditEntryDialog } from './audit-entry-dialog.tsx';
import { AuditFilters, type AuditFilterValues, emptyAuditFilters } from './audit-filters.tsx';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
/** On a phone: person (with the time under it), action and the details button; the details show the rest. */
const phoneHidden = ['at', 'record', 'ip', 'requestId', 'summary'] as const;

const desktopHidden = ['requestId'] as const;

function Cell({
  children,
  title,
  ltr,
  muted,
}: {
  children: ReactNode;
  title?: string;
  ltr?: boolean;
  muted?: boolean;
}) {
  return (
    <Box
      component="span"
      dir={ltr ? 'ltr' : 'auto'}
      title={title ?? (typeof children === 'string' ? children : undefined)}
      sx={{
        ...cellTextSx,
        ...(ltr ? { fontFamily: mono, fontSize: 13 } : {}),
        ...(muted ? { color: 'text.secondary', fontStyle: 'italic' } : {}),
      }}
    >
      {children}
    </Box>
  );
}

const defaultPeriod = (): AuditPeriodState => {
  const today = new Date();
  return { preset: 'last7d', fromDay: dayOf(new Date(today.getTime() - 7 * 86_400_000)), toDay: dayOf(today) };
};

/**
 * The audit log (executive; admin: the working client and the entries of no client): who did what to which record,
 * when and from which address, filtered by period, person, action and record, paged by the server, exported as CSV
 * with the same filters. A row opens its details with the whole data.
 */
export default function AuditPage() {
  const { t } = useTranslation(['audit', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [filters, setFilters] = useState<AuditFilterValues>(() => emptyAuditFilters(defaultPeriod()));
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [openRow, setOpenRow] = useState<AuditRow | undefined>(undefined);
  // The server's clock as of its last answer: presets count back from it, fixed when the preset is chosen.
  const serverNow = useRef(Date.now());
  const [anchor, setAnchor] = useState(() => serverNow.current);
  const entityId = useDebouncedValue(filters.entityId.trim());

  const period = auditPeriodQuery(filters.period, new Date(anchor));
  const periodProblem = 'problem' in period ? period.problem : undefined;
  const periodParams = 'problem' in period ? undefined : period;
  const params: AuditParams | undefined = periodParams
    ? {
        ...periodParams,
        person: filters.person?.id,
        action: filters.action ?? undefined,
        entity: filters.entity || undefined,
        entityId: entityId || undefined,
      }
    : undefined;
  const key = JSON.stringify(params ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the filters is the trigger.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [key]);

  const log = useAuditLog(params ?? {}, { page: pagination.page + 1, limit: pagination.pageSize }, Boolean(params));
  const options = useAuditOptions(periodParams ?? {}, Boolean(periodParams));
  useEffect(() => {
    if (log.data) serverNow.current = Date.parse(log.data.period.to);
  }, [log.data]);

  const fieldMessages = isApiError(log.error) ? fieldMessagesOf(log.error) : undefined;
  const serverFields = fieldMessages ? translateFields(fieldMessages) : undefined;
  const filtered = Boolean(params?.person || params?.action || params?.entity || params?.entityId);

  const columns = useMemo<GridColDef<AuditRow>[]>(
    () => [
      {
        field: 'at',
        headerName: t('columns.at'),
        minWidth: 185,
        flex: 0.9,
        renderCell: ({ row }) => (
          <Cell title={formatFullDateTime(row.at)}>{formatCompactDateTime(row.at, { seconds: true })}</Cell>
        ),
      },
      {
        field: 'actor',
        headerName: t('columns.actor'),
        // On a phone wide enough for the time under the name, on one line.
        minWidth: phone ? 160 : 130,
        flex: 1,
        renderCell: ({ row }) => {
          const who = row.actor ? (
            <Cell title={row.actor.email ?? undefined}>{row.actor.name}</Cell>
          ) : (
            <Cell muted>{t('system')}</Cell>
          );
          if (!phone) return who;
          return (
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              {who}
              <Typography variant="caption" color="text.secondary" component="span" sx={dateTextSx}>
                <bdi>{formatCompactDateTime(row.at, { seconds: true })}</bdi>
              </Typography>
            </Box>
          );
        },
      },
      {
        field: 'action',
        headerName: t('columns.action'),
        minWidth: phone ? 110 : 150,
        flex: 1,
        renderCell: ({ row }) => <Cell ltr>{row.action}</Cell>,
      },
      {
        field: 'record',
        headerName: t('columns.record'),
        minWidth: 170,
        flex: 1.2,
        renderCell: ({ row }) => {
          const text = row.entityId ? `${row.entity} · ${row.entityId}` : row.entity;
          return (
            <Cell ltr title={text}>
              {text}
            </Cell>
          );
        },
      },
      {
        field: 'ip',
        headerName: t('columns.ip'),
        minWidth: 120,
        flex: 0.7,
        renderCell: ({ row }) => <Cell ltr>{row.ip ?? ''}</Cell>,
      },
      {
        field: 'requestId',
        headerName: t('columns.requestId'),
        minWidth: 140,
        flex: 0.8,
        renderCell: ({ row }) => <Cell ltr>{row.requestId ?? ''}</Cell>,
      },
      {
        field: 'summary',
        headerName: t('columns.data'),
        minWidth: 180,
        flex: 1.6,
        renderCell: ({ row }) => {
          const text = row.summary ? `${row.summary}${row.truncated ? '…' : ''}` : '';
          return (
            <Cell ltr title={text}>
              {text}
            </Cell>
          );
        },
      },
      {
        field: 'open',
        headerName: '',
        width: phone ? 48 : 64,
        align: 'center',
        disableColumnMenu: true,
        hideable: false,
        renderCell: ({ row }) => (
          <Tooltip title={t('details.open')}>
            <IconButton
              aria-label={t('details.open')}
              onClick={(event) => {
                event.stopPropagation();
                setOpenRow(row);
              }}
            >
              <VisibilityRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [t, phone],
  );

  const shown = log.data?.period;
  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
        {t('title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
        <InfoOutlined fontSize="small" sx={{ mt: '2px' }} />
        <Typography variant="body2">{t('note')}</Typography>
      </Stack>
      <AuditFilters
        values={filters}
        onChange={(next) => {
          if (next.period.preset !== filters.period.preset) setAnchor(serverNow.current);
          setFilters(next);
        }}
        onClear={() => setFilters(emptyAuditFilters(filters.period))}
        people={options.data?.people ?? []}
        actions={options.data?.actions ?? []}
        entities={options.data?.entities ?? []}
        optionsLoading={options.isFetching}
        periodProblem={periodProblem}
        serverFields={serverFields}
      />
      {shown ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('shown', { from: formatFullDateTime(shown.from), to: formatFullDateTime(shown.to) })}
        </Typography>
      ) : null}
      <ReportGrid<AuditRow>
        key={phone ? 'phone' : 'desktop'}
        label={t('gridLabel')}
        rows={log.data?.rows ?? []}
        columns={columns}
        rowCount={log.data?.total ?? 0}
        loading={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        pagination={pagination}
        onPaginationChange={setPagination}
        onFiltersChange={() => {}}
        quickSearch={false}
        csvHref={params ? auditCsvUrl(params) : undefined}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        filtered={filtered}
        hiddenFields={phone ? phoneHidden : desktopHidden}
        onRowOpen={setOpenRow}
      />
      <AuditEntryDialog row={openRow} onClose={() => setOpenRow(undefined)} />
    </Stack>
  );
}

function translateFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translateFieldMessage(message)]));
}
