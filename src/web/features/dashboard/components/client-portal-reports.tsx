import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ClientDashboard } from '../../../../shared/contract/dashboard.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { localDayOf } from '../../../../shared/shift-repeat.ts';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { formatCount, formatLongDate, formatShortDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import {
  issuedReportPdfUrl,
  todayReportPdfUrl,
  useCustomerSubscriptions,
  useIssuedReports,
} from '../api/portal-reports.ts';
import { PanelLink } from './panel-links.tsx';

/*
 * The client portal's proof of service (docs/product/dashboard.md#client-portal): today's daily activity report of
 * each of their events, the reports issued to them, and the report mails they receive.
 */

/** How many issued reports the portal lists; the reports screen's archive searches them all. */
const issuedShown = 5;

function Loading() {
  return (
    <Box sx={{ px: 2.5, py: 2 }} aria-hidden>
      <Skeleton height={28} />
      <Skeleton height={28} />
    </Box>
  );
}

export function DailyReportsCard({ data }: { data: ClientDashboard }) {
  const { t } = useTranslation('dashboard');
  const issued = useIssuedReports();
  const now = new Date(data.generatedAt);
  const items = issued.data?.items ?? [];
  return (
    <SectionCard
      id="daily-reports"
      title={t('client.reports.title')}
      footer={<PanelLink to={screenPath('daily-activity')}>{t('client.reports.archive')}</PanelLink>}
    >
      {data.eventsToday.length > 0 ? (
        <Box component="section" aria-labelledby="daily-reports-today" sx={{ px: { xs: 2, sm: 2.5 }, pt: 1.5 }}>
          <Typography id="daily-reports-today" variant="subtitle2" component="h3" color="text.secondary">
            {t('client.reports.today')}
          </Typography>
          <List dense disablePadding aria-labelledby="daily-reports-today">
            {data.eventsToday.map((event) => {
              const date = localDayOf(now.getTime(), event.timeZone);
              return (
                <ListItem key={event.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <ListItemText
                    primary={<bdi>{event.eventName}</bdi>}
                    secondary={formatLongDate(`${date}T12:00:00Z`)}
                    sx={{ minWidth: 160 }}
                  />
                  <Button
                    size="small"
                    component={RouterLink}
                    to={screenPath('daily-activity', { query: { event: event.id, date } })}
                    aria-label={t('client.reports.openOf', { event: event.eventName })}
                  >
                    {t('client.reports.open')}
                  </Button>
                  <Button
                    size="small"
                    startIcon={<PictureAsPdfOutlined />}
                    href={todayReportPdfUrl(event.id, date)}
                    download
                    aria-label={t('client.reports.pdfOf', { event: event.eventName })}
                  >
                    {t('client.reports.pdf')}
                  </Button>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="daily-reports-issued" sx={{ px: { xs: 2, sm: 2.5 }, py: 1.5 }}>
        <Typography id="daily-reports-issued" variant="subtitle2" component="h3" color="text.secondary">
          {t('client.reports.issued')}
        </Typography>
        {issued.isPending ? (
          <Loading />
        ) : issued.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void issued.refetch()}>
                {t('client.reports.retry')}
              </Button>
            }
          >
            {t('client.reports.failed')}
          </Alert>
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t('client.reports.noneIssued')}
          </Typography>
        ) : (
          <List dense disablePadding aria-labelledby="daily-reports-issued">
            {items.slice(0, issuedShown).map((item) => (
              <ListItem key={item.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText
                  primary={
                    <>
                      <bdi>{item.eventName}</bdi> · {formatLongDate(`${item.date}T12:00:00Z`)}
                    </>
                  }
                  secondary={t('client.reports.issuedAt', { time: formatShortDateTime(item.issuedAt, now) })}
                  sx={{ minWidth: 160 }}
                />
                {item.revision ? (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    label={t('client.reports.revision', { version: formatCount(item.version) })}
                  />
                ) : null}
                <Button
                  size="small"
                  startIcon={<PictureAsPdfOutlined />}
                  href={issuedReportPdfUrl(item.id)}
                  download
                  aria-label={t('client.reports.pdfOfIssued', { event: item.eventName, date: item.date })}
                >
                  {t('client.reports.pdf')}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </SectionCard>
  );
}

export function ReportSubscriptionsCard(_props: { data: ClientDashboard }) {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const customerId = session.data?.user?.customerId;
  const subscriptions = useCustomerSubscriptions(customerId);
  const items = subscriptions.data?.items ?? [];
  // A customer's user always has a customer; an operator looking at the client view has none to show.
  if (!customerId) return null;
  return (
    <SectionCard id="report-mails" title={t('client.mails.title')}>
      {subscriptions.isPending ? (
        <Loading />
      ) : subscriptions.isError ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void subscriptions.refetch()}>
              {t('client.reports.retry')}
            </Button>
          }
        >
          {t('client.mails.failed')}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState icon={<MarkEmailReadOutlined fontSize="inherit" />} text={t('client.mails.empty')} />
      ) : (
        <List disablePadding aria-label={t('client.mails.title')}>
          {items.map((item, index) => (
            <ListItem key={item.id} divider={index < items.length - 1}>
              <ListItemText
                primary={t('client.mails.summary', {
                  kind: t(`client.mails.kinds.${item.kind}`),
                  time: item.sendAt,
                })}
                secondary={<bdi>{item.recipients.join(', ')}</bdi>}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2.5, pb: 1.5 }}>
        <DescriptionOutlined sx={{ fontSize: 14, verticalAlign: 'text-bottom', marginInlineEnd: 0.5 }} aria-hidden />
        {t('client.mails.help')}
      </Typography>
    </SectionCard>
  );
}
