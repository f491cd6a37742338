import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12.5)).toBe('"12.5"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-2+3', '-A1', '-1e3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text)).toBe(`"'${text}"`);
    }
  });

  it('leaves a plain negative amount a number (a loss in a financial export)', () => {
    expect(csvCell('-180.00')).toBe('"-180.00"');
    expect(csvCell(-2)).toBe('"-2"');
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', 'Zoë\nNew line']])).toBe('\uFEFF"A","B"\r\n"1","Zoë\nNew line"\r\n');
  });
});
