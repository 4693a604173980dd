import type { BookingView } from '../../../application/booking/booking-view.js';
import type { BookingWithHistory } from '../../../application/booking/find-booking.service.js';
import type { KeptDraft } from '../../../application/handover/handover-drafts.service.js';
import type { StoredHandover } from '../../../application/ports/handover.repository.js';
import type { StoredPrecheckin } from '../../../application/ports/precheckin.repository.js';
import type { TodayView } from '../../../application/staff/staff-bookings.service.js';
import type { BlockView } from '../../../application/units/unit-view.js';
import type { CalendarView } from '../../../application/units/fleet-calendar.service.js';
import type { VisitView } from '../../../application/visits/visit-view.js';
import { fuelLabel, FUEL_EIGHTHS_MAX, MAX_HANDOVER_PHOTOS, type HandoverKind } from '../../../domain/handover/handover.js';
import { cityName as city } from '../../../domain/catalogue/labels.js';
import { PRECHECKIN_RETENTION_DAYS, type DocumentKind, type DocumentType } from '../../../domain/precheckin/precheckin.js';
import { addDays } from '../../../domain/shared/dates.js';
import { handoverOpensOn, type BookingCapabilities } from '../../../domain/booking/capabilities.js';
import { tbilisiInstant, tbilisiWallClock, formatTbilisi } from '../../../domain/availability/hold-period.js';
import { WROTE_ON_WHATSAPP } from '../../../domain/booking/history.js';
import type { StaffMember } from '../../../domain/staff/staff-account.js';
import { PASSWORD_MIN_LENGTH } from '../../../domain/staff/staff-account.js';
import { staffAssets } from './staff-assets.js';
import { messagingLink } from '../../../domain/shared/messaging.js';
import { duration, html, Raw, tbilisiTime } from './staff-html.js';
import { moneyCard } from './staff-money-pages.js';
import { ARMENIA_PERMIT_WARNING, armeniaPermitUrgent } from '../../../domain/booking/armenia-permit.js';

export type Tab = 'today' | 'bookings' | 'fleet' | 'visits' | 'whatsapp' | 'cash' | 'prices' | 'speed';
export type Flash = { kind: 'ok' | 'error'; text: string } | null;
export type PageUser = { staff: StaffMember; csrf: string };

const TABS: [Tab, string, string][] = [
  ['today', 'Today', '/staff'],
  ['bookings', 'Bookings', '/staff/bookings'],
  ['fleet', 'Fleet', '/staff/fleet'],
  ['visits', 'Visits', '/staff/visits'],
  ['whatsapp', 'WhatsApp', '/staff/whatsapp'],
  ['cash', 'Cash', '/staff/cash'],
  ['prices', 'Prices', '/staff/prices'],
  ['speed', 'Speed', '/staff/speed'],
];

/** The tabs only managers see (their pages refuse everyone else). */
const MANAGER_TABS: readonly Tab[] = ['cash', 'prices', 'speed'];

function csrfField(csrf: string): Raw {
  return html`<input type="hidden" name="_csrf" value="${csrf}">`;
}

function flashBox(flash: Flash): Raw {
  return flash ? html`<p class="msg ${flash.kind}" role="${flash.kind === 'error' ? 'alert' : 'status'}">${flash.text}</p>` : html``;
}

/** The whole document around a page's content. */
export function layout(o: { title: string; user?: PageUser; tab?: Tab; body: Raw; flash?: Flash }): string {
  const nav = o.user
    ? html`<header class="top"><div class="bar"><a class="brand" href="/staff">Back office</a>
<span class="who"><span>${o.user.staff.name}</span><form method="post" action="/staff/logout">${csrfField(o.user.csrf)}<button type="submit">Sign out</button></form></span></div>
<nav class="tabs" aria-label="Sections">${TABS.filter(([tab]) => !MANAGER_TABS.includes(tab) || o.user?.staff.role === 'manager').map(([tab, label, href]) => html`<a href="${href}"${new Raw(o.tab === tab ? ' aria-current="page"' : '')}>${label}</a>`)}</nav></header>`
    : html`<header class="top"><div class="bar"><span class="brand">Back office</span></div></header>`;
  const assets = staffAssets();
  const script = assets.script === null ? '' : `\n<script src="/staff/assets/staff.js?v=${assets.version}" defer></script>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${html`${o.title}`} · Staff</title>
<link rel="stylesheet" href="/staff/assets/staff.css?v=${assets.version}"></head>
<body>${nav}<main>${flashBox(o.flash ?? null)}${o.body}</main>${script}</body></html>`;
}

export function loginPage(o: { csrf: string; name?: string; flash?: Flash }): string {
  return layout({
    title: 'Sign in',
    flash: o.flash,
    body: html`<div class="center card"><h1>Staff sign-in</h1>
<form method="post" action="/staff/login">${csrfField(o.csrf)}
<label for="name">Name or e-mail</label><input id="name" name="name" autocomplete="username" required value="${o.name ?? ''}" autocapitalize="none">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button class="btn" type="submit">Sign in</button></div></form></div>`,
  });
}

export function setPasswordPage(o: { name: string; token: string; csrf: string; flash?: Flash }): string {
  return layout({
    title: 'Set your password',
    flash: o.flash,
    body: html`<div class="center card"><h1>Set your password</h1><p>For <strong>${o.name}</strong>. At least ${PASSWORD_MIN_LENGTH} characters; a few words make a good one.</p>
<form method="post" action="/staff/set-password/${o.token}">${csrfField(o.csrf)}
<input type="hidden" name="username" value="${o.name}" autocomplete="username">
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required>
<label for="repeat">The same again</label><input id="repeat" name="repeat" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required>
<div class="actions"><button class="btn" type="submit">Set password</button></div></form></div>`,
  });
}

export function messagePage(o: { title: string; text: string; user?: PageUser; link?: [string, string] }): string {
  return layout({
    title: o.title,
    user: o.user,
    body: html`<div class="center card"><h1>${o.title}</h1><p>${o.text}</p>${o.link ? html`<p><a class="btn" href="${o.link[0]}">${o.link[1]}</a></p>` : ''}</div>`,
  });
}

function statusPill(b: Pick<BookingView, 'status'>): Raw {
  return html`<span class="pill ${b.status}">${b.status === 'on_rent' ? 'on rent' : b.status}</span>`;
}

/** "wrote on WhatsApp" and when (Tbilisi), on the card of a booking whose customer wrote about it. */
function wrotePill(at: string | undefined): Raw | string {
  return at ? html`<span class="pill wrote" data-whatsapp title="${formatTbilisi(new Date(at))}">${WROTE_ON_WHATSAPP} ${tbilisiWallClock(new Date(at)).time}</span>` : '';
}

function bookingItem(b: BookingView, when: 'pickup' | 'return' | 'created', now: Date, wrote?: string): Raw {
  const time =
    when === 'pickup' ? `${b.pickupTime} ${city(b.pickupLocation)}` : when === 'return' ? `${b.returnTime} ${city(b.dropoffLocation)}` : `${duration(now.getTime() - new Date(b.createdAt).getTime())} old`;
  const hold =
    b.expiresAt && when === 'created'
      ? html`<span class="pill warn">held ${duration(new Date(b.expiresAt).getTime() - now.getTime())} more</span>`
      : statusPill(b);
  return html`<li class="item"><div class="row"><span class="time">${time}</span>${hold}</div>
<div class="row"><a class="ref" href="/staff/bookings/${b.reference}">${b.reference}</a><span>${b.carType} · <strong>${b.unit ?? 'no unit'}</strong></span></div>
<div class="row"><span>${b.customerName}</span><span class="meta">${b.pickupDate} → ${b.returnDate}</span></div>${wrote ? html`
<div class="row">${wrotePill(wrote)}</div>` : ''}
${boughtLine(b)}${armeniaPermitUrgent(b, now) ? html`<p class="conflict" data-armenia-permit>${ARMENIA_PERMIT_WARNING}</p>` : ''}
<div class="actions"><a class="phone" href="${messagingLink(b.customerPhone)}" rel="noopener" target="_blank">WhatsApp ${b.customerPhone}</a><a class="btn secondary" href="/staff/bookings/${b.reference}">Open</a></div></li>`;
}

/** What the customer bought beside the car and its delivery: the insurance and each extra (Today's cards). */
function boughtLine(b: BookingView): Raw {
  const bought = (b.breakdown?.lines ?? []).filter((l) => l.key !== 'car' && l.key !== 'delivery').map((l) => l.label);
  return bought.length ? html`<p class="meta" data-bought style="margin:2px 0">${bought.join(' · ')}</p>` : html``;
}

function dayList(items: BookingView[], when: 'pickup' | 'return', date: string, now: Date, wrote: Record<string, string>): Raw {
  const of = items.filter((b) => (when === 'pickup' ? b.pickupDate : b.returnDate) === date);
  return of.length ? html`<ul class="list two">${of.map((b) => bookingItem(b, when, now, wrote[b.id]))}</ul>` : html`<p class="empty">None.</p>`;
}

/** A car on rent past its return, in red, with the unit's next booking when that one is in danger. */
function overdueItem(o: TodayView['overdue'][number], now: Date): Raw {
  const b = o.booking;
  const late = duration(now.getTime() - tbilisiInstant(b.returnDate, b.returnTime).getTime());
  return html`<li class="item overdue" data-overdue="${b.reference}"><div class="row"><span class="time">due ${b.returnDate} ${b.returnTime} ${city(b.dropoffLocation)}</span><span class="pill late">${late} late</span></div>
<div class="row"><a class="ref" href="/staff/bookings/${b.reference}">${b.reference}</a><span>${b.carType} · <strong>${b.unit ?? 'no unit'}</strong></span></div>
<div class="row"><span>${b.customerName}</span><span class="meta">${b.pickupDate} → ${b.returnDate}</span></div>
${
  o.conflict
    ? html`<p class="conflict" data-conflict="${o.conflict.reference}">Conflict: move it. Next on ${b.unit ?? 'this unit'}: <a href="/staff/bookings/${o.conflict.reference}">${o.conflict.reference}</a>, pickup ${o.conflict.pickupDate} ${o.conflict.pickupTime} ${city(o.conflict.pickupLocation)}</p>`
    : ''
}
<div class="actions"><a class="phone" href="${messagingLink(b.customerPhone)}" rel="noopener" target="_blank">WhatsApp ${b.customerPhone}</a><a class="btn secondary" href="/staff/bookings/${b.reference}">Open</a></div></li>`;
}

export function todayPage(user: PageUser, view: TodayView, now: Date, flash?: Flash): string {
  const day = (label: string, date: string) =>
    html`<h2>${label}, ${date}</h2><div class="cols"><section><h3>Pickups</h3>${dayList(view.pickups, 'pickup', date, now, view.wroteOnWhatsApp)}</section>
<section><h3>Returns</h3>${dayList(view.returns, 'return', date, now, view.wroteOnWhatsApp)}</section></div>`;
  return layout({
    title: 'Today',
    user,
    tab: 'today',
    flash,
    body: html`<h1>Today</h1>${
      view.overdue.length
        ? html`<section class="overdue-list"><h2>Overdue (${view.overdue.length})</h2><ul class="list two">${view.overdue.map((o) => overdueItem(o, now))}</ul></section>`
        : ''
    }${day('Today', view.today)}${day('Tomorrow', view.tomorrow)}
<h2>Waiting for confirmation (${view.pending.length})</h2>${
      view.pending.length ? html`<ul class="list two">${view.pending.map((b) => bookingItem(b, 'created', now, view.wroteOnWhatsApp[b.id]))}</ul>` : html`<p class="empty">No pending bookings.</p>`
    }`,
  });
}

export function bookingsPage(user: PageUser, list: BookingView[], f: { q?: string; status?: string; from?: string; to?: string }, flash?: Flash): string {
  const opt = (v: string, label: string) => html`<option value="${v}"${new Raw(f.status === v ? ' selected' : '')}>${label}</option>`;
  return layout({
    title: 'Bookings',
    user,
    tab: 'bookings',
    flash,
    body: html`<h1>Bookings</h1>
<form method="get" action="/staff/bookings" class="card filters" role="search">
<div class="wide"><label for="q">Reference, name, phone or e-mail</label><input id="q" name="q" type="search" value="${f.q ?? ''}" autocapitalize="none"></div>
<div><label for="status">Status</label><select id="status" name="status">${opt('', 'Any')}${opt('pending', 'Pending')}${opt('confirmed', 'Confirmed')}${opt('on_rent', 'On rent')}${opt('returned', 'Returned')}${opt('cancelled', 'Cancelled')}</select></div>
<div><label for="from">Pickup from</label><input id="from" name="from" type="date" value="${f.from ?? ''}"></div>
<div><label for="to">Pickup to</label><input id="to" name="to" type="date" value="${f.to ?? ''}"></div>
<div class="actions" style="align-self:end"><button class="btn" type="submit">Search</button></div></form>
<p class="hint">${list.length} booking${list.length === 1 ? '' : 's'}, newest first${list.length >= 100 ? ' (the first 100: narrow the search)' : ''}.</p>
<ul class="list two">${list.map(
      (b) => html`<li class="item"><div class="row"><a class="ref" href="/staff/bookings/${b.reference}">${b.reference}</a>${statusPill(b)}</div>
<div class="row"><span>${b.customerName}</span><span class="meta">${b.carType} · ${b.unit ?? 'no unit'}</span></div>
<div class="row meta"><span>${b.pickupDate} ${b.pickupTime} ${city(b.pickupLocation)}</span><span>→ ${b.returnDate} ${b.returnTime} ${city(b.dropoffLocation)}</span></div></li>`,
    )}</ul>`,
  });
}

function handoverFacts(h: StoredHandover, ref: string): Raw {
  return html`<dl class="facts"><dt>When</dt><dd>${tbilisiTime(h.at)} by ${h.staffName}</dd><dt>Odometer</dt><dd>${h.odometerKm} km</dd>
<dt>Fuel</dt><dd>${fuelLabel(h.fuelEighths)}${h.fuelLower ? html` <span class="pill warn">less than at handover</span>` : ''}</dd>
<dt>Damage</dt><dd>${h.damageNotes || 'none noted'}${h.newDamage ? html` <span class="pill warn">new damage</span>` : ''}</dd></dl>
${h.photoIds.length ? html`<div class="thumbs">${h.photoIds.map((id) => html`<a href="/staff/bookings/${ref}/photos/${id}"><img src="/staff/bookings/${ref}/photos/${id}" alt="photo" loading="lazy"></a>`)}</div>` : ''}
${h.hasSignature ? html`<p class="hint">Customer's signature:</p><img src="/staff/bookings/${ref}/signature/${h.kind}.png" alt="signature" style="max-width:260px;background:#fff;border:1px solid #e6ebf0;border-radius:8px">` : ''}`;
}

const DOCUMENT_LABELS: Record<DocumentKind, string> = { licence: 'Driving licence', passport: 'Passport' };
const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = { 'image/jpeg': 'JPEG photo', 'image/png': 'PNG image', 'application/pdf': 'PDF' };

/** "240 KB", "3.1 MB". */
function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What the customer sent before pickup (docs/product.md §13): permit, second driver, documents to view or download. */
function precheckinCard(ref: string, p: StoredPrecheckin | null): Raw {
  if (!p) return html`<div class="card" id="precheckin"><h2 style="margin-top:0">Pre-check-in</h2><p class="empty">Nothing sent by the customer yet.</p></div>`;
  const documents = p.documents.map((d) => {
    const href = `/staff/bookings/${ref}/documents/${d.id}`;
    return html`<li class="item" data-document="${d.kind}"><div class="row"><strong>${DOCUMENT_LABELS[d.kind]}</strong><span class="meta">${DOCUMENT_TYPE_LABELS[d.contentType]} · ${fileSize(d.bytes)}</span></div>
<div class="row meta"><span>sent ${tbilisiTime(d.uploadedAt)}</span></div>
${d.contentType === 'application/pdf' ? '' : html`<a href="${href}"><img class="doc" src="${href}" alt="${DOCUMENT_LABELS[d.kind]}" loading="lazy"></a>`}
<div class="actions"><a class="btn secondary" href="${href}" target="_blank" rel="noopener">View</a><a class="btn secondary" href="${href}?download=1">Download</a></div></li>`;
  });
  return html`<div class="card" id="precheckin"><h2 style="margin-top:0">Pre-check-in</h2><dl class="facts">
<dt>International permit</dt><dd data-permit="${p.internationalPermit ? 'yes' : 'no'}">${p.internationalPermit ? 'yes, the customer holds one' : 'no'}</dd>
<dt>Second driver</dt><dd data-second-driver>${p.secondDriver ?? 'none'}</dd>
${p.updatedAt ? html`<dt>Sent</dt><dd>${tbilisiTime(p.updatedAt)}</dd>` : ''}</dl>
${documents.length ? html`<ul class="list docs">${documents}</ul>` : html`<p class="empty">No documents sent.</p>`}
<p class="hint">Only signed-in staff see these. They are deleted ${PRECHECKIN_RETENTION_DAYS} days after the return.</p></div>`;
}

export function bookingPage(
  user: PageUser,
  b: BookingWithHistory,
  handovers: { checkOut: StoredHandover | null; checkIn: StoredHandover | null },
  o: { units: string[]; may: BookingCapabilities; agreement: boolean; precheckin: StoredPrecheckin | null; flash?: Flash },
): string {
  const ref = b.reference;
  const action = (path: string, label: string, cls: string, confirm?: string, extra: Raw = html``) =>
    html`<form method="post" action="/staff/bookings/${ref}/${path}"${confirm ? html` data-confirm="${confirm}"` : ''}>${csrfField(user.csrf)}${extra}<button class="btn ${cls}" type="submit">${label}</button></form>`;
  // Only what the booking allows now (capabilities.ts): no cancel or move once the car is on the road (docs/product.md §10).
  const may = o.may;
  const extras = b.breakdown?.lines ?? [];
  return layout({
    title: ref,
    user,
    tab: 'bookings',
    flash: o.flash,
    body: html`<h1>${ref} ${statusPill(b)}</h1>
<div class="cols"><section class="card"><dl class="facts">
<dt>Customer</dt><dd>${b.customerName}</dd>
<dt>Phone</dt><dd><a class="phone" href="${messagingLink(b.customerPhone)}" rel="noopener" target="_blank">WhatsApp ${b.customerPhone}</a></dd>
<dt>E-mail</dt><dd><a href="mailto:${b.customerEmail}">${b.customerEmail}</a></dd>
<dt>Car</dt><dd>${b.carType} · ${b.unit ?? 'no unit'}</dd>
<dt>Pickup</dt><dd>${b.pickupDate} ${b.pickupTime}, ${city(b.pickupLocation)}</dd>
<dt>Return</dt><dd>${b.returnDate} ${b.returnTime}, ${city(b.dropoffLocation)}</dd>
<dt>Driver</dt><dd>age ${b.driverAge}, ${b.groupSize} people, ${b.locale}</dd>
<dt>Created</dt><dd>${tbilisiTime(b.createdAt)}${b.expiresAt ? ` (held until ${tbilisiTime(b.expiresAt)})` : ''}</dd>
</dl>
<h3>Price</h3><table class="plain">${extras.map((l) => html`<tr><td>${l.label}${l.quantity ? ` × ${l.quantity}` : ''}</td><td style="text-align:right">${l.amount} EUR</td></tr>`)}
<tr><th>Total</th><th style="text-align:right">${b.totalPrice} EUR</th></tr></table></section>
<section><div class="card"><h2 style="margin-top:0">Actions</h2><div class="actions">
${may.confirm ? action('confirm', 'Confirm', 'ok') : ''}
${may.cancel ? action('cancel', 'Cancel booking', 'danger', `Cancel ${ref}? The car is freed at once.`) : ''}
${may.checkOut ? html`<a class="btn" href="/staff/bookings/${ref}/check-out">Hand over (check-out)</a>` : ''}
${may.checkIn ? html`<a class="btn" href="/staff/bookings/${ref}/check-in">Return (check-in)</a>` : ''}
${o.agreement && handovers.checkOut ? html`<a class="btn secondary" href="/staff/bookings/${ref}/agreement.pdf">Rental agreement (PDF)</a>` : ''}
</div>
${
  may.move && o.units.length
    ? html`<form method="post" action="/staff/bookings/${ref}/move">${csrfField(user.csrf)}<label for="unit">Move to another ${b.carType}</label>
<div class="grid2"><select id="unit" name="unit">${o.units.map((u) => html`<option${new Raw(u === b.unit ? ' selected' : '')}>${u}</option>`)}</select><button class="btn secondary" type="submit">Move unit</button></div></form>`
    : ''
}
${b.status === 'confirmed' && !handovers.checkOut && !may.checkOut ? html`<p class="hint">The handover opens on ${handoverOpensOn(b.pickupDate)} (the day before pickup).</p>` : ''}
</div>
${precheckinCard(ref, o.precheckin)}
${moneyCard(b, handovers.checkIn !== null, { csrf: user.csrf, may: o.may })}
${handovers.checkOut ? html`<div class="card"><h2 style="margin-top:0">Handover</h2>${handoverFacts(handovers.checkOut, ref)}</div>` : ''}
${handovers.checkIn ? html`<div class="card"><h2 style="margin-top:0">Return</h2>${handoverFacts(handovers.checkIn, ref)}</div>` : ''}
<div class="card"><h2 style="margin-top:0">History</h2><ul class="list" id="history">${b.history.map(
      (h) => html`<li style="padding:6px 0;border-bottom:1px solid #e6ebf0"><span class="meta">${tbilisiTime(h.at)}</span> <strong data-type="${h.type}">${h.type}</strong> · ${h.actor}<br><span class="meta">${h.detail}</span></li>`,
    )}</ul></div></section></div>`,
  });
}

/**
 * The photos and signature kept from a refused submit (a plain form post): named by the hidden
 * `draft` field, shown as thumbnails; the next submit adds the photos chosen then.
 */
function keptDraft(kept: KeptDraft | undefined): Raw {
  if (!kept) return html``;
  const n = kept.photoCount;
  return html`<input type="hidden" name="draft" value="${kept.ref}"${new Raw(kept.signed ? ' data-signed' : '')}>
<div class="kept" data-kept><p class="msg ok">${n ? `${n} photo${n === 1 ? '' : 's'} kept` : 'No photos kept'}${kept.signed ? ', and the signature' : ''}: they go with this form (until ${tbilisiTime(kept.expiresAt)}); photos chosen below are added.</p>
${kept.thumbnails.length ? html`<div class="thumbs">${kept.thumbnails.map((src, i) => html`<img src="${src}" alt="kept photo ${i + 1}">`)}</div>` : ''}</div>`;
}

export function handoverPage(
  user: PageUser,
  kind: HandoverKind,
  b: BookingView,
  o: { checkOut: StoredHandover | null; flash?: Flash; values?: Record<string, string>; money?: Raw; kept?: KeptDraft },
): string {
  const v = o.values ?? {};
  const out = kind === 'check-out';
  const fuel = v.fuelEighths ?? (out ? String(FUEL_EIGHTHS_MAX) : '');
  return layout({
    title: out ? `Hand over ${b.reference}` : `Return ${b.reference}`,
    user,
    tab: 'bookings',
    flash: o.flash,
    body: html`<h1>${out ? 'Handover' : 'Return'} · <a href="/staff/bookings/${b.reference}">${b.reference}</a></h1>
<p class="card">${b.customerName} · ${b.carType} <strong>${b.unit ?? 'no unit'}</strong><br><span class="meta">${out ? `${b.pickupDate} ${b.pickupTime} ${city(b.pickupLocation)}` : `${b.returnDate} ${b.returnTime} ${city(b.dropoffLocation)}`}</span>
${o.checkOut && !out ? html`<br><span class="meta">At the handover: ${o.checkOut.odometerKm} km, fuel ${fuelLabel(o.checkOut.fuelEighths)}</span>` : ''}</p>
<form method="post" action="/staff/bookings/${b.reference}/${kind}" enctype="multipart/form-data" class="card" id="handover">${csrfField(user.csrf)}
<label for="odometerKm">Odometer (km)</label><input id="odometerKm" name="odometerKm" inputmode="numeric" pattern="[0-9]*" required value="${v.odometerKm ?? ''}">
<fieldset style="border:0;padding:0;margin:10px 0 0"><legend style="font-weight:600;margin-bottom:4px">Fuel (eighths of a tank)</legend><div class="fuel">${Array.from(
      { length: FUEL_EIGHTHS_MAX + 1 },
      (_, i) => html`<label><input type="radio" name="fuelEighths" value="${i}"${new Raw(String(i) === fuel ? ' checked' : '')} required><span>${i === 8 ? 'F' : i === 0 ? 'E' : `${i}`}</span></label>`,
    )}</div><p class="hint">E empty · 4 half · F full</p></fieldset>
${keptDraft(o.kept)}<label for="photos">Photos (up to ${MAX_HANDOVER_PHOTOS}${o.kept?.photoCount ? ' with the kept ones' : ''})</label>
<input id="photos" name="photos" type="file" accept="image/*" capture="environment" multiple data-scale data-max="${MAX_HANDOVER_PHOTOS}" data-thumbs="thumbs" data-note="photo-note">
<p class="hint" id="photo-note">Each side, the dashboard, any damage. They are made smaller before sending.</p><div class="thumbs" id="thumbs"></div>
<label for="damageNotes">${out ? 'Damage already on the car' : 'New damage (leave empty if none)'}</label><textarea id="damageNotes" name="damageNotes" maxlength="2000">${v.damageNotes ?? ''}</textarea>
${o.money ?? ''}
<label>Customer's signature${out ? '' : ' (optional)'}</label><div class="sig-wrap"><canvas class="sig" id="sig" data-signature="signature"></canvas></div>
<input type="hidden" name="signature" id="signature">${o.kept?.signed ? html`<p class="hint" data-kept-signature>The customer's signature is kept from the refused submit; one drawn now replaces it.</p>` : ''}<p class="hint" data-nojs>Signing needs JavaScript in this browser.</p>
<div class="actions"><button class="btn secondary" type="button" data-clear="sig">Clear signature</button></div>
<div class="actions"><button class="btn ok" type="submit">${out ? 'Record handover' : 'Record return'}</button></div></form>`,
  });
}

const MARK_CLASS: Record<string, string> = { p: 'p', C: 'C', O: 'O', '#': 'b' };

export function fleetPage(user: PageUser, cal: CalendarView, blocks: BlockView[], o: { flash?: Flash; values?: Record<string, string> }): string {
  const days = Array.from({ length: cal.days }, (_, i) => addDays(cal.from, i));
  const weekend = (d: string) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
  const v = o.values ?? {};
  return layout({
    title: 'Fleet',
    user,
    tab: 'fleet',
    flash: o.flash,
    body: html`<h1>Fleet</h1><p class="hint"><a href="/staff/fleet/photos">Car photos</a>: the photos the site shows of each car.</p>
<form method="get" action="/staff/fleet" class="card grid2"><div><label for="from">From</label><input id="from" name="from" type="date" value="${cal.from}"></div>
<div><label for="days">Days</label><select id="days" name="days">${[7, 14, 21, 31].map((n) => html`<option${new Raw(n === cal.days ? ' selected' : '')}>${n}</option>`)}</select></div>
<div class="actions"><button class="btn secondary" type="submit">Show</button></div></form>
<div class="legend"><span style="--c:#fff">free</span><span style="--c:#ffe08a">pending</span><span style="--c:#7fd49a">confirmed</span><span style="--c:#7fb2f0">on rent (O)</span><span style="--c:#9aa5b1">blocked</span></div>
<div class="scroll"><table class="cal"><thead><tr><th class="unit">Unit</th>${days.map(
      (d) => html`<th class="${weekend(d) ? 'we' : ''}" title="${d}">${d.slice(8)}<br><small>${d.slice(5, 7)}</small></th>`,
    )}</tr></thead><tbody>${cal.units.map(
      (u) => html`<tr><th class="unit">${u.label}<small>${u.carType}</small></th>${[...u.marks].map(
        (m, i) => html`<td class="${MARK_CLASS[m] ?? ''}" title="${u.label} ${days[i]}">${m === '.' ? '' : m === '#' ? '■' : m}</td>`,
      )}</tr>`,
    )}</tbody></table></div>
<div class="cols"><section><h2>Block a unit</h2><form method="post" action="/staff/fleet/blocks" class="card">${csrfField(user.csrf)}
<label for="label">Unit</label><select id="label" name="label">${cal.units.map((u) => html`<option${new Raw(u.label === v.label ? ' selected' : '')}>${u.label}</option>`)}</select>
<div class="grid2"><div><label for="bfrom">From</label><input id="bfrom" name="from" type="date" required value="${v.from ?? ''}"></div><div><label for="bto">To (included)</label><input id="bto" name="to" type="date" required value="${v.to ?? ''}"></div></div>
<label for="reason">Reason</label><input id="reason" name="reason" maxlength="200" value="${v.reason ?? ''}" placeholder="service, repair...">
<div class="actions"><button class="btn" type="submit">Add block</button></div></form></section>
<section><h2>Current and coming blocks</h2>${
      blocks.length
        ? html`<ul class="list">${blocks.map(
            (bl) => html`<li class="item"><div class="row"><strong>${bl.unit}</strong><span class="meta">#${bl.id}</span></div><div class="row"><span>${bl.from} → ${bl.to}</span><span class="meta">${bl.reason ?? ''}</span></div>
<form method="post" action="/staff/fleet/blocks/${bl.id}/remove" data-confirm="Remove block #${bl.id} of ${bl.unit}?">${csrfField(user.csrf)}<button class="btn secondary" type="submit">Remove</button></form></li>`,
          )}</ul>`
        : html`<p class="empty">No blocks.</p>`
    }</section></div>`,
  });
}

export function visitsPage(user: PageUser, visits: VisitView[], flash?: Flash): string {
  const manager = user.staff.role === 'manager';
  return layout({
    title: 'Visits',
    user,
    tab: 'visits',
    flash,
    body: html`<h1>Visits</h1><p class="hint">The latest ${visits.length} page views, newest first (the records of the admin page).</p>
${manager ? html`<form method="post" action="/staff/visits/clear" data-confirm="Delete ALL visit records? This cannot be undone.">${csrfField(user.csrf)}<div class="actions"><button class="btn danger" type="submit">Delete all records</button></div></form>` : ''}
${
      visits.length
        ? html`<div class="scroll"><table class="plain"><thead><tr><th>When (Tbilisi)</th><th>IP address</th><th>Google Ads</th></tr></thead><tbody>${visits.map(
            (v) => html`<tr><td>${tbilisiTime(v.visitedAt)}</td><td>${v.ipAddress}</td><td>${v.isGoogleAdsTraffic ? html`<span class="pill warn">paid ad</span>` : ''}</td></tr>`,
          )}</tbody></table></div>`
        : html`<p class="empty">No visits recorded.</p>`
    }`,
  });
}
