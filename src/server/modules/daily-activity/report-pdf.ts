import type { DailyActivityContent, DailyActivityEmptyReason } from '../../../shared/contract/daily-activity.ts';
import { scanFlagWords, sentLateMinutes } from '../../../shared/tour-schedule.ts';
import { localDateTimeOf } from '../../../shared/zoned-time.ts';
import { createPdf, type PdfWriter } from '../../pdf/pdf-document.ts';

/*
 * A daily activity report as PDF (docs/product/proof-of-service.md#daily-activity-report): the same sections as the
 * web view, times in the event's time zone, and — for an issued version — "Version n", "Revision" after the first,
 * its content hash and its position and hash in the client's chain. Several days make one PDF (a weekly delivery),
 * each day from a new page.
 */

export const emptyDayWording: Record<DailyActivityEmptyReason, string> = {
  event_not_running: 'Nothing to report: the event was not running on this day.',
  no_shift: 'Nothing to report: no shift was scheduled on this day.',
  no_guard_clocked_in: 'Nothing to report: shifts were scheduled but no guard clocked in.',
};

export interface PdfDay {
  content: DailyActivityContent;
  contentHash: string;
  /** The issued version this PDF is of; null for a report computed now (not issued). */
  version: { version: number; issuedAt: string; chainSeq: number; chainHash: string } | null;
  /** The client's chain head when the report was generated (a report computed now). */
  chainHead: { seq: number; hash: string } | null;
  generatedAt: string;
  /** Thumbnails of the incident reports' first photos, as JPEG, by their file hash. */
  photos: ReadonlyMap<string, Buffer>;
}

/** HH:mm on the wall clock of the zone, with YYYY-MM-DD before it when it is not on `date`. */
function timeIn(iso: string, timeZone: string, date?: string): string {
  const local = localDateTimeOf(Date.parse(iso), timeZone);
  const day = local.slice(0, 10);
  const time = local.slice(11, 16);
  return date && day === date ? time : `${day} ${time}`;
}

/** " · sent N min late" for a scan that reached the server more than five minutes after it was taken. */
function sentLate(scan: { at: string; receivedAt: string }): string {
  const minutes = sentLateMinutes(scan.at, scan.receivedAt);
  return minutes === null ? '' : ` · sent ${minutes} min late`;
}

function section(w: PdfWriter, title: string) {
  const { doc } = w;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.7);
  doc.font(w.strong).fontSize(12).fillColor('#111111').text(title, { width: w.width });
  doc.moveDown(0.2);
  doc.font(w.body).fontSize(9.5).fillColor('#222222');
}

function lines(w: PdfWriter, rows: string[], none: string) {
  if (rows.length === 0) {
    w.doc.font(w.body).fontSize(9.5).fillColor('#666666').text(none, { width: w.width });
    w.doc.fillColor('#222222');
    return;
  }
  for (const row of rows) w.doc.text(row, { width: w.width });
}

function renderDay(w: PdfWriter, day: PdfDay) {
  const { doc } = w;
  const c = day.content;
  const zone = c.header.timeZone;
  const at = (iso: string) => timeIn(iso, zone, c.header.date);

  doc.font(w.strong).fontSize(9).fillColor('#555555').text('DAILY ACTIVITY REPORT', { characterSpacing: 1 });
  doc.font(w.strong).fontSize(18).fillColor('#111111').text(c.header.company.name, { width: w.width });
  doc.font(w.body).fontSize(11).fillColor('#222222');
  doc.text(`Customer: ${c.header.customer.name}`, { width: w.width });
  doc.text(`Event: ${c.header.event.name}`, { width: w.width });
  const place = [c.header.event.siteName, c.header.event.address].filter(Boolean).join(', ');
  const coordinates =
    c.header.event.latitude !== null && c.header.event.longitude !== null
      ? `${c.header.event.latitude.toFixed(5)}, ${c.header.event.longitude.toFixed(5)}`
      : '';
  if (place || coordinates) doc.text(`Location: ${place || coordinates}`, { width: w.width });
  doc.text(`Date: ${c.header.date} (time zone ${zone})`, { width: w.width });
  if (day.version) {
    doc
      .font(w.strong)
      .text(
        `Version ${day.version.version}${day.version.version > 1 ? ' · Revision' : ''} · issued ${timeIn(day.version.issuedAt, zone)}`,
        { width: w.width },
      );
    doc.font(w.body);
  } else {
    doc.text(`Generated ${timeIn(day.generatedAt, zone)} (not an issued version)`, { width: w.width });
  }

  if (c.empty) {
    doc.moveDown(0.8);
    doc.font(w.strong).fontSize(12).fillColor('#111111').text(emptyDayWording[c.empty], { width: w.width });
  }

  section(w, 'Guards on duty');
  lines(
    w,
    c.guardsOnDuty.map(
      (g) =>
        `${g.person.name} — in ${at(g.clockIn)}, ${g.clockOut ? `out ${at(g.clockOut)}` : 'still on duty'}, ${g.hours.toFixed(2)} h${g.offSite ? ' · OFF-SITE clock-in' : ''}`,
    ),
    'No guards on duty',
  );
  section(w, 'Breaks');
  lines(
    w,
    c.breaks.map(
      (b) =>
        `${b.person.name} — ${b.endAt ? `${at(b.startAt)} to ${at(b.endAt)}` : `from ${at(b.startAt)}, still on break`}, ${b.minutes} min of ${b.plannedMinutes}${b.overrun ? ' · OVERRUN' : ''}`,
    ),
    'No breaks',
  );
  section(w, 'Tours');
  lines(
    w,
    c.tours.map(
      (t) =>
        `${t.tourName} — ${at(t.startsAt)}–${at(t.endsAt)}, ${t.state}: ${t.scanned}/${t.expected} scanned, ${t.missed} missed, ${t.late} late`,
    ),
    'No tour runs',
  );
  section(w, 'Checkpoint scans');
  lines(
    w,
    c.checkpointScans.map(
      (s) =>
        `${at(s.at)} ${s.checkpoint} — ${s.guard.name}${sentLate(s)}${s.flags.length > 0 ? ` · FLAG: ${s.flags.map((f) => scanFlagWords[f].toLowerCase()).join(', ')}` : ''}`,
    ),
    'No checkpoint scans',
  );
  if (c.patrolVisits) {
    section(w, 'Patrol visits');
    lines(
      w,
      c.patrolVisits.map(
        (v) =>
          `${v.routeName} — window ${at(v.windowStartsAt)}–${at(v.windowEndsAt)}: ${
            v.visitedAt ? `visited at ${at(v.visitedAt)}` : 'MISSED'
          }${v.guard ? ` (${v.guard.name})` : ''}`,
      ),
      'No patrol visits',
    );
  }
  section(w, 'Check-calls');
  lines(
    w,
    c.checkCalls.map((k) => `${at(k.at)} ${k.guard.name}`),
    'No check-calls',
  );
  section(w, 'Alerts');
  lines(
    w,
    c.alerts.map(
      (a) =>
        `${at(a.at)} ${alertHeading(a)} — ${
          a.acknowledged
            ? `acknowledged by ${a.acknowledged.by?.name ?? 'someone no longer listed'} after ${a.acknowledged.afterMinutes} min`
            : 'unacknowledged'
        }`,
    ),
    'No alerts',
  );
  section(w, 'Incident reports');
  if (c.incidentReports.length === 0) lines(w, [], 'No incident reports');
  for (const r of c.incidentReports) {
    doc.text(`${at(r.at)} ${r.title} (${r.reportType}) — filed by ${r.filedBy?.name ?? '—'}, ${r.status}`, {
      width: w.width,
    });
    const photo = r.photoFile ? day.photos.get(r.photoFile) : undefined;
    if (photo) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 110) doc.addPage();
      try {
        doc.image(photo, { fit: [140, 100] });
      } catch {
        doc.text('(photo could not be shown)');
      }
      doc.moveDown(0.3);
    }
  }
  section(w, 'Visitors');
  lines(
    w,
    c.visitors.map(
      (v) =>
        `${v.name}${v.company ? ` (${v.company})` : ''} — in ${v.checkedInAt ? at(v.checkedInAt) : '—'}, out ${v.checkedOutAt ? at(v.checkedOutAt) : 'still on site'}`,
    ),
    'No visitors',
  );
  section(w, "Supervisor's note");
  if (c.note) {
    doc.text(c.note.body, { width: w.width });
    doc
      .fillColor('#666666')
      .text(`— ${c.note.updatedBy?.name ?? '—'}, ${timeIn(c.note.updatedAt, zone)}`, { width: w.width });
  } else lines(w, [], 'No note');

  doc.moveDown(1);
  doc.font(w.body).fontSize(7.5).fillColor('#555555');
  doc.text(`Content SHA-256 ${day.contentHash}`, { width: w.width });
  // The head as `<seq>:<hash>`, what Verify records takes to show the chain still reaches it
  // (docs/product/proof-of-service.md#tamper-evidence): an issued version's own entry is the head at its issue.
  if (day.version) {
    doc.text(`Chain position ${day.version.chainSeq} · chain hash ${day.version.chainHash}`, { width: w.width });
    doc.text(`Chain head at issue: ${day.version.chainSeq}:${day.version.chainHash}`, { width: w.width });
  } else if (day.chainHead) {
    doc.text(`Chain head at generation: position ${day.chainHead.seq} · hash ${day.chainHead.hash}`, {
      width: w.width,
    });
    doc.text(`Chain head: ${day.chainHead.seq}:${day.chainHead.hash}`, { width: w.width });
  } else {
    doc.text('Chain head at generation: no chained records yet', { width: w.width });
  }
}

/** One or more days' reports in one PDF, each day from a new page. */
export function renderDailyActivityPdf(days: readonly PdfDay[], title: string): Promise<Buffer> {
  const w = createPdf({
    margins: { top: 48, bottom: 48, left: 48, right: 48 },
    info: { Title: title, Author: 'Watchpost' },
  });
  days.forEach((day, i) => {
    if (i > 0) w.doc.addPage();
    renderDay(w, day);
  });
  if (days.length === 0) w.doc.font(w.body).fontSize(11).text('No reports.');
  return w.finish();
}

/**
 * An alert's title, which names its kind already ("SOS: Yusuf Karim"); the type follows in brackets only when the
 * title does not start with it ("Break outside the break zone: … (Break Zone Exit)").
 */
export function alertHeading(alert: { type: string; title: string }): string {
  return alert.title.toLowerCase().startsWith(alert.type.toLowerCase())
    ? alert.title
    : `${alert.title} (${alert.type})`;
}
