import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyActivityReport } from '../../../../shared/contract/daily-activity.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { ScanFlagChips } from '../../../components/scan-flags.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { isTourRunState, TourStateChip } from '../../../components/tour-state-chip.tsx';
import { languageOf } from '../../../i18n/languages.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { useAlertTexts } from '../../../lib/alert-texts.ts';
import { formatHours } from '../../../lib/format.ts';
import { reportStatusLabel, reportTypeLabel } from '../../../lib/report-labels.ts';
import { useSession } from '../../../lib/session.ts';
import { useSaveNote, versionPdfUrl } from '../api/daily-activity.ts';

type Content = DailyActivityReport['content'];

/** Times in the event's zone; the date too when it is not the report's day. */
function useZoneFormat(content: Content) {
  const { i18n } = useTranslation();
  const locale = languageOf(i18n.language).locale;
  const zone = content.header.timeZone;
  return (iso: string) => {
    const d = new Date(iso);
    try {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(d);
      const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(d);
      if (day === content.header.date) return time;
      return new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(d);
    } catch {
      return d.toISOString();
    }
  };
}

function Section({ id, title, none, rows }: { id: string; title: string; none: string; rows: ReactNode[] }) {
  return (
    <SectionCard id={`dar-${id}`} title={title}>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2.5, py: 2 }}>
          {none}
        </Typography>
      ) : (
        <List dense>{rows}</List>
      )}
    </SectionCard>
  );
}

function Row({ primary, secondary, extra }: { primary: ReactNode; secondary?: ReactNode; extra?: ReactNode }) {
  return (
    <ListItem sx={{ gap: 1, flexWrap: 'wrap' }}>
      <ListItemText primary={primary} secondary={secondary} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
      {extra}
    </ListItem>
  );
}

function NoteEditor({ content }: { content: Content }) {
  const { t } = useTranslation('dailyActivity');
  const [body, setBody] = useState(content.note?.body ?? '');
  useEffect(() => setBody(content.note?.body ?? ''), [content.note?.body]);
  const save = useSaveNote(content.header.event.id, content.header.date);
  const tooLong = body.length > 4000;
  return (
    <Stack spacing={1} sx={{ px: 2.5, py: 2 }}>
      <TextField
        label={t('note.label')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={3}
        error={tooLong}
        helperText={tooLong ? t('note.tooLong') : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'dar-note-input' } }}
      />
      <Box>
        <Button
          variant="outlined"
          disabled={tooLong || save.isPending || body.trim() === (content.note?.body ?? '')}
          onClick={() => save.mutate(body)}
        >
          {t('note.save')}
        </Button>
      </Box>
      {save.isSuccess ? <Alert severity="success">{t('note.saved')}</Alert> : null}
      {save.isError ? (
        <Alert severity="error">
          {t('note.saveFailed')} {translateError(save.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The report's header and sections as cards, each saying so when empty. */
export function ReportSections({ report }: { report: DailyActivityReport }) {
  const { t } = useTranslation('dailyActivity');
  const user = useSession().data?.user;
  const canEditNote = user ? hasPermission(user.roles, 'dailyNotes.edit') : false;
  const c = report.content;
  const at = useZoneFormat(c);
  const alertTexts = useAlertTexts();
  const { t: reportsT } = useTranslation(['incidentReports', 'common']);
  const place = [c.header.event.siteName, c.header.event.address].filter(Boolean).join(', ');

  return (
    <Stack spacing={2} data-testid="dar-report">
      <Box>
        <Typography variant="h5" component="h2">
          {c.header.company.name} · {c.header.event.name}
        </Typography>
        <Typography color="text.secondary">
          {t('header.customer')}: {c.header.customer.name}
          {place ? ` · ${t('header.location')}: ${place}` : ''} · {t('header.timeZone')}: {c.header.timeZone} ·{' '}
          {c.header.date}
        </Typography>
      </Box>
      {c.empty ? <Alert severity="info">{t(`empty.${c.empty}`)}</Alert> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Section
          id="guards"
          title={t('sections.guards')}
          none={t('none.guards')}
          rows={c.guardsOnDuty.map((g) => (
            <Row
              key={`${g.person.id}-${g.clockIn}`}
              primary={g.person.name}
              secondary={`${
                g.clockOut
                  ? t('guard.inOut', { in: at(g.clockIn), out: at(g.clockOut) })
                  : t('guard.stillOnDuty', { in: at(g.clockIn) })
              } · ${t('guard.hours', { hours: formatHours(g.hours) })}`}
              extra={g.offSite ? <Chip size="small" color="warning" label={t('guard.offSite')} /> : null}
            />
          ))}
        />
        <Section
          id="breaks"
          title={t('sections.breaks')}
          none={t('none.breaks')}
          rows={c.breaks.map((b) => (
            <Row
              key={`${b.person.id}-${b.startAt}`}
              primary={b.person.name}
              secondary={`${b.endAt ? t('break.span', { start: at(b.startAt), end: at(b.endAt) }) : t('break.open', { start: at(b.startAt) })} · ${t('break.minutes', { minutes: b.minutes, planned: b.plannedMinutes })}`}
              extra={b.overrun ? <Chip size="small" color="warning" label={t('break.overrun')} /> : null}
            />
          ))}
        />
        <Section
          id="tours"
          title={t('sections.tours')}
          none={t('none.tours')}
          rows={c.tours.map((r) => (
            <Row
              key={`${r.tourId}-${r.startsAt}`}
              primary={
                <>
                  <bdi>{r.tourName}</bdi> · <bdi>{`${at(r.startsAt)}–${at(r.endsAt)}`}</bdi>
                </>
              }
              secondary={t('tour.counts', r)}
              extra={
                isTourRunState(r.state) ? <TourStateChip state={r.state} /> : <Chip size="small" label={r.state} />
              }
            />
          ))}
        />
        <Section
          id="scans"
          title={t('sections.scans')}
          none={t('none.scans')}
          rows={c.checkpointScans.map((s) => (
            <Row
              key={`${s.at}-${s.checkpoint}-${s.guard.id}`}
              primary={
                <>
                  <bdi>{at(s.at)}</bdi> · <bdi>{s.checkpoint}</bdi>
                </>
              }
              secondary={s.guard.name}
              extra={<ScanFlagChips flags={s.flags} at={s.at} receivedAt={s.receivedAt} />}
            />
          ))}
        />
        {c.patrolVisits ? (
          <Section
            id="patrol-visits"
            title={t('sections.patrolVisits')}
            none=""
            rows={c.patrolVisits.map((v) => (
              <Row
                key={`${v.routeName}-${v.windowStartsAt}`}
                primary={
                  <>
                    <bdi>{v.routeName}</bdi> · <bdi>{`${at(v.windowStartsAt)}–${at(v.windowEndsAt)}`}</bdi>
                  </>
                }
                secondary={[v.visitedAt ? t('patrol.visitedAt', { time: at(v.visitedAt) }) : null, v.guard?.name]
                  .filter(Boolean)
                  .join(' · ')}
                extra={
                  <Chip
                    size="small"
                    color={v.status === 'visited' ? 'success' : 'error'}
                    label={t(`patrol.${v.status}`)}
                  />
                }
              />
            ))}
          />
        ) : null}
        <Section
          id="check-calls"
          title={t('sections.checkCalls')}
          none={t('none.checkCalls')}
          rows={c.checkCalls.map((k) => (
            <Row key={`${k.at}-${k.guard.id}`} primary={at(k.at)} secondary={k.guard.name} />
          ))}
        />
        <Section
          id="alerts"
          title={t('sections.alerts')}
          none={t('none.alerts')}
          rows={c.alerts.map((a) => (
            <Row
              key={a.id}
              primary={
                <>
                  <bdi>{at(a.at)}</bdi> · <bdi>{a.title}</bdi>
                </>
              }
              secondary={
                a.acknowledged
                  ? t('alert.acknowledged', {
                      name: a.acknowledged.by?.name ?? t('alert.someone'),
                      minutes: a.acknowledged.afterMinutes,
                    })
                  : t('alert.unacknowledged')
              }
              extra={
                <Chip
                  size="small"
                  label={alertTexts.type({ type: a.type, title: a.title, params: null })}
                  color={a.acknowledged ? 'default' : 'error'}
                />
              }
            />
          ))}
        />
        <Section
          id="incidents"
          title={t('sections.incidents')}
          none={t('none.incidents')}
          rows={c.incidentReports.map((r) => (
            <Row
              key={r.id}
              primary={
                <>
                  <bdi>{at(r.at)}</bdi> · <bdi>{r.title}</bdi>
                </>
              }
              secondary={`${reportTypeLabel(reportsT, r.reportType)} · ${t('incident.filedBy', { name: r.filedBy?.name ?? '—' })} · ${reportStatusLabel(reportsT, r.status)}`}
              extra={
                r.thumbnailUrl ? (
                  <Box
                    component="img"
                    src={r.thumbnailUrl}
                    alt={t('incident.photo', { title: r.title })}
                    sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : null
              }
            />
          ))}
        />
        <Section
          id="visitors"
          title={t('sections.visitors')}
          none={t('none.visitors')}
          rows={c.visitors.map((v) => (
            <Row
              key={`${v.name}-${v.checkedInAt}`}
              primary={v.company ? `${v.name} (${v.company})` : v.name}
              secondary={t('visitor.span', {
                in: v.checkedInAt ? at(v.checkedInAt) : '—',
                out: v.checkedOutAt ? at(v.checkedOutAt) : t('visitor.onSite'),
              })}
            />
          ))}
        />
      </Box>
      <SectionCard id="dar-note" title={t('sections.note')}>
        {c.note ? (
          <Box sx={{ px: 2.5, pt: 2 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="dar-note-body">
              {c.note.body}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('note.by', { name: c.note.updatedBy?.name ?? '—', at: at(c.note.updatedAt) })}
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ px: 2.5, pt: 2 }}>
            {t('none.note')}
          </Typography>
        )}
        {canEditNote ? <NoteEditor content={c} /> : <Box sx={{ pb: 2 }} />}
      </SectionCard>
      <Section
        id="versions"
        title={t('sections.versions')}
        none={t('none.versions')}
        rows={report.versions.map((v) => (
          <Row
            key={v.id}
            primary={`${t('version.name', { version: v.version })}${v.revision ? ` · ${t('version.revision')}` : ''}`}
            secondary={t('version.issued', { at: at(v.issuedAt), seq: v.chainSeq })}
            extra={
              <Link href={versionPdfUrl(v.id)} download>
                {t('version.download', { version: v.version })}
              </Link>
            }
          />
        ))}
      />
    </Stack>
  );
}
