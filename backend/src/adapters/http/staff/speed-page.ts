import type { SpeedReport } from '../../../application/vitals/speed-report.service.js';
import type { VitalPercentile } from '../../../application/ports/vitals.repository.js';
import { formatVital, VITAL_LIMITS, VITAL_NAMES, vitalRating, VITALS_RETENTION_DAYS, type VitalName } from '../../../domain/vitals/vital-figures.js';
import { html, type Raw } from './staff-html.js';
import { layout, type PageUser } from './staff-pages.js';

/** The three Core Web Vitals the charts show (the table shows every figure). */
const CHARTED: readonly VitalName[] = ['LCP', 'INP', 'CLS'];
const RATING_COLOUR = { good: '#1e7e34', 'needs-improvement': '#b86e00', poor: '#c5221f' } as const;

type Segment = { key: string; page: string; language: string; device: string; figures: Partial<Record<VitalName, VitalPercentile>> };

/** The figures grouped by page, language and device class, in the report's order. */
function segments(report: SpeedReport): Segment[] {
  const out = new Map<string, Segment>();
  for (const p of report.percentiles) {
    const key = `${p.page} · ${p.language} · ${p.device}`;
    const s = out.get(key) ?? { key, page: p.page, language: p.language, device: p.device, figures: {} };
    s.figures[p.name] = p;
    out.set(key, s);
  }
  return [...out.values()];
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * One figure's 75th percentiles as horizontal bars (inline SVG, no script): one bar per page,
 * language and device class, coloured by web.dev's rating, with the good and poor thresholds as lines.
 */
function chart(name: VitalName, rows: Segment[]): Raw {
  const charted = rows.filter((r) => r.figures[name]);
  if (!charted.length) return html``;
  const { good, poor } = VITAL_LIMITS[name];
  const scale = Math.max(poor * 1.25, ...charted.map((r) => r.figures[name]!.p75));
  const width = 340;
  const left = 4;
  const span = width - left - 64;
  const x = (v: number) => round(left + (Math.min(v, scale) / scale) * span);
  const rowHeight = 34;
  const top = 22;
  const height = top + charted.length * rowHeight + 4;
  const label = `${name}, 75th percentile: ${charted.map((r) => `${r.key} ${formatVital(name, r.figures[name]!.p75)}`).join('; ')}`;
  return html`<figure class="chart"><figcaption>${name} (75th percentile; good ≤ ${formatVital(name, good)}, poor > ${formatVital(name, poor)})</figcaption>
<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}" xmlns="http://www.w3.org/2000/svg" font-family="system-ui,sans-serif" font-size="12">
${[
  [good, 'good', RATING_COLOUR.good],
  [poor, 'poor', RATING_COLOUR.poor],
].map(
  ([v, word, colour]) =>
    html`<line x1="${x(v as number)}" x2="${x(v as number)}" y1="${top - 6}" y2="${height}" stroke="${colour}" stroke-dasharray="3 3"/><text x="${x(v as number)}" y="${top - 9}" text-anchor="middle" fill="${colour}" font-size="10">${word}</text>`,
)}
${charted.map((r, i) => {
  const p = r.figures[name]!;
  const y = top + i * rowHeight;
  const end = x(p.p75);
  return html`<text x="${left}" y="${y + 11}" fill="#28323c" stroke="#fff" stroke-width="3" paint-order="stroke">${r.key} (${p.count})</text><rect x="${left}" y="${y + 15}" width="${Math.max(2, round(end - left))}" height="12" rx="2" fill="${RATING_COLOUR[vitalRating(name, p.p75)]}"/><text x="${end + 4}" y="${y + 25}" fill="#28323c" font-weight="600">${formatVital(name, p.p75)}</text>`;
})}
</svg></figure>`;
}

function cell(name: VitalName, p: VitalPercentile | undefined): Raw {
  if (!p) return html`<td class="num">–</td>`;
  return html`<td class="num"><span class="vital ${vitalRating(name, p.p75)}">${formatVital(name, p.p75)}</span> <small>(${p.count})</small></td>`;
}

function window(report: SpeedReport): Raw {
  const rows = segments(report);
  if (!rows.length) return html`<h2>Last ${report.days} days</h2><p class="empty">No figures from visitors in the last ${report.days} days.</p>`;
  return html`<h2>Last ${report.days} days</h2>
<div class="charts">${CHARTED.map((name) => chart(name, rows))}</div>
<div class="scroll"><table class="plain"><thead><tr><th>Page</th><th>Lang.</th><th>Device</th>${VITAL_NAMES.map((n) => html`<th class="num">${n}</th>`)}</tr></thead><tbody>${rows.map(
    (r) => html`<tr><td>${r.page}</td><td>${r.language}</td><td>${r.device}</td>${VITAL_NAMES.map((n) => cell(n, r.figures[n]))}</tr>`,
  )}</tbody></table></div>
<h3>Slowest interactions (INP by target)</h3>
${
  report.worstInteractions.length
    ? html`<div class="scroll"><table class="plain"><thead><tr><th>Target</th><th>Page</th><th class="num">p75</th><th class="num">worst</th><th class="num">n</th></tr></thead><tbody>${report.worstInteractions.map(
        (w) =>
          html`<tr><td><code>${w.target}</code></td><td>${w.page}</td><td class="num"><span class="vital ${vitalRating('INP', w.p75)}">${formatVital('INP', w.p75)}</span></td><td class="num">${formatVital('INP', w.worst)}</td><td class="num">${w.count}</td></tr>`,
      )}</tbody></table></div>`
    : html`<p class="empty">No interactions measured.</p>`
}`;
}

/** /staff/speed: the 75th percentiles of real visitors' figures for each window (7 and 28 days). */
export function speedPage(user: PageUser, reports: SpeedReport[]): string {
  return layout({
    title: 'Speed',
    user,
    tab: 'speed',
    body: html`<h1>Speed</h1><p class="hint">What visitors' own browsers measured (Core Web Vitals), as the 75th percentile per page, language and device, with the number of page views in brackets. Visitors who ask not to be tracked are not measured; figures are kept ${VITALS_RETENTION_DAYS} days.</p>
${reports.map(window)}`,
  });
}
