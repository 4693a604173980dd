import type { PricePreview, PriceChangeRequest } from '../../../application/pricing/change-prices.service.js';
import type { PriceChangeView, PriceListView } from '../../../application/pricing/price-list.service.js';
import { cityName as city } from '../../../domain/catalogue/labels.js';
import { LABELS } from '../../../domain/catalogue/labels.en.js';
import { html, Raw, tbilisiTime } from './staff-html.js';
import { layout, type Flash, type PageUser } from './staff-pages.js';

function csrfField(csrf: string): Raw {
  return html`<input type="hidden" name="_csrf" value="${csrf}">`;
}

/** The fields of a change request, as hidden inputs (the preview's Save form sends them again). */
function hiddenFields(fields: Record<string, string>): Raw {
  return html`${Object.entries(fields).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}`;
}

const percentText = (p: number) => `${p > 0 ? '+' : ''}${p}%`;

/**
 * /staff/prices (managers, docs/staff.md): the rate grid, fees, services, insurance and seasons, one small form
 * each; every form first shows a preview on a sample rental, then saves.
 */
export function pricesPage(user: PageUser, p: PriceListView, history: PriceChangeView[], o: { flash?: Flash } = {}): string {
  const rateRows = p.cars.map(
    (c) => html`<form method="post" action="/staff/prices/preview" class="card rate">${csrfField(user.csrf)}<input type="hidden" name="kind" value="rates"><input type="hidden" name="car" value="${c.name}">
<h3>${c.name} ${c.onSite ? html`<span class="pill confirmed">On the site</span>` : html`<span class="pill">Catalogue only</span>`}</h3><div class="grid4">${p.bands.map(
      (band, i) => html`<label>${band}<input name="tier${i}" inputmode="numeric" pattern="[0-9]*" value="${c.tiers[i]}" required aria-label="${c.name} ${band}"></label>`,
    )}</div><button class="btn secondary" type="submit">Preview</button></form>`,
  );
  const onSite = p.cars.filter((c) => c.onSite).length;
  const carChecks = p.cars.map(
    (c) => html`<label><input type="checkbox" name="cars[]" value="${c.name}"><span>${c.name}${c.onSite ? '' : html` <span class="muted">(catalogue only)</span>`}</span></label>`,
  );
  const feeRows = p.deliveryFees.map(
    (f) => html`<form method="post" action="/staff/prices/preview" class="inline">${csrfField(user.csrf)}<input type="hidden" name="kind" value="fee"><input type="hidden" name="from" value="${f.from}"><input type="hidden" name="to" value="${f.to}">
<label>${f.from === f.to ? `Within ${city(f.from)}` : `${city(f.from)} ↔ ${city(f.to)}`} (€)<input name="fee" inputmode="numeric" pattern="[0-9]*" value="${f.fee}" required></label><button class="btn secondary" type="submit">Preview</button></form>`,
  );
  const serviceRows = p.services.map(
    (s) => html`<form method="post" action="/staff/prices/preview" class="inline">${csrfField(user.csrf)}<input type="hidden" name="kind" value="service"><input type="hidden" name="key" value="${s.key}">
<label>${LABELS.service[s.key]} (€ ${s.unit === 'per-day' ? 'a day' : 'once'})<input name="price" inputmode="numeric" pattern="[0-9]*" value="${s.price}" required></label><button class="btn secondary" type="submit">Preview</button></form>`,
  );
  const insuranceRows = p.insurance.map(
    (i) => html`<form method="post" action="/staff/prices/preview" class="inline">${csrfField(user.csrf)}<input type="hidden" name="kind" value="insurance"><input type="hidden" name="type" value="${i.type}">
<label>${LABELS.insurance[i.type]} (${i.type}, € a day)<input name="price" inputmode="numeric" pattern="[0-9]*" value="${i.perDay}" required></label><button class="btn secondary" type="submit">Preview</button></form>`,
  );
  const seasonRows = p.seasons.length
    ? p.seasons.map(
        (s) => html`<form method="post" action="/staff/prices/preview" class="card">${csrfField(user.csrf)}<input type="hidden" name="kind" value="season-remove"><input type="hidden" name="name" value="${s.name}">
<strong>${s.name}</strong>: ${s.from} to ${s.to}, ${percentText(s.percent)}${s.minDays ? `, at least ${s.minDays} days` : ''}${s.cars ? ` (${s.cars.join(', ')})` : ' (every car)'}
<div class="actions"><button class="btn secondary" type="submit">Remove…</button></div></form>`,
      )
    : html`<p class="muted">No seasons: every day costs its band rate.</p>`;
  const historyRows = history.length
    ? html`<table class="plain"><thead><tr><th>When</th><th>Who</th><th>What</th><th>Before → after</th></tr></thead><tbody>${history.map(
        (h) => html`<tr><td>${tbilisiTime(h.at)}</td><td>${h.by}</td><td>${h.subject}</td><td>${valueText(h.before)} → ${valueText(h.after)}</td></tr>`,
      )}</tbody></table>`
    : html`<p class="muted">No changes yet: every price is the specification’s.</p>`;
  return layout({
    title: 'Prices',
    user,
    tab: 'prices',
    flash: o.flash,
    body: html`<h1>Prices</h1>
<p class="muted">Each change is shown on a sample rental first; saved, it is in every quote and page within seconds. Bookings made keep their prices.</p>
<section aria-labelledby="rates-h"><h2 id="rates-h">Daily rates (€ a day by rental length)</h2>
<p class="muted" data-testid="site-cars">${onSite} of ${p.cars.length} cars are on the site (shown and bookable); the others are in the catalogue only.</p><div class="rates">${rateRows}</div></section>
<section aria-labelledby="fees-h" class="card"><h2 id="fees-h">Delivery fees</h2>${feeRows}</section>
<section aria-labelledby="services-h" class="card"><h2 id="services-h">Services</h2>${serviceRows}</section>
<section aria-labelledby="insurance-h" class="card"><h2 id="insurance-h">Insurance</h2>${insuranceRows}</section>
<section aria-labelledby="seasons-h"><h2 id="seasons-h">Seasons</h2>${seasonRows}
<form method="post" action="/staff/prices/preview" class="card">${csrfField(user.csrf)}<input type="hidden" name="kind" value="season-add"><h3>New season</h3>
<label for="s-name">Name</label><input id="s-name" name="name" required maxlength="60" placeholder="Summer">
<div class="grid2"><div><label for="s-from">From</label><input id="s-from" name="from" type="date" required></div><div><label for="s-to">To (included)</label><input id="s-to" name="to" type="date" required></div></div>
<div class="grid2"><div><label for="s-percent">Percent (−90 to +500)</label><input id="s-percent" name="percent" inputmode="numeric" required placeholder="20"></div><div><label for="s-min">Minimum days (optional)</label><input id="s-min" name="minDays" inputmode="numeric" placeholder="5"></div></div>
<fieldset class="checks"><legend>Cars (none ticked: every car)</legend>${carChecks}</fieldset>
<div class="actions"><button class="btn secondary" type="submit">Preview</button></div></form></section>
<section aria-labelledby="history-h" class="card"><h2 id="history-h">Changes</h2>${historyRows}</section>`,
  });
}

function valueText(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'object') {
    const s = v as { from?: string; to?: string; percent?: number; minDays?: number | null };
    if (s.from && s.to) return `${s.from} to ${s.to} ${percentText(s.percent ?? 0)}${s.minDays ? `, min ${s.minDays} days` : ''}`;
    return JSON.stringify(v);
  }
  return String(v);
}

/** The preview of a change: the sample rental before and after, and Save / Back. */
export function pricePreviewPage(user: PageUser, preview: PricePreview, fields: Record<string, string>): string {
  const euros = (n: number) => (Number.isFinite(n) ? `€${n}` : 'not offered');
  return layout({
    title: 'Preview a price change',
    user,
    tab: 'prices',
    body: html`<h1>Preview</h1><div class="card"><p>${preview.summary}</p>
<p class="preview" data-testid="price-preview"><strong>${preview.sample}: ${euros(preview.before)} → ${euros(preview.after)}</strong></p>
<form method="post" action="/staff/prices/save">${csrfField(user.csrf)}${hiddenFields(fields)}<div class="actions"><button class="btn" type="submit">Save</button> <a class="btn secondary" href="/staff/prices">Back</a></div></form></div>`,
  });
}

/** The request of a form (`kind` and its fields; rates as tier0..tier3; a season's ticked cars as a comma-separated list). */
export function changeRequest(body: Record<string, unknown>): { request: PriceChangeRequest; fields: Record<string, string> } | null {
  const s = (k: string) => (typeof body[k] === 'string' ? body[k] : '');
  // The ticked boxes (`cars[]`, one value or several), else the list as text (the preview's Save form).
  const ticked = body['cars[]'];
  const cars = Array.isArray(ticked) ? ticked.filter((x): x is string => typeof x === 'string').join(', ') : typeof ticked === 'string' ? ticked : s('cars');
  switch (s('kind')) {
    case 'rates': {
      const tiers = [0, 1, 2, 3].map((i) => s(`tier${i}`)).join(',');
      return { request: { kind: 'rates', car: s('car'), tiers }, fields: { kind: 'rates', car: s('car'), tier0: s('tier0'), tier1: s('tier1'), tier2: s('tier2'), tier3: s('tier3') } };
    }
    case 'fee':
      return { request: { kind: 'fee', from: s('from'), to: s('to'), fee: s('fee') }, fields: { kind: 'fee', from: s('from'), to: s('to'), fee: s('fee') } };
    case 'service':
      return { request: { kind: 'service', key: s('key'), price: s('price') }, fields: { kind: 'service', key: s('key'), price: s('price') } };
    case 'insurance':
      return { request: { kind: 'insurance', type: s('type'), price: s('price') }, fields: { kind: 'insurance', type: s('type'), price: s('price') } };
    case 'season-add': {
      const f = { name: s('name'), from: s('from'), to: s('to'), percent: s('percent'), minDays: s('minDays'), cars };
      return { request: { kind: 'season-add', season: f }, fields: { kind: 'season-add', ...f } };
    }
    case 'season-remove':
      return { request: { kind: 'season-remove', name: s('name') }, fields: { kind: 'season-remove', name: s('name') } };
    default:
      return null;
  }
}
