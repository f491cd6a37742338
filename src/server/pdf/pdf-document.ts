import { existsSync, readFileSync } from 'node:fs';
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
 * Cyrillic, Arabic or Hebrew script), a text DejaVu cannot draw (Japanese) in Noto Sans JP instead,
 * right-to-left text in its reading order (bidi-text.ts), a footer line on every page when asked, and the bytes
 * collected when it ends. Both fonts come with the server's production dependencies (docs/deploy.md).
 */

const requireFrom = createRequire(import.meta.url);

/** A font file of an installed package, else the system's copy (`systemPath`), else none. */
function fontFile(packageFile: string, systemPath?: string): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(requireFrom.resolve(packageFile));
  } catch {
    // Not installed: the system's copy, if any.
  }
  if (systemPath) candidates.push(systemPath);
  return candidates.find((f) => existsSync(f));
}

const regularFont = fontFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const boldFont = fontFile(
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
);
const cjkFont = fontFile('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf');
const cjkBoldFont = fontFile('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf');
/** The font files the PDFs are drawn in (undefined: Helvetica), and the ones for text DejaVu Sans cannot draw. */
export const pdfFontFiles = { regular: regularFont, bold: boldFont, cjk: cjkFont, cjkBold: cjkBoldFont };

/** Each fallback font's bytes, read once per process (about 5 MB each) and only when a PDF first needs them. */
const fontBytes = new Map<string, Buffer>();
function bytesOf(file: string): Buffer {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    fontBytes.set(file, bytes);
  }
  return bytes;
}

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
  if (regularFont) showEveryScriptInOrder(doc, boldFont ? ['body', 'bold'] : ['body']);
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
 * The letters Noto Sans JP has, from a copy opened once outside any PDF: a font opened in a document is embedded in
 * it even when no text uses it.
 */
let cjkProbe: CurrentFont['font'] | null | undefined;
function cjkGlyphs(): CurrentFont['font'] | undefined {
  if (cjkProbe === undefined) {
    cjkProbe = null;
    if (cjkFont) {
      const probe = new PDFDocument({ autoFirstPage: false });
      probe.font(bytesOf(cjkFont));
      cjkProbe = currentFont(probe).font ?? null;
    }
  }
  return cjkProbe ?? undefined;
}

/** pdfkit's current font: `font` is fontkit's for an embedded font, absent for the built-in ones. */
interface CurrentFont {
  font?: Parameters<typeof keepSpacesAfterRightToLeftWords>[0] & { hasGlyphForCodePoint(codePoint: number): boolean };
}
const currentFont = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: CurrentFont })._font;

/** The letters of a text past Latin (spaces and controls aside): the ones whose font is in question. */
function lettersPastLatin(text: string): number[] {
  const letters: number[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint >= 0x250 && !/\s|\p{Cc}|\p{Cf}/u.test(char)) letters.push(codePoint);
  }
  return letters;
}

/**
 * Makes `doc.text` draw every script it can:
 * - a text with letters the current font (DejaVu Sans) lacks is drawn, whole, in Noto Sans JP when that font has
 *   them all (Japanese names and notes), the same weight, then the font is set back;
 * - a text with right-to-left letters is wrapped in typed order at the width pdfkit would use, each line's words
 *   put in display order (bidi-text.ts), then drawn as lines that fit. The embedded fonts `fonts` keep a
 *   right-to-left word's spaces after it.
 */
function showEveryScriptInOrder(doc: PDFKit.PDFDocument, fonts: string[]) {
  const nameOf = new Map<CurrentFont, string>();
  for (const name of fonts) {
    doc.font(name);
    const font = currentFont(doc);
    nameOf.set(font, name);
    if (font.font) keepSpacesAfterRightToLeftWords(font.font);
  }
  doc.font('Helvetica');
  const registered = new Set<string>();
  /** Noto Sans JP's font name for a text the current font lacks letters of, when it has every letter of it. */
  const fallbackOf = (name: string, letters: number[]): string | undefined => {
    const file = name === 'bold' ? (cjkBoldFont ?? cjkFont) : cjkFont;
    const glyphs = cjkGlyphs();
    // A text with letters the fallback lacks (Japanese mixed with Arabic) stays in its font.
    if (!file || !glyphs || letters.some((codePoint) => !glyphs.hasGlyphForCodePoint(codePoint))) return undefined;
    const fallback = `${name}-cjk`;
    if (!registered.has(fallback)) {
      doc.registerFont(fallback, bytesOf(file));
      registered.add(fallback);
    }
    return fallback;
  };
  const draw = doc.text.bind(doc) as (text: string, x?: unknown, y?: unknown, options?: unknown) => PDFKit.PDFDocument;
  const drawInOrder = (
    value: string,
    x?: number | PDFKit.Mixins.TextOptions,
    y?: number,
    options?: PDFKit.Mixins.TextOptions,
  ) => {
    if (!hasRightToLeft(value)) return draw(value, x, y, options);
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
  };
  doc.text = ((
    text: string,
    x?: number | PDFKit.Mixins.TextOptions,
    y?: number,
    options?: PDFKit.Mixins.TextOptions,
  ) => {
    const value = String(text ?? '');
    const current = currentFont(doc);
    const name = nameOf.get(current);
    const letters = name ? lettersPastLatin(value) : [];
    const lacking = letters.some((codePoint) => current.font?.hasGlyphForCodePoint(codePoint) === false);
    const fallback = lacking && name ? fallbackOf(name, letters) : undefined;
    if (!fallback || !name) return drawInOrder(value, x, y, options);
    doc.font(fallback);
    try {
      return drawInOrder(value, x, y, options);
    } finally {
      doc.font(name);
    }
  }) as typeof doc.text;
}
