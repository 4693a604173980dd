import { neutraliseFormula } from '../shared/csv.js';
import { TBILISI_UTC_OFFSET_HOURS } from '../shared/dates.js';

/**
 * Google Ads offline conversions (docs/operations.md): a CSV upload of confirmed bookings that came from
 * an ad click, in Google's "Conversions from clicks" template with the time zone parameter line.
 */
export const CONVERSIONS_TIME_ZONE_LINE = 'Parameters:TimeZone=Asia/Tbilisi';
export const CONVERSIONS_HEADER = ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'] as const;
export const DEFAULT_CONVERSION_NAME = 'Booking confirmed';
export const CONVERSION_NAME_MAX_LENGTH = 100;

export type ConversionRow = {
  googleClickId: string;
  conversionName: string;
  /** `yyyy-MM-dd HH:mm:ss` in Tbilisi. */
  conversionTime: string;
  conversionValue: number;
  conversionCurrency: 'EUR';
};

/** An instant as `yyyy-MM-dd HH:mm:ss` in Tbilisi (UTC+4 all year). */
export function tbilisiDateTime(at: Date): string {
  const t = new Date(at.getTime() + TBILISI_UTC_OFFSET_HOURS * 3_600_000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(t.getUTCFullYear(), 4)}-${p(t.getUTCMonth() + 1)}-${p(t.getUTCDate())} ${p(t.getUTCHours())}:${p(t.getUTCMinutes())}:${p(t.getUTCSeconds())}`;
}

export function conversionRow(b: { gclid: string; confirmedAt: Date; totalPrice: number }, name: string): ConversionRow {
  return { googleClickId: b.gclid, conversionName: name, conversionTime: tbilisiDateTime(b.confirmedAt), conversionValue: b.totalPrice, conversionCurrency: 'EUR' };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or surrounding
 * spaces, quotes doubled. Values are kept exactly (a click id must reach Google unchanged), except
 * text a spreadsheet would run as a formula, which gets a leading apostrophe (../shared/csv.ts;
 * real Google click ids never start with `=`, `+`, `@`, a tab or CR).
 */
export function csvField(value: string | number): string {
  const s = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole upload file: the parameter line, the header, one row per conversion; LF line ends (Google Ads reads both; a plain line split finds the parameter line exactly). */
export function conversionsCsv(rows: readonly ConversionRow[]): string {
  const lines = [
    CONVERSIONS_TIME_ZONE_LINE,
    CONVERSIONS_HEADER.join(','),
    ...rows.map((r) => [r.googleClickId, r.conversionName, r.conversionTime, r.conversionValue, r.conversionCurrency].map(csvField).join(',')),
  ];
  return `${lines.join('\n')}\n`;
}
