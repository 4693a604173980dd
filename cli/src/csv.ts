/**
 * CSV as RFC 4180 describes it: CRLF line ends, a header row, fields that contain a comma, a double
 * quote, CR or LF are quoted, with their double quotes doubled.
 *
 * The files are for spreadsheets too, and some fields are typed by visitors: a cell that a
 * spreadsheet would run as a formula gets a leading apostrophe (the domain's one rule,
 * backend/src/domain/shared/csv.ts: text starting with =, +, -, @, a tab or CR that is not a plain
 * number or a phone number such as "+995 555 12 34 56").
 */
import { neutraliseFormula } from '@rentals/backend/domain/shared/csv.js';

export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null | undefined };

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole document: the header row, then one row per item, each line ending in CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const line = (cells: string[]) => `${cells.join(',')}\r\n`;
  return line(columns.map((c) => cell(c.header))) + rows.map((row) => line(columns.map((c) => cell(c.value(row))))).join('');
}
