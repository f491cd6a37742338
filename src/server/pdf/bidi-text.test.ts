import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { displayOrder, hasRightToLeft, paragraphDirection, wrapTypedOrder } from './bidi-text.ts';
import { createPdf } from './pdf-document.ts';

// Words without the lam-alef ligature, which PDF text extraction gives back as two letters in another order; the PDF
// test has no digits, whose place PDF.js's own reordering of a line gets wrong (displayOrder's tests cover them).
const guard = 'محمد علي';
const gate = 'البوابة الشمالية';

describe('right-to-left text in reading order', () => {
  it('leaves text without right-to-left letters as it is', () => {
    expect(hasRightToLeft('Gate 3 — Harbor Festival (north)')).toBe(false);
    expect(displayOrder('Gate 3 — Harbor Festival (north)')).toBe('Gate 3 — Harbor Festival (north)');
  });

  it('puts the words of Arabic text from right to left, each word left in typed order for shaping', () => {
    expect(displayOrder(gate)).toBe('الشمالية البوابة');
    expect(displayOrder(`حارس ${gate}`)).toBe('الشمالية البوابة حارس');
  });

  it('keeps Latin words and numbers left to right inside and around it', () => {
    expect(displayOrder(`Guard ${guard} at Gate 3`)).toBe('Guard علي محمد at Gate 3');
    expect(displayOrder('البوابة 12 ثم')).toBe('ثم 12 البوابة');
  });

  it('mirrors brackets inside right-to-left text, handing a bracketed word over back to front', () => {
    // Display order: "(" الشمالية البوابة ")" — each piece with Arabic letters is handed over reversed, since the
    // font engine turns it around again.
    expect(displayOrder(`(${gate})`)).toBe('الشمالية( )البوابة');
  });

  it('takes the direction of the paragraph, not of a wrapped line’s first word', () => {
    // Left to right as soon as a left-to-right letter is in it: the PDFs are English documents.
    expect(paragraphDirection(`${guard} — in 12:36, still on duty`)).toBe('ltr');
    expect(paragraphDirection(`Guard ${guard}`)).toBe('ltr');
    expect(paragraphDirection(`${gate} 12، ${guard}`)).toBe('rtl');
    expect(displayOrder(`${guard} — in 12:36`, 'ltr')).toBe('علي محمد — in 12:36');
    expect(displayOrder('Gate 3 البوابة', 'rtl')).toBe('البوابة Gate 3');
    expect(displayOrder('Gate 3 البوابة', 'ltr')).toBe('Gate 3 البوابة');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(displayOrder(`${guard} 🛡️`)).toBe('🛡️ علي محمد');
  });

  it('wraps at spaces in typed order, a word wider than the line alone on its own line', () => {
    const measure = (text: string) => text.length;
    expect(wrapTypedOrder('one two three four', 9, measure)).toEqual(['one two', 'three', 'four']);
    expect(wrapTypedOrder('a extraordinarily b', 5, measure)).toEqual(['a', 'extraordinarily', 'b']);
  });

  it('writes Arabic lines into a PDF so that a reader gets the words back in typed order', async () => {
    const pdf = createPdf({ margin: 50 });
    expect(pdf.body).toBe('body');
    pdf.doc.font(pdf.body).fontSize(12);
    const note = 'محمد علي قام بجولة التفتيش عند البوابة ثم عاد إلى المكتب في المساء وكتب تقريرا عن الزوار';
    pdf.doc.text(`حارس ${gate} ${guard}`);
    pdf.doc.text(note, { width: 200 });
    const document = await getDocumentProxy(new Uint8Array(await pdf.finish()));
    const content = await (await document.getPage(1)).getTextContent();
    const lines = (content.items as { str: string }[]).map((item) => item.str).filter((s) => s.trim() !== '');
    // PDF.js gives a right-to-left line back in logical order.
    expect(lines[0]).toBe(`حارس ${gate} ${guard}`);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(1).join(' ')).toBe(note);
  });
});
