import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/*
 * The common setup of the PDFs the server makes (pdfkit): an A4 document, DejaVu Sans when the system has it (names
 * in any Latin, Greek or Cyrillic script) else the built-in Helvetica, and the bytes collected when it ends.
 */

const regularFont = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].find((f) => existsSync(f));
const boldFont = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'].find((f) => existsSync(f));

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Font names to pass to doc.font(). */
  body: string;
  strong: string;
  /** The text width between the margins. */
  width: number;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer>;
}

export function createPdf(options: PDFKit.PDFDocumentOptions): PdfWriter {
  const doc = new PDFDocument({ size: 'A4', ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (regularFont) doc.registerFont('body', regularFont);
  if (boldFont) doc.registerFont('bold', boldFont);
  return {
    doc,
    body: regularFont ? 'body' : 'Helvetica',
    strong: boldFont ? 'bold' : 'Helvetica-Bold',
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
