import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createPdf, type PdfWriter, pdfFontFiles } from './pdf-document.ts';

const fontName = (pdf: PdfWriter) => (pdf.doc as unknown as { _font: { name: string } })._font.name;

async function linesOf(bytes: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const content = await (await document.getPage(1)).getTextContent();
  return (content.items as { str: string }[]).map((item) => item.str).filter((s) => s.trim() !== '');
}

describe("the PDFs' fonts", () => {
  it('are installed with the server, so no system font package is needed', () => {
    expect(pdfFontFiles.regular).toMatch(/node_modules\/dejavu-fonts-ttf\/ttf\/DejaVuSans\.ttf$/);
    expect(pdfFontFiles.bold).toMatch(/node_modules\/dejavu-fonts-ttf\/ttf\/DejaVuSans-Bold\.ttf$/);
    expect(pdfFontFiles.cjk).toMatch(/NotoSansJP_400Regular\.ttf$/);
    expect(pdfFontFiles.cjkBold).toMatch(/NotoSansJP_700Bold\.ttf$/);
  });

  it('draws a Japanese name in Noto Sans JP, in the weight asked for, then goes back to DejaVu Sans', async () => {
    const pdf = createPdf({ margin: 50 });
    pdf.doc.font(pdf.strong).fontSize(12).text('Guard');
    pdf.doc.font(pdf.body).text('山田 太郎');
    expect(fontName(pdf)).toMatch(/DejaVuSans$/);
    pdf.doc.font(pdf.strong).text('東京ビッグサイト 東ゲート');
    expect(fontName(pdf)).toMatch(/DejaVuSans-Bold$/);
    pdf.doc.font(pdf.body).text('Night round, 22:00');
    const bytes = await pdf.finish();
    expect(await linesOf(bytes)).toEqual(['Guard', '山田 太郎', '東京ビッグサイト 東ゲート', 'Night round, 22:00']);
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Bold/);
  });

  it('embeds no Japanese font in a PDF without Japanese text', async () => {
    const pdf = createPdf({ margin: 50 });
    pdf.doc.font(pdf.body).fontSize(12).text('Ünal Çelik — Gate 3, Zoë Ødegård');
    pdf.doc.text('محمد علي');
    const raw = (await pdf.finish()).toString('latin1');
    expect(raw).not.toContain('NotoSansJP');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
  });

  it('keeps a text mixing Japanese and Arabic in DejaVu Sans, which draws its Arabic', async () => {
    const pdf = createPdf({ margin: 50 });
    pdf.doc.font(pdf.body).fontSize(12).text('محمد 山田');
    expect(fontName(pdf)).toMatch(/DejaVuSans$/);
    expect((await pdf.finish()).toString('latin1')).not.toContain('NotoSansJP');
  });
});
