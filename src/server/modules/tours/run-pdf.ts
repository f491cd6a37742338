import type { TourRunDetail } from '../../../shared/contract/tours.ts';
import { scanFlagWords, sentLateMinutes } from '../../../shared/tour-schedule.ts';
import { localDateTimeOf } from '../../../shared/zoned-time.ts';
import { createPdf } from '../../pdf/pdf-document.ts';

/*
 * One tour run as a PDF (docs/product/tours-and-check-calls.md#tour-report): the tour, event and window in the
 * event's time zone, the run's state, each checkpoint with what the run made of it, and every scan with its time,
 * guard, position, accuracy, flags and how late it was sent.
 */

const statusWords = { scanned: 'Scanned', late: 'Scanned late', missed: 'Missed', open: 'Open' } as const;

/** DD/MM/YYYY, HH:mm:ss on the wall clock of the zone. */
function inZone(iso: string, timeZone: string): string {
  const local = localDateTimeOf(Date.parse(iso), timeZone);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}, ${local.slice(11, 19)}`;
}

export async function renderRunPdf(run: TourRunDetail, now: Date): Promise<Buffer> {
  const w = createPdf({
    margins: { top: 48, bottom: 48, left: 48, right: 48 },
    info: { Title: `Tour run — ${run.tourName}`, Author: 'Watchpost', CreationDate: now },
  });
  const { doc, body, strong, width } = w;
  const zone = run.event.timeZone;

  doc.font(strong).fontSize(18).fillColor('#111111').text(`Tour run: ${run.tourName}`, { width });
  doc.font(body).fontSize(11).fillColor('#333333');
  doc.text(`Event: ${run.event.name}`);
  doc.text(`Window: ${inZone(run.startsAt, zone)} – ${inZone(run.endsAt, zone)} (${zone})`);
  doc.text(`Grace until: ${inZone(run.closesAt, zone)}`);
  doc.text(`State: ${run.state}${run.ordered ? ' · ordered tour' : ''}`);
  doc.moveDown();

  doc.font(strong).fontSize(13).fillColor('#111111').text('Checkpoints');
  doc.font(body).fontSize(10).fillColor('#222222');
  for (const [i, checkpoint] of run.checkpoints.entries()) {
    const when = checkpoint.countedAt ? ` at ${inZone(checkpoint.countedAt, zone)}` : '';
    doc.text(`${i + 1}. ${checkpoint.name} — ${statusWords[checkpoint.status]}${when}`, { width });
  }
  doc.moveDown();

  doc.font(strong).fontSize(13).fillColor('#111111').text('Scans');
  doc.font(body).fontSize(10).fillColor('#222222');
  if (run.scans.length === 0) doc.text('No scans in this run.');
  const names = new Map(run.checkpoints.map((c) => [c.id, c.name]));
  for (const scan of run.scans) {
    const where =
      scan.latitude !== null && scan.longitude !== null
        ? `${scan.latitude.toFixed(6)}, ${scan.longitude.toFixed(6)}${scan.accuracy !== null ? ` ±${Math.round(scan.accuracy)} m` : ''}`
        : 'no position';
    const flag = scan.flags.length > 0 ? ` — FLAGGED: ${scan.flags.map((f) => scanFlagWords[f]).join(', ')}` : '';
    const minutesLate = sentLateMinutes(scan.at, scan.receivedAt);
    const late = minutesLate === null ? '' : ` · sent ${minutesLate} min late`;
    doc.text(
      `${inZone(scan.at, zone)} · ${names.get(scan.checkpointId) ?? 'Checkpoint'} · ${scan.guard.name} · ${where}${late}${flag}`,
      { width },
    );
  }
  doc.moveDown();
  doc.fontSize(8).fillColor('#777777').text(`Run ${run.id} · made ${now.toISOString()}`, { width });
  return w.finish();
}
