import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV (DESIGN §2)', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12.5)).toBe('"12.5"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(text)).toBe(`"'${text}"`);
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', 'Zoë\nNew line']])).toBe('\uFEFF"A","B"\r\n"1","Zoë\nNew line"\r\n');
  });
});
