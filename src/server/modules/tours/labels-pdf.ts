import qrcode from 'qrcode-generator';
import { createPdf } from '../../pdf/pdf-document.ts';

/*
 * The checkpoint labels sheet (docs/product/tours-and-check-calls.md#labels): six labels an A4 page, each with the
 * checkpoint's name, the event and a QR code of its scan URL (error correction M: a scuffed label still reads).
 */

export interface Label {
  name: string;
  scanUrl: string;
}

/** The QR modules of `text`, as a square of booleans (true = dark). */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

export async function renderLabelsPdf(eventName: string, labels: readonly Label[], now: Date): Promise<Buffer> {
  const w = createPdf({
    margins: { top: 36, bottom: 36, left: 36, right: 36 },
    info: { Title: `Checkpoint labels — ${eventName}`, Author: 'Watchpost', CreationDate: now },
  });
  const { doc, body, strong } = w;

  const columns = 2;
  const rows = 3;
  const cellWidth = (doc.page.width - 72) / columns;
  const cellHeight = (doc.page.height - 72) / rows;
  if (labels.length === 0) doc.font(body).fontSize(12).text(`${eventName}: no checkpoints yet.`);
  labels.forEach((label, i) => {
    const slot = i % (columns * rows);
    if (i > 0 && slot === 0) doc.addPage();
    const x = 36 + (slot % columns) * cellWidth;
    const y = 36 + Math.floor(slot / columns) * cellHeight;
    doc.save().lineWidth(0.5).dash(3, { space: 3 }).strokeColor('#999999').rect(x, y, cellWidth, cellHeight).stroke();
    doc.restore();
    doc
      .font(strong)
      .fontSize(14)
      .fillColor('#111111')
      .text(label.name, x + 12, y + 12, { width: cellWidth - 24 });
    doc
      .font(body)
      .fontSize(9)
      .fillColor('#555555')
      .text(eventName, x + 12, doc.y + 2, { width: cellWidth - 24 });
    const modules = qrModules(label.scanUrl);
    const size = Math.min(cellWidth - 48, cellHeight - 90);
    const unit = size / (modules.length + 8); // a quiet zone of four modules each side
    const qx = x + (cellWidth - size) / 2 + 4 * unit;
    const qy = y + cellHeight - size - 12 + 4 * unit;
    doc.fillColor('#000000');
    modules.forEach((row, r) => {
      row.forEach((dark, c) => {
        if (dark) doc.rect(qx + c * unit, qy + r * unit, unit + 0.01, unit + 0.01);
      });
    });
    doc.fill();
  });
  return w.finish();
}
