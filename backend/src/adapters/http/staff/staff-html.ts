import { escapeHtml } from '../../../domain/shared/html.js';
import { TBILISI_UTC_OFFSET_HOURS } from '../../../domain/shared/dates.js';

/** Markup that is already safe (made by `html`), inserted as it is. */
export class Raw {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

type Value = Raw | string | number | boolean | null | undefined | readonly Value[];

function render(v: Value): string {
  if (v instanceof Raw) return v.html;
  if (Array.isArray(v)) return v.map(render).join('');
  if (v === null || v === undefined || v === false) return '';
  return escapeHtml(String(v));
}

/** A template whose values are HTML-escaped (the project's escapeHtml) unless they are Raw (or lists of Raw). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  let out = strings[0];
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1];
  });
  return new Raw(out);
}

/** An instant as Tbilisi wall-clock time, "2026-07-01 10:00". */
export function tbilisiTime(iso: string | Date): string {
  const ms = new Date(iso).getTime() + TBILISI_UTC_OFFSET_HOURS * 3_600_000;
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** "3 h 5 min", "12 min". */
export function duration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h >= 48 ? `${Math.floor(h / 24)} days` : m ? `${h} h ${m} min` : `${h} h`;
}

