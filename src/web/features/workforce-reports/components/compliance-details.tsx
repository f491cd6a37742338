import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ComplianceRow } from '../../../../shared/contract/workforce-reports.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { BackIconButton } from '../../../components/back-button.tsx';
import { DetailItem, DetailsList } from '../../../components/record-page/record-details.tsx';
import { formatFullDateTime } from '../../../lib/format.ts';

/** 'Over by N min' in the error colour (and in words, so not by colour alone); nothing when within the limit. */
export function ComplianceOverrunChip({ row }: { row: ComplianceRow }) {
  const { t } = useTranslation('payrollReports');
  if (!row.overrun) return null;
  return (
    <Chip size="small" color="error" variant="outlined" label={t('compliance.overBy', { count: row.overrunMinutes })} />
  );
}

/** 'Running' for a break not ended yet. */
export function ComplianceRunningChip() {
  const { t } = useTranslation('payrollReports');
  return <Chip size="small" color="info" variant="outlined" label={t('compliance.running')} />;
}

/**
 * The details of one break (docs/product/payroll-and-reports.md#compliance-report), in place of the list: back arrow, guard, client, event,
 * times, allowed and taken minutes, the overrun and its alert, and a link to the guard in Personnel. `row`
 * undefined: the break is not among the report's rows (an old link, or other filters).
 */
export function ComplianceDetails({ row, onClose }: { row: ComplianceRow | undefined; onClose: () => void }) {
  const { t } = useTranslation(['payrollReports', 'common']);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const minutes = (count: number) => t('compliance.details.minutes', { count });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <BackIconButton
          onClick={onClose}
          label={t('common:actions.back')}
          sx={{ marginInlineStart: (theme) => theme.spacing(-1) }}
        />
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ flex: 1, outline: 'none' }}>
          {t('compliance.details.title')}
        </Typography>
      </Box>
      {row ? (
        <>
          <DetailsList columns={{ xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }}>
            <DetailItem label={t('compliance.details.guard')}>
              <bdi>{row.guard?.name ?? t('compliance.unknownGuard')}</bdi>
            </DetailItem>
            <DetailItem label={t('compliance.details.client')}>
              <bdi>{row.client.name}</bdi>
            </DetailItem>
            <DetailItem label={t('compliance.details.event')}>
              <bdi>{row.event?.name ?? t('compliance.noEvent')}</bdi>
            </DetailItem>
            <DetailItem label={t('compliance.details.start')}>{formatFullDateTime(row.start)}</DetailItem>
            <DetailItem label={t('compliance.details.end')}>
              {row.end ? formatFullDateTime(row.end) : <ComplianceRunningChip />}
            </DetailItem>
            <DetailItem label={t('compliance.details.allowed')}>{minutes(row.allowedMinutes)}</DetailItem>
            <DetailItem label={t('compliance.details.taken')}>{minutes(row.takenMinutes)}</DetailItem>
            <DetailItem label={t('compliance.details.overBy')}>
              {row.overrun ? <ComplianceOverrunChip row={row} /> : t('compliance.details.notOver')}
            </DetailItem>
            <DetailItem label={t('compliance.details.alertRaised')}>
              {row.overrunAlertedAt ? formatFullDateTime(row.overrunAlertedAt) : t('compliance.details.noAlert')}
            </DetailItem>
          </DetailsList>
          {row.guard ? (
            <Button
              component={RouterLink}
              to={screenPath('personnel', { record: row.guard.id })}
              variant="outlined"
              startIcon={<PersonOutlineRounded />}
              sx={{ mt: 3 }}
            >
              {t('compliance.details.personnelLink', { name: row.guard.name })}
            </Button>
          ) : null}
        </>
      ) : (
        <Alert severity="info">{t('compliance.details.notFound')}</Alert>
      )}
    </Paper>
  );
}
