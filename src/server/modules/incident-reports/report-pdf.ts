import sharp from 'sharp';
import type { Report } from '../../../shared/contract/incident-reports.ts';
import { type FileableReportType, type ReportField, reportTypeFields } from '../../../shared/incident-report-rules.ts';
import { createPdf } from '../../pdf/pdf-document.ts';

/*
 * A report as a PDF for a client or an insurer (docs/product/incident-reports.md#pdf): company and client header, every field of the
 * report's type, photos, the signature, comments, status and versions, and on every page a footer with the report
 * id, its content hash and the generation time.
 */

const fieldLabels: Record<ReportField, string> = {
  eventId: 'Event',
  guardId: 'Guard',
  incidentType: 'Incident type',
  incidentLocation: 'Location',
  incidentDate: 'Incident date',
  victimName: 'Victim name',
  victimNumber: 'Victim phone',
  witnessName: 'Witness name',
  witnessNumber: 'Witness phone',
  policeCalled: 'Police called',
  policeReportNumber: 'Police report number',
  actionTaken: 'Action taken',
  firePresent: 'Fire present',
  evacuationOccurred: 'Evacuation occurred',
  vandalismType: 'Vandalism type',
  itemsTaken: 'Items taken',
  details: 'Details',
  guardNote: 'Guard note',
};

const when = (value: string | null) =>
  value ? `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '—';

function fieldValue(report: Report, field: ReportField): string {
  switch (field) {
    case 'eventId':
      return report.event?.name ?? 'No Event Assigned';
    case 'guardId':
      return report.guard?.name ?? 'Unknown guard';
    case 'incidentDate':
      return when(report.incidentDate);
    default: {
      const value = report[field];
      if (value === null || value === undefined || value === '') return '—';
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      return String(value);
    }
  }
}

export interface PdfPhoto {
  fileName: string;
  sha256: string;
  bytes: Buffer | null;
}

export async function renderReportPdf(report: Report, photos: readonly PdfPhoto[], generatedAt: Date): Promise<Buffer> {
  const images = await Promise.all(
    photos.map(async (photo) => ({
      ...photo,
      jpeg: photo.bytes
        ? await sharp(photo.bytes)
            .rotate()
            .resize(900, 900, { fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 80 })
            .toBuffer()
            .catch(() => null)
        : null,
    })),
  );
  const w = createPdf({
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: `${report.reportType} ${report.id}`, Author: 'Watchpost', Subject: report.client.name },
  });
  const { doc, body, strong, width } = w;

  doc.font(strong).fontSize(9).fillColor('#555555').text('WATCHPOST — SECURITY OPERATIONS', { characterSpacing: 1 });
  doc.moveDown(0.3);
  doc.font(strong).fontSize(18).fillColor('#111111').text(report.client.name);
  doc.font(body).fontSize(14).text(report.reportType);
  doc.moveDown(0.5);
  doc
    .font(body)
    .fontSize(10)
    .fillColor('#333333')
    .text(
      `Status: ${report.status || 'Submitted'}   ·   Version ${report.version}   ·   Filed ${when(report.submittedAt)}`,
    )
    .text(`Filed by: ${report.submittedBy?.name ?? '—'}`);
  if (report.statusChangedBy) {
    doc.text(`${report.status} by ${report.statusChangedBy.name} on ${when(report.statusChangedAt)}`);
  }
  doc.moveDown(0.8);

  const type = report.reportType as FileableReportType;
  const fields = reportTypeFields[type]?.fields ?? [];
  for (const field of fields) {
    doc.font(strong).fontSize(10).fillColor('#111111').text(fieldLabels[field], { continued: false });
    doc.font(body).fontSize(11).fillColor('#222222').text(fieldValue(report, field), { width });
    doc.moveDown(0.4);
  }

  if (report.signature) {
    doc.moveDown(0.4);
    doc.font(strong).fontSize(10).text('Signature');
    const png = Buffer.from(report.signature.replace(/^data:image\/png;base64,/, ''), 'base64');
    try {
      doc.image(png, { fit: [220, 90] });
    } catch {
      doc.font(body).text('(signature could not be shown)');
    }
    doc.moveDown(0.6);
  }

  if (images.length > 0) {
    doc.addPage();
    doc.font(strong).fontSize(13).fillColor('#111111').text('Photos');
    doc.moveDown(0.5);
    for (const image of images) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 280) doc.addPage();
      if (image.jpeg) doc.image(image.jpeg, { fit: [width, 260] });
      doc.moveDown(0.3);
      doc.font(body).fontSize(8).fillColor('#555555').text(`${image.fileName} · SHA-256 ${image.sha256}`);
      doc.moveDown(0.8);
    }
  }

  doc.moveDown(0.6);
  doc.font(strong).fontSize(13).fillColor('#111111').text('Comments');
  doc.moveDown(0.3);
  if (report.comments.length === 0) doc.font(body).fontSize(10).text('No comments.');
  for (const comment of report.comments) {
    doc
      .font(strong)
      .fontSize(9)
      .fillColor('#333333')
      .text(`${comment.author?.name ?? 'Unknown'} · ${when(comment.createdAt)}`);
    doc.font(body).fontSize(10).fillColor('#222222').text(comment.content, { width });
    doc.moveDown(0.4);
  }

  if (report.versions.length > 0) {
    doc.moveDown(0.6);
    doc.font(strong).fontSize(13).fillColor('#111111').text('Earlier versions');
    for (const v of report.versions) {
      doc
        .font(body)
        .fontSize(9)
        .fillColor('#333333')
        .text(
          `Version ${v.version} (SHA-256 ${v.contentHash}) changed by ${v.editedBy?.name ?? '—'} on ${when(v.editedAt)}: ${v.reason ?? ''}`,
        );
    }
  }

  w.stampFooters(
    (page, pageCount) =>
      `Report ${report.id} · content SHA-256 ${report.contentHash} · generated ${generatedAt.toISOString()} · page ${page} of ${pageCount}`,
  );
  return w.finish();
}
