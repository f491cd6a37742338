import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CoverageGapShift, type CoverageRow, coverageQuerySchema } from '../../../../shared/contract/billing.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { DayFilterField } from '../../../components/day-filter-field.tsx';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { TableHeadRow } from '../../../components/table-head-row.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { formatCount, formatRangeInZone } from '../../../lib/format.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { coverageCsvUrl, useCoverage } from '../api/coverage.ts';
import { formatDay, formatMinutesAsHours, recentWeeks } from './invoice-format.tsx';

export type CoverageTone = 'success' | 'warning' | 'error';

const coverageColumns = ['customer', 'item', 'week', 'contracted', 'delivered', 'uncovered', 'coverage'] as const;
const gapColumns = ['post', 'when', 'assigned', 'clockedIn'] as const;

/** ≥ 100 % green, ≥ 90 % amber, else red; nothing contracted has no colour. */
export function coverageTone(pct: number | null): CoverageTone | null {
  if (pct === null) return null;
  if (pct >= 100) return 'success';
  if (pct >= 90) return 'warning';
  return 'error';
}

/** A coverage percent with 2 decimals at most ("73.81%"). */
export function formatCoveragePct(pct: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(pct / 100);
}

export function CoverageChip({ pct }: { pct: number | null }) {
  const tone = coverageTone(pct);
  if (pct === null || tone === null) return <span>—</span>;
  return (
    <Chip
      size="small"
      color={tone}
      variant={tone === 'success' ? 'outlined' : 'filled'}
      label={<bdi>{formatCoveragePct(pct)}</bdi>}
      data-tone={tone}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** Where a line is worked: its event and, if any, its post. */
const placeOf = (row: CoverageRow) => [row.eventName, row.post].filter(Boolean).join(' · ');

/**
 * Contracted against delivered hours (docs/product/billing.md#coverage) per contract line and billing week, with
 * the shifts behind each gap (places not filled, people who did not clock in). Default: this week and the three
 * before it.
 */
export default function CoveragePage() {
  const { t } = useTranslation(['invoices', 'common']);
  const phone = useIsPhone();
  const [period, setPeriod] = useState(() => recentWeeks());
  const [customerId, setCustomerId] = useState('');
  const checked = coverageQuerySchema.safeParse(period);
  const problem = checked.success
    ? undefined
    : translateFieldMessage(checked.error.issues[0]?.message ?? 'validation.required');
  const problemOn = checked.success ? undefined : checked.error.issues[0]?.path[0];
  const coverage = useCoverage(period, checked.success);
  const all = coverage.data?.items ?? [];
  const customers = useMemo(() => {
    const names = new Map<string, string>();
    for (const row of coverage.data?.items ?? []) names.set(row.customerId, row.customerName);
    return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [coverage.data]);
  const rows = customerId ? all.filter((row) => row.customerId === customerId) : all;
  const csvQuery = { ...period, ...(customerId ? { customerId } : {}) };

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader
        title={t('coverage.title')}
        subtitle={t('coverage.subtitle')}
        actions={
          <ExportCsvButton
            href={checked.success ? coverageCsvUrl(csvQuery) : undefined}
            rows={coverage.data ? rows.length : undefined}
            title={t('coverage.csvHint')}
          />
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ListToolbar columns={{ xs: '1fr 1fr', md: '200px 200px minmax(0, 320px)' }} sx={{ mb: 0 }}>
          {(['from', 'to'] as const).map((side) => (
            <DayFilterField
              key={side}
              label={t(`coverage.${side}`)}
              value={period[side]}
              onChange={(day) => setPeriod((current) => ({ ...current, [side]: day }))}
              error={problemOn === side}
              helperText={problemOn === side ? problem : undefined}
            />
          ))}
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <FilterSelect
              label={t('coverage.customer')}
              value={customers.some((c) => c.value === customerId) ? customerId : ''}
              allLabel={t('coverage.allCustomers')}
              options={customers}
              onChange={setCustomerId}
              optionDir="auto"
              sx={{ width: '100%' }}
            />
          </Box>
        </ListToolbar>
      </Paper>
      {coverage.error ? (
        <RetryAlert onRetry={() => void coverage.refetch()}>
          {t('coverage.loadFailed')} {translateError(coverage.error)}
        </RetryAlert>
      ) : null}
      {coverage.isPending && checked.success ? (
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label={t('common:states.loading')} />
        </Stack>
      ) : coverage.data && rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('coverage.empty')}</Typography>
        </Paper>
      ) : rows.length > 0 ? (
        <Paper variant="outlined">
          {coverage.isFetching ? <LinearProgress aria-label={t('common:states.loading')} /> : null}
          {phone ? <CoverageCards rows={rows} /> : <CoverageTable rows={rows} />}
        </Paper>
      ) : null}
    </Stack>
  );
}

/** A name over its caption (a customer over its contract, an item over where it is worked). */
function TwoLines({ title, caption }: { title: string; caption: string }) {
  return (
    <>
      <Typography variant="body2" dir="auto" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" dir="auto">
        {caption}
      </Typography>
    </>
  );
}

const rowKey = (row: CoverageRow) => `${row.contractLineId}-${row.weekStart}`;

function CoverageTable({ rows }: { rows: readonly CoverageRow[] }) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('coverage.tableLabel')}
        sx={{ '& > * > tr > td, & > * > tr > th': { px: 1 }, '& > thead th': { lineHeight: 1.3 } }}
      >
        <TableHeadRow
          before={<TableCell padding="checkbox" />}
          labels={coverageColumns.map((column) => t(`coverage.columns.${column}`))}
          numeric={[3, 4, 5, 6]}
        />
        <TableBody>
          {rows.map((row) => {
            const key = rowKey(row);
            const expanded = open.has(key);
            const gapsId = `coverage-gaps-${key}`;
            return (
              <Fragment key={key}>
                <TableRow sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
                  <TableCell padding="checkbox">
                    {row.gaps.length > 0 ? (
                      <IconButton
                        size="small"
                        onClick={() => toggle(key)}
                        aria-expanded={expanded}
                        aria-controls={gapsId}
                        aria-label={t('coverage.showGaps', { item: row.itemCode })}
                      >
                        {expanded ? <ExpandLessRounded /> : <ExpandMoreRounded />}
                      </IconButton>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <TwoLines title={row.customerName} caption={row.contractCode} />
                  </TableCell>
                  <TableCell>
                    <TwoLines title={row.itemCode} caption={placeOf(row)} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.weekStart)}</TableCell>
                  <TableCell align="right">{formatMinutesAsHours(row.contractedMinutes)}</TableCell>
                  <TableCell align="right">{formatMinutesAsHours(row.deliveredMinutes)}</TableCell>
                  <TableCell align="right">{formatMinutesAsHours(row.uncoveredMinutes)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <CoverageChip pct={row.coveragePct} />
                  </TableCell>
                </TableRow>
                {row.gaps.length > 0 ? (
                  <TableRow>
                    <TableCell colSpan={8} sx={{ py: 0, ...(expanded ? {} : { borderBottom: 0 }) }}>
                      <Collapse in={expanded} unmountOnExit>
                        <Box id={gapsId} sx={{ py: 1.5, paddingInlineStart: 6 }}>
                          <GapsList gaps={row.gaps} zone={row.timeZone} />
                        </Box>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CoverageCards({ rows }: { rows: readonly CoverageRow[] }) {
  const { t } = useTranslation('invoices');
  return (
    <List aria-label={t('coverage.tableLabel')} disablePadding>
      {rows.map((row, index) => (
        <ListItem key={rowKey(row)} divider={index < rows.length - 1} sx={{ display: 'block', py: 1.5 }}>
          <CoverageCard row={row} />
        </ListItem>
      ))}
    </List>
  );
}

function CoverageCard({ row }: { row: CoverageRow }) {
  const { t } = useTranslation('invoices');
  const [expanded, setExpanded] = useState(false);
  const gapsId = useId();
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" dir="auto" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {row.itemCode} · {placeOf(row)}
        </Typography>
        <CoverageChip pct={row.coveragePct} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <bdi>{row.customerName}</bdi> · <bdi>{row.contractCode}</bdi> ·{' '}
        {t('coverage.weekOf', { day: formatDay(row.weekStart) })}
      </Typography>
      <Typography variant="body2">
        {t('coverage.phoneHours', {
          delivered: formatMinutesAsHours(row.deliveredMinutes),
          contracted: formatMinutesAsHours(row.contractedMinutes),
          uncovered: formatMinutesAsHours(row.uncoveredMinutes),
        })}
      </Typography>
      {row.gaps.length > 0 ? (
        <>
          <Button
            size="small"
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            aria-controls={gapsId}
            endIcon={expanded ? <ExpandLessRounded /> : <ExpandMoreRounded />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('coverage.gaps', { number: formatCount(row.gaps.length) })}
          </Button>
          <Collapse in={expanded} unmountOnExit>
            <Box id={gapsId}>
              <GapsList gaps={row.gaps} zone={row.timeZone} />
            </Box>
          </Collapse>
        </>
      ) : null}
    </Stack>
  );
}

/** The shifts behind a gap, in the event's zone: post, when, places filled of the headcount, who clocked in. */
function GapsList({ gaps, zone }: { gaps: readonly CoverageGapShift[]; zone: string }) {
  const { t } = useTranslation('invoices');
  return (
    <Table size="small" aria-label={t('coverage.gapsLabel')}>
      <TableHeadRow labels={gapColumns.map((column) => t(`coverage.gapColumns.${column}`))} numeric={[2, 3]} />
      <TableBody>
        {gaps.map((gap) => (
          <TableRow key={gap.shiftId}>
            <TableCell dir="auto">
              {gap.post}
              {gap.published ? null : (
                <Chip size="small" label={t('coverage.unpublished')} sx={{ marginInlineStart: 1 }} variant="outlined" />
              )}
            </TableCell>
            <TableCell>
              <bdi>{formatRangeInZone(gap.startAt, gap.endAt, zone)}</bdi>
            </TableCell>
            <TableCell align="right">
              <bdi>
                {formatCount(gap.assigned)}/{formatCount(gap.headcount)}
              </bdi>
            </TableCell>
            <TableCell align="right">{formatCount(gap.clockedIn)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
