/**
 * CSV as docs/product/payroll-and-reports.md#csv-exports fixes it: RFC 4180 with CRLF line ends, every cell in double quotes (inner quotes doubled),
 * cells that a spreadsheet would run as a formula (starting with = + - @, tab or CR) prefixed with ', and a UTF-8
 * byte-order mark so spreadsheet programs read non-Latin names correctly.
 */
export type CsvCell = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
/** A plain negative amount such as -180.00 is a number to a spreadsheet, not a formula: it stays as it is. */
const negativeNumber = /^-\d+(\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) && !negativeNumber.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
