import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addDaysTo, localDateOf } from '../../../../shared/zoned-time.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { dailyActivityPdfUrl, useDailyActivity, useReportEvents } from '../api/daily-activity.ts';
import { ArchiveCard } from './archive-card.tsx';
import { ReportSections } from './report-sections.tsx';

/** Yesterday in the event's zone: the last whole day, the one a customer is sent. */
export function defaultDay(timeZone: string, now = Date.now()): string {
  try {
    return addDaysTo(localDateOf(now, timeZone), -1);
  } catch {
    return addDaysTo(new Date(now).toISOString().slice(0, 10), -1);
  }
}

/**
 * The event the report opens on: the first one that ran on its own default day (yesterday in its zone), so the first
 * thing a manager reads is a day with something in it; else the first event.
 */
export function defaultEvent<E extends { startDate: string; endDate: string; timeZone: string }>(
  items: readonly E[],
  now = Date.now(),
): E | undefined {
  const ranOn = (event: E) => {
    try {
      const day = defaultDay(event.timeZone, now);
      return (
        localDateOf(Date.parse(event.startDate), event.timeZone) <= day &&
        day <= localDateOf(Date.parse(event.endDate), event.timeZone)
      );
    } catch {
      return false;
    }
  };
  return items.find(ranOn) ?? items[0];
}

/**
 * The daily activity report (docs/product/proof-of-service.md#daily-activity-report): choose an event and a day
 * (in the address, `?event=…&date=…`; the day defaults to yesterday in the event's zone), read the day's sections,
 * download it as PDF, write the supervisor's note, and find issued versions in the archive.
 */
export default function DailyActivityPage() {
  const { t } = useTranslation(['dailyActivity', 'common']);
  const [params, setParams] = useSearchParams();
  const events = useReportEvents();
  const items = events.data?.items ?? [];
  const initial = useMemo(() => defaultEvent(items), [items]);
  const eventId = params.get('event') ?? initial?.id ?? '';
  const event = items.find((e) => e.id === eventId);
  const date = params.get('date') ?? (event ? defaultDay(event.timeZone) : '');
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const query = useMemo(() => (eventId && validDate ? { eventId, date } : undefined), [eventId, date, validDate]);
  const report = useDailyActivity(query);

  useEffect(() => {
    if (!params.get('event') && initial) {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('event', initial.id);
        return next;
      });
    }
  }, [initial, params, setParams]);

  const change = (key: 'event' | 'date', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      if (key === 'event') next.delete('date');
      return next;
    });

  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      {events.isPending ? (
        <CircularProgress aria-label={t('common:states.loading')} />
      ) : events.isError ? (
        <Alert severity="error">{translateError(events.error)}</Alert>
      ) : items.length === 0 ? (
        <Alert severity="info">{t('noEvents')}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label={t('event')}
            value={eventId}
            onChange={(e) => change('event', e.target.value)}
            sx={{ minWidth: 240 }}
            size="small"
          >
            {items.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.eventName} · {e.customerName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('date')}
            value={date}
            onChange={(e) => e.target.value && change('date', e.target.value)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box sx={{ flex: 1 }} />
          {query ? (
            <Button
              variant="contained"
              startIcon={<DownloadRounded />}
              href={dailyActivityPdfUrl(query)}
              download
              data-testid="dar-download-pdf"
            >
              {t('downloadPdf')}
            </Button>
          ) : null}
        </Stack>
      )}
      {query === undefined ? null : report.isPending ? (
        <CircularProgress aria-label={t('common:states.loading')} />
      ) : report.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => report.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')} {translateError(report.error)}
        </Alert>
      ) : (
        <ReportSections report={report.data} />
      )}
      {report.data?.issued ? (
        <Chip
          sx={{ alignSelf: 'flex-start' }}
          label={`${t('version.name', { version: report.data.issued.version })}${report.data.issued.revision ? ` · ${t('version.revision')}` : ''}`}
        />
      ) : null}
      <ArchiveCard events={items} />
    </Stack>
  );
}
