/**
 * Output for people (aligned tables, label/value blocks) and for machines (`--json`: exactly one
 * JSON document on stdout). Nothing else in the CLI writes to stdout.
 */
import { io } from './io.js';

export type Align = 'left' | 'right';
export type Column<T> = { header: string; value: (row: T) => string | number; align?: Align };

/** Prints one JSON document on stdout. */
export function printJson(value: unknown): void {
  io().stdout(`${JSON.stringify(value, null, 2)}\n`);
}

/** Prints text on stdout as it is. */
export function printText(text: string): void {
  io().stdout(text);
}

/** Prints lines of text on stdout. */
export function printLines(lines: string[]): void {
  io().stdout(lines.length ? `${lines.join('\n')}\n` : '');
}

function pad(text: string, width: number, align: Align): string {
  return align === 'right' ? text.padStart(width) : text.padEnd(width);
}

/** An aligned table with a header row and a rule under it. */
export function table<T>(columns: Column<T>[], rows: readonly T[]): string[] {
  const cells = rows.map((row) => columns.map((c) => String(c.value(row))));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i].length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => pad(v, widths[i], columns[i].align ?? 'left'))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)];
}

/** Label/value lines, labels padded to one width. Entries with an undefined value are left out. */
export function block(entries: [string, string | number | null | undefined][]): string[] {
  const shown = entries.filter(([, v]) => v !== undefined) as [string, string | number | null][];
  const width = Math.max(0, ...shown.map(([k]) => k.length));
  return shown.map(([k, v]) => `${`${k}:`.padEnd(width + 1)}  ${v === null || v === '' ? '-' : v}`);
}

/** An amount in euros, e.g. `1,234 EUR`. */
export function eur(amount: number): string {
  return `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} EUR`;
}

/** An instant in Tbilisi time (UTC+4 all year, the company's clock), as `YYYY-MM-DD HH:MM UTC+4`, or `-`. */
export function instant(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${new Date(d.getTime() + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} UTC+4`;
}

/** Shortens text to `max` characters with an ellipsis. */
export function clip(text: string | null | undefined, max: number): string {
  const s = text ?? '';
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
