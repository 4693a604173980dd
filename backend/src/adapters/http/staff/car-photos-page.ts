import type { CarPhotoView } from '../../../application/fleet/car-photos.service.js';
import { CAR_PHOTO_MAX_BYTES, CAR_PHOTO_MAX_SIDE, photoFallbackWidth, photoUrl } from '../../../domain/catalogue/car-photos.js';
import type { CatalogueCar } from '../../../application/ports/catalogue.repository.js';
import { carSlug } from '../../../domain/catalogue/site-fleet.js';
import { html, Raw } from './staff-html.js';
import { layout, type Flash, type PageUser } from './staff-pages.js';

const csrfField = (csrf: string) => html`<input type="hidden" name="_csrf" value="${csrf}">`;

const STYLE = new Raw(`<style>
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:10px;list-style:none;margin:10px 0;padding:0}
.photos li{display:flex;flex-direction:column;gap:6px}
.photos img{width:100%;height:auto;aspect-ratio:16/10;object-fit:cover;border-radius:8px;background:#eef1f4}
.photos form{margin:0}.photos .btn{width:100%}
.car h2{margin:0 0 4px}
.car{scroll-margin-top:120px}
.car progress{width:100%;height:14px}
.car input[type=file]{width:100%;padding:10px 0;font-size:16px}
</style>`);

/** Where a car is offered, for the line under its name. */
function offered(car: Pick<CatalogueCar, 'fleet' | 'hidden'>): string {
  if (car.hidden) return 'Hidden: not offered (rentals cars edit --show offers it again).';
  return car.fleet ? 'On the site.' : 'Priced only (quotes), not on the site.';
}

/**
 * /staff/fleet/photos: every car of the catalogue with its photos, the cars of the site first (the
 * specification's and the added ones), then the cars only priced and the hidden ones; managers upload
 * (one photo a form, JPEG, PNG or WebP) and remove them. On a phone: one column, buttons a thumb wide.
 * `o.car`: the car whose form was sent; the answer (added, or why not) is shown in its section and
 * the forms send to `#car-<id>`, so the page stays at that car (the script uploads with a progress
 * bar and answers a refusal in place).
 */
export function carPhotosPage(user: PageUser, cars: readonly CatalogueCar[], photos: CarPhotoView[], o: { flash?: Flash; car?: string } = {}): string {
  const manager = user.staff.role === 'manager';
  const rank = (c: CatalogueCar) => (c.hidden ? 2 : c.fleet ? 0 : 1);
  const ordered = cars.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i).map(({ c }) => ({ ...c, id: carSlug(c.name), carType: c.name }));
  const here = (v: { id: string; carType: string }) => o.car !== undefined && (o.car === v.carType || o.car === v.id);
  const answered = o.flash ? ordered.some(here) : false;
  return layout({
    title: 'Car photos',
    user,
    tab: 'fleet',
    flash: answered ? null : o.flash,
    body: html`${STYLE}<h1>Car photos</h1>
<p class="hint"><a href="/staff/fleet">← Fleet calendar</a> · The site shows these photos on the car's card (the first one) and in its gallery; a car without photos keeps its drawing.
${manager ? html`JPEG, PNG or WebP, at most ${CAR_PHOTO_MAX_BYTES / 1024 / 1024} MB and ${CAR_PHOTO_MAX_SIDE} px a side; each photo takes a few seconds to prepare.` : html`Only a manager can add or remove photos.`}</p>
${ordered.map((v) => {
  const own = photos.filter((p) => p.carType === v.carType);
  return html`<section class="card car" id="car-${v.id}" data-car="${v.id}"><h2>${v.carType}</h2>${answered && here(v) && o.flash ? html`<p class="msg ${o.flash.kind}" role="${o.flash.kind === 'error' ? 'alert' : 'status'}" data-answer>${o.flash.text}</p>` : ''}<p class="meta">${offered(v)} ${own.length ? `${own.length} photo${own.length === 1 ? '' : 's'}.` : v.fleet && !v.hidden ? 'No photos: the site shows the drawing.' : 'No photos.'}</p>
${own.length ? html`<ul class="photos">${own.map((p, i) => html`<li data-photo="${p.id}"><img src="${photoUrl(p, photoFallbackWidth(p, 480), 'webp')}" width="${p.width}" height="${p.height}" alt="${v.carType}, photo ${i + 1}" loading="lazy"><span class="meta">${p.id.slice(0, 8)} · ${p.width}×${p.height}</span>${
    manager
      ? html`<form method="post" action="/staff/fleet/photos/${p.id}/remove" data-confirm="Remove this photo of the ${v.carType}?">${csrfField(user.csrf)}<input type="hidden" name="car" value="${v.carType}"><button class="btn secondary" type="submit">Remove</button></form>`
      : ''
  }</li>`)}</ul>` : ''}
${manager ? html`<form method="post" action="/staff/fleet/photos#car-${v.id}" enctype="multipart/form-data" data-upload="car-${v.id}">${csrfField(user.csrf)}<input type="hidden" name="car" value="${v.carType}">
<label for="photo-${v.id}">Add a photo of the ${v.carType}</label><input id="photo-${v.id}" name="photo" type="file" accept="image/jpeg,image/png,image/webp" required>
<progress max="100" value="0" hidden></progress><p class="meta" data-progress aria-live="polite"></p>
<div class="actions"><button class="btn" type="submit">Upload photo</button></div></form>` : ''}</section>`;
})}`,
  });
}
