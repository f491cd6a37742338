import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  displayOrder,
  hasRightToLeft,
  keepSpacesAfterRightToLeftWords,
  paragraphDirection,
  wrapTypedOrder,
} from './bidi-text.ts';

/*
 * The common setup of the PDFs the server makes (pdfkit): an A4 document in DejaVu Sans (names in any Latin, Greek,
 * Cyrillic, Arabic or Hebrew script), right-to-left text in its reading order (bidi-text.ts), a footer line on every
 * page when asked, and the bytes collected when it ends.
 */

/**
 * A DejaVu Sans face: the copy installed with the server's dependencies (dejavu-fonts-ttf), else the system's
 * (Debian's fonts-dejavu-core), else none — then the built-in Helvetica, which has Western European letters only.
 */
function dejaVuFont(file: string): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`));
  } catch {
    // Not installed: the system's copy, if any.
  }
  candidates.push(`/usr/share/fonts/truetype/dejavu/${file}`);
  return candidates.find((f) => existsSync(f));
}

const regularFont = dejaVuFont('DejaVuSans.ttf');
const boldFont = dejaVuFont('DejaVuSans-Bold.ttf');
/** The font files the PDFs are drawn in (undefined: Helvetica). */
export const pdfFontFiles = { regular: regularFont, bold: boldFont };

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Font names to pass to doc.font(). */
  body: string;
  strong: string;
  /** The text width between the margins. */
  width: number;
  /**
   * Writes a one-line footer, centred 40 points above the bottom edge, on every page so far (the document must be
   * made with `bufferPages: true`); `text` has the page's number (from 1) and the page count.
   */
  stampFooters(text: (page: number, pageCount: number) => string): void;
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
  if (regularFont) showRightToLeftInOrder(doc, boldFont ? ['body', 'bold'] : ['body']);
  const body = regularFont ? 'body' : 'Helvetica';
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  return {
    doc,
    body,
    strong: boldFont ? 'bold' : 'Helvetica-Bold',
    width,
    stampFooters: (text) => {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i += 1) {
        doc.switchToPage(i);
        const bottom = doc.page.height - 40;
        // Below the bottom margin: without this pdfkit would start a new page for the footer.
        doc.page.margins.bottom = 0;
        doc
          .font(body)
          .fontSize(7)
          .fillColor('#666666')
          .text(text(i + 1, range.count), doc.page.margins.left, bottom, { width, align: 'center', lineBreak: false });
      }
    },
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/**
 * Makes `doc.text` show right-to-left words in reading order (bidi-text.ts): a text with such letters is wrapped in
 * typed order at the width pdfkit would use, each line's words put in display order, then drawn as lines that fit.
 * The embedded fonts `fonts` keep a right-to-left word's spaces after it.
 */
function showRightToLeftInOrder(doc: PDFKit.PDFDocument, fonts: string[]) {
  for (const name of fonts) {
    doc.font(name);
    keepSpacesAfterRightToLeftWords(
      (doc as unknown as { _font: { font: Parameters<typeof keepSpacesAfterRightToLeftWords>[0] } })._font.font,
    );
  }
  doc.font('Helvetica');
  const draw = doc.text.bind(doc) as (text: string, x?: unknown, y?: unknown, options?: unknown) => PDFKit.PDFDocument;
  doc.text = ((
    text: string,
    x?: number | PDFKit.Mixins.TextOptions,
    y?: number,
    options?: PDFKit.Mixins.TextOptions,
  ) => {
    const value = String(text ?? '');
    if (!hasRightToLeft(value)) return draw(text, x, y, options);
    const textOptions = (typeof x === 'object' ? x : options) ?? {};
    const left = typeof x === 'number' ? x : doc.x;
    const width = textOptions.width ?? doc.page.width - doc.page.margins.right - left;
    const measure = (line: string) => doc.widthOfString(line, textOptions);
    const shown = value.split('\n').flatMap((paragraph) => {
      const direction = paragraphDirection(paragraph);
      const lines = textOptions.lineBreak === false ? [paragraph] : wrapTypedOrder(paragraph, width, measure);
      return lines.map((line) => displayOrder(line, direction));
    });
    return draw(shown.join('\n'), x, y, options);
  }) as typeof doc.text;
}
