import AddRounded from '@mui/icons-material/AddRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSession } from '../../../lib/session.ts';
import { usePayRuns } from '../api/pay-runs.ts';
import { OpenPayRunDialog } from './open-pay-run-dialog.tsx';
import { formatInstant, formatPay, formatPeriod, PayRunStatusChip } from './pay-format.tsx';

/**
 * Pay runs (docs/product/payroll-runs.md#pay-runs): one per pay period, newest first. Executive and manager open,
 * approve and export them; a supervisor reviews the people of their events (the list shows no totals to them).
 */
export default function PayRunsPage() {
  const { t } = useTranslation(['payRuns', 'common']);
  const navigate = useNavigate();
  const actor = useSession().data?.user;
  const mayManage = actor ? hasPermission(actor.roles, 'payroll.manage') : false;
  const runs = usePayRuns();
  const [opening, setOpening] = useState(false);

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          mayManage ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button component={RouterLink} to={screenPath('pay-settings')} startIcon={<SettingsOutlined />}>
                {t('list.settings')}
              </Button>
              <Button variant="contained" startIcon={<AddRounded />} onClick={() => setOpening(true)}>
                {t('list.open')}
              </Button>
            </Stack>
          ) : null
        }
      />
      {runs.error ? (
        <RetryAlert onRetry={() => void runs.refetch()}>{translateError(runs.error)}</RetryAlert>
      ) : !runs.data ? (
        <Skeleton variant="rounded" height={240} aria-label={t('common:states.loading')} />
      ) : runs.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="p">
            {t('list.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{mayManage ? t('list.emptyManager') : t('list.emptyReviewer')}</Typography>
        </Paper>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('list.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.columns.period')}</TableCell>
                <TableCell>{t('list.columns.status')}</TableCell>
                <TableCell align="right">{t('list.columns.people')}</TableCell>
                <TableCell align="right">{t('list.columns.gross')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('list.columns.approved')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.data.items.map((run) => (
                <TableRow key={run.id} hover>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={screenPath('pay-runs', { record: run.id })}
                      sx={{ fontWeight: 600 }}
                    >
                      {formatPeriod(run.periodStart, run.periodEnd)}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <PayRunStatusChip status={run.status} />
                  </TableCell>
                  <TableCell align="right">{run.people ?? '—'}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {run.grossCents === null ? '—' : formatPay(run.grossCents)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {run.approvedAt ? (
                      <>
                        {formatInstant(run.approvedAt)}
                        {run.approvedByName ? (
                          <Typography variant="body2" color="text.secondary" component="span" dir="auto">
                            {' · '}
                            {run.approvedByName}
                          </Typography>
                        ) : null}
                      </>
                    ) : (
                      t('list.notApproved')
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {opening ? (
        <OpenPayRunDialog
          onClose={() => setOpening(false)}
          onOpened={(id) => void navigate(screenPath('pay-runs', { record: id }))}
        />
      ) : null}
    </Stack>
  );
}
