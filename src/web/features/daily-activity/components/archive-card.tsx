import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '../../../../shared/contract/events.ts';
import { DayField } from '../../../components/list-page/day-range-fields.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatFullDateTime } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useArchive, versionPdfUrl } from '../api/daily-activity.ts';

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The issued versions the reader may see, newest first: search by text, event and days. */
export function ArchiveCard({ events }: { events: readonly EventSummary[] }) {
  const { t } = useTranslation(['dailyActivity', 'common']);
  const [q, setQ] = useState('');
  const [eventId, setEventId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const search = useDebouncedValue(q.trim(), 300);
  const archive = useArchive({
    ...(search ? { q: search } : {}),
    ...(eventId ? { eventId } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) && (!isDay(from) || to >= from) ? { to } : {}),
  });
  const items = archive.data?.items ?? [];
  return (
    <SectionCard id="dar-archive" title={t('sections.archive')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ px: 2.5, pt: 2, flexWrap: 'wrap' }}>
        <TextField size="small" label={t('archive.search')} value={q} onChange={(e) => setQ(e.target.value)} />
        <TextField
          size="small"
          select
          label={t('event')}
          value={eventId}
          onChange={(e) => setEventId(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('archive.allEvents')}</MenuItem>
          {events.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.eventName}
            </MenuItem>
          ))}
        </TextField>
        <DayField label={t('archive.from')} value={from} onChange={setFrom} />
        <DayField label={t('archive.to')} value={to} onChange={setTo} />
      </Stack>
      {archive.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {translateError(archive.error)}
        </Alert>
      ) : archive.isPending ? (
        <Typography color="text.secondary" sx={{ px: 2.5, py: 2 }}>
          {t('common:states.loading')}
        </Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2.5, py: 2 }}>
          {t('none.archive')}
        </Typography>
      ) : (
        <List dense aria-label={t('sections.archive')}>
          {items.map((item) => (
            <ListItem key={item.id} sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                primary={`${item.date} · ${item.eventName} · ${item.customerName}`}
                secondary={`${t('version.name', { version: item.version })}${item.revision ? ` · ${t('version.revision')}` : ''} · ${t('version.issued', { at: formatFullDateTime(item.issuedAt), seq: item.chainSeq })}`}
              />
              <Link href={versionPdfUrl(item.id)} download>
                {t('archive.columns.pdf')}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
