/**
 * CSV as RFC 4180 describes it: CRLF line ends, a header row, fields that contain a comma, a double
 * quote, CR or LF are quoted, with their double quotes doubled.
 *
 * The files are for spreadsheets too, and some fields are typed by visitors: a cell that a
 * spreadsheet would run as a formula (text starting with =, +, -, @, a tab or CR, that is not a
 * plain number or phone number such as "+995 555 12 34 56") gets a leading apostrophe (OWASP's
 * advice against CSV injection).
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER_OR_PHONE = /^[+-]?[\d\s().-]+$/;

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NUMBER_OR_PHONE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole document: the header row, then one row per item, each line ending in CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const line = (cells: string[]) => `${cells.join(',')}\r\n`;
  return line(columns.map((c) => cell(c.header))) + rows.map((row) => line(columns.map((c) => cell(c.value(row))))).join('');
}
