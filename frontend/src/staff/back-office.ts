/**
 * The back office's one script (/staff/assets/staff.js, served by the backend's
 * adapters/http/staff/staff-assets.controller.ts). The pages are plain server-rendered forms that work
 * without it; it adds only what a form cannot do: scaling photos down before they are sent, drawing
 * the customer's signature, asking before a destructive change, and proposing the return's fuel
 * charge. The frontend build compiles it on its own into one classic script
 * (vite-plugin-server-assets.ts, `.vite/staff-script.js`), as it does the site's boot script.
 */
import { PHOTO_MAX_SIDE_PX as MAX } from '@domain/handover/handover.js';
import { balanceTexts } from '@domain/money/balance-text.js';
import { readAmount } from '@domain/money/money.js';
import { fromEur, type ExchangeRates } from '@domain/money/rates.js';

/** The longest side of a thumbnail shown under the photo field. */
const THUMB_PX = 152;

type Scaled = { file: File; thumb: string };

// The page's content security policy allows data: images, not blob: ones: decode with
// createImageBitmap, or through a data URL where that is missing.
function decode(file: File): Promise<ImageBitmap | HTMLImageElement> {
  if ('createImageBitmap' in window) return createImageBitmap(file, { imageOrientation: 'from-image' });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = reject;
      img.src = String(reader.result);
    };
    reader.onerror = reject;
    reader.readAsDataURL(file);
  });
}

/** The photo as a JPEG of at most MAX px on its longest side, and a small thumbnail; null if the browser cannot read it. */
function scale(file: File): Promise<Scaled | null> {
  return decode(file)
    .then((img) => {
      const w = img instanceof HTMLImageElement ? img.naturalWidth || img.width : img.width;
      const h = img instanceof HTMLImageElement ? img.naturalHeight || img.height : img.height;
      const r = Math.min(1, MAX / Math.max(w, h));
      const c = document.createElement('canvas');
      c.width = Math.max(1, Math.round(w * r));
      c.height = Math.max(1, Math.round(h * r));
      const g = c.getContext('2d')!;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, c.width, c.height);
      g.drawImage(img, 0, 0, c.width, c.height);
      if ('close' in img) img.close();
      return new Promise<Scaled | null>((resolve) => {
        c.toBlob(
          (blob) => {
            if (!blob) return resolve(null);
            const t = document.createElement('canvas');
            const tr = Math.min(1, THUMB_PX / Math.max(c.width, c.height));
            t.width = Math.round(c.width * tr);
            t.height = Math.round(c.height * tr);
            t.getContext('2d')!.drawImage(c, 0, 0, t.width, t.height);
            const name = `${(file.name || 'photo').replace(/\.[^.]*$/, '')}.jpg`;
            resolve({ file: new File([blob], name, { type: 'image/jpeg' }), thumb: t.toDataURL('image/jpeg', 0.7) });
          },
          'image/jpeg',
          0.82,
        );
      });
    })
    .catch(() => null);
}

/** Photo fields (`data-scale`): the chosen photos replaced by scaled copies, with thumbnails and a note. */
function photoFields(): void {
  document.querySelectorAll<HTMLInputElement>('input[type=file][data-scale]').forEach((input) => {
    const form = input.form;
    const thumbs = document.getElementById(input.getAttribute('data-thumbs') ?? '');
    const submit = form?.querySelector<HTMLButtonElement>('[type=submit]') ?? null;
    const note = document.getElementById(input.getAttribute('data-note') ?? '');
    input.addEventListener('change', () => {
      const files = Array.from(input.files ?? []);
      if (input.dataset.busy) return;
      const max = Number(input.getAttribute('data-max') || 20);
      if (files.length > max) {
        alert(`At most ${max} photos.`);
        input.value = '';
        return;
      }
      input.dataset.busy = '1';
      if (submit) submit.disabled = true;
      if (note) note.textContent = `Preparing ${files.length} photo(s)...`;
      void Promise.all(files.map(scale)).then((out) => {
        const dt = new DataTransfer();
        if (thumbs) thumbs.innerHTML = '';
        for (const o of out) {
          if (!o) continue;
          dt.items.add(o.file);
          if (thumbs) {
            const im = document.createElement('img');
            im.src = o.thumb;
            im.alt = '';
            thumbs.appendChild(im);
          }
        }
        input.files = dt.files;
        delete input.dataset.busy;
        if (submit) submit.disabled = false;
        if (note) note.textContent = `${dt.files.length} photo(s) ready, at most ${MAX} px.`;
      });
    });
  });
}

/** Signature pads (`canvas[data-signature]`): the drawing goes into the named field as a PNG data URL. */
function signaturePads(): void {
  document.querySelectorAll<HTMLCanvasElement>('canvas[data-signature]').forEach((canvas) => {
    const field = document.getElementById(canvas.getAttribute('data-signature') ?? '') as HTMLInputElement | null;
    const ctx = canvas.getContext('2d')!;
    let drawing = false;
    let last = { x: 0, y: 0 };
    let touched = false;
    const r = canvas.getBoundingClientRect();
    const d = window.devicePixelRatio || 1;
    canvas.width = Math.round(r.width * d);
    canvas.height = Math.round(r.height * d);
    ctx.setTransform(d, 0, 0, d, 0, 0);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111';
    if (field) field.value = '';
    const pos = (e: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      return { x: e.clientX - box.left, y: e.clientY - box.top };
    };
    canvas.addEventListener('pointerdown', (e) => {
      drawing = true;
      last = pos(e);
      canvas.setPointerCapture(e.pointerId);
      e.preventDefault();
    });
    canvas.addEventListener('pointermove', (e) => {
      if (!drawing) return;
      const p = pos(e);
      ctx.beginPath();
      ctx.moveTo(last.x, last.y);
      ctx.lineTo(p.x, p.y);
      ctx.stroke();
      last = p;
      touched = true;
      e.preventDefault();
    });
    const end = () => {
      if (!drawing) return;
      drawing = false;
      if (touched && field) field.value = canvas.toDataURL('image/png');
    };
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
    canvas.addEventListener('pointerleave', end);
    document.querySelector(`[data-clear="${canvas.id}"]`)?.addEventListener('click', () => {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      touched = false;
      if (field) field.value = '';
    });
  });
}

/** Forms with `data-confirm`: sent only after the browser's confirmation. */
function confirmations(): void {
  document.querySelectorAll<HTMLFormElement>('form[data-confirm]').forEach((form) => {
    form.addEventListener('submit', (e) => {
      if (!window.confirm(form.getAttribute('data-confirm') ?? '')) e.preventDefault();
    });
  });
}

/** The return's fuel charge follows the fuel level picked (FUEL_EIGHTH_EUR per missing eighth) until staff type their own. */
function fuelCharge(): void {
  document.querySelectorAll<HTMLInputElement>('input[data-fuel-out]').forEach((input) => {
    const out = Number(input.getAttribute('data-fuel-out'));
    const per = Number(input.getAttribute('data-fuel-eur'));
    let typed = false;
    input.addEventListener('input', () => {
      typed = true;
    });
    document.querySelectorAll<HTMLInputElement>('input[name="fuelEighths"]').forEach((radio) => {
      radio.addEventListener('change', () => {
        if (typed || !radio.checked) return;
        const n = Math.max(0, out - Number(radio.value)) * per;
        input.value = n ? String(n) : '';
      });
    });
  });
}

/**
 * The return's payment box (`[data-live-balance]`): the balance after the charges typed so far, in
 * EUR, GEL and USD, redrawn as they are typed; "Take the whole balance" puts it in the first payment
 * row, in that row's currency.
 */
function liveBalance(): void {
  const box = document.querySelector<HTMLElement>('[data-live-balance]');
  const form = box?.closest('form');
  if (!box || !form) return;
  const base = Number(box.dataset.balanceCents);
  const rates: ExchangeRates | null = box.dataset.eurGel && box.dataset.usdGel ? { date: box.dataset.rateDate ?? '', eur: box.dataset.eurGel, usd: box.dataset.usdGel } : null;
  const balance = () =>
    base +
    Array.from(form.querySelectorAll<HTMLInputElement>('input[name^="charge_"]')).reduce((sum, input) => {
      const r = readAmount(input.value);
      return sum + ('cents' in r ? r.cents : 0);
    }, 0);
  const draw = () => {
    const t = balanceTexts(balance(), rates);
    const set = (sel: string, text: string | null) => {
      const el = box.querySelector(sel);
      if (el && text !== null) el.textContent = text;
    };
    set('[data-balance-label]', t.label);
    set('[data-balance-eur]', t.eur);
    set('[data-balance-gel]', t.gel);
    set('[data-balance-usd]', t.usd);
  };
  form.addEventListener('input', draw);
  // The fuel charge follows the fuel level picked (fuelCharge): redraw after it.
  form.addEventListener('change', () => setTimeout(draw, 0));
  form.querySelector('[data-take-balance]')?.addEventListener('click', () => {
    const amount = form.querySelector<HTMLInputElement>('#payAmount');
    const currency = form.querySelector<HTMLSelectElement>('#payCurrency');
    const cents = balance();
    if (!amount || cents <= 0) return;
    const c = (currency?.value ?? 'EUR') as 'EUR' | 'GEL' | 'USD';
    const inCurrency = c === 'EUR' || !rates ? cents : fromEur(cents, c, rates);
    if (c !== 'EUR' && !rates && currency) currency.value = 'EUR';
    amount.value = (inCurrency / 100).toFixed(2);
    amount.focus();
  });
  draw();
}

/** Shows a refusal above the form and moves to the field. */
function refuse(form: HTMLFormElement, field: HTMLElement | null, text: string): void {
  let box = form.querySelector<HTMLElement>('[data-check]');
  if (!box) {
    box = document.createElement('p');
    box.className = 'msg error';
    box.setAttribute('role', 'alert');
    box.dataset.check = '';
    form.prepend(box);
  }
  box.textContent = text;
  (field ?? box).scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
}

/**
 * The handover form is checked here before it is sent (the photos go with it): each amount typed
 * (the domain's readAmount, as the server reads it) and, at the check-out, the signature.
 */
function checkBeforeUpload(): void {
  const form = document.querySelector<HTMLFormElement>('form#handover');
  if (!form) return;
  form.addEventListener('submit', (e) => {
    for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[name^="payAmount"], input[name^="charge_"]'))) {
      if (input.value.trim() === '') continue;
      const r = readAmount(input.value);
      if (!('cents' in r)) {
        e.preventDefault();
        const label = form.querySelector(`label[for="${input.id}"]`)?.textContent ?? input.name;
        return refuse(form, input, `${label}: ${r.message}`);
      }
    }
    const signature = form.querySelector<HTMLInputElement>('input[name="signature"]');
    // A signature kept from a refused submit (the `draft` field, data-signed) goes with the form.
    const kept = form.querySelector('input[name="draft"][data-signed]') !== null;
    if (form.action.endsWith('/check-out') && signature && !signature.value && !kept) {
      e.preventDefault();
      return refuse(form, document.getElementById('sig'), 'The customer signs the handover on the screen before it is recorded.');
    }
    e.preventDefault();
    void send(form);
  });
}

/**
 * Photo uploads (`form[data-upload]`, /staff/fleet/photos): sent with a progress bar; a refusal is
 * answered in the car's section without leaving the page, an added photo reloads the page at the car.
 */
function uploadProgress(): void {
  document.querySelectorAll<HTMLFormElement>('form[data-upload]').forEach((form) => {
    const section = form.closest<HTMLElement>('[data-car]');
    const bar = form.querySelector('progress');
    const line = form.querySelector<HTMLElement>('[data-progress]');
    const submit = form.querySelector<HTMLButtonElement>('[type=submit]');
    const answer = (kind: 'ok' | 'error', text: string) => {
      section?.querySelector('[data-answer]')?.remove();
      const box = document.createElement('p');
      box.className = `msg ${kind}`;
      box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
      box.dataset.answer = '';
      box.textContent = text;
      section?.querySelector('h2')?.after(box);
    };
    form.addEventListener('submit', (e) => {
      if (!bar || !('FormData' in window)) return;
      e.preventDefault();
      const xhr = new XMLHttpRequest();
      xhr.open('POST', form.action);
      bar.hidden = false;
      bar.value = 0;
      if (submit) submit.disabled = true;
      xhr.upload.onprogress = (p) => {
        if (!p.lengthComputable) return;
        const pct = Math.round((p.loaded / p.total) * 100);
        bar.value = pct;
        if (line) line.textContent = pct < 100 ? `Uploading: ${pct}% of ${(p.total / 1048576).toFixed(1)} MB` : 'Uploaded; preparing the photo...';
      };
      const done = () => {
        bar.hidden = true;
        if (line) line.textContent = '';
        if (submit) submit.disabled = false;
      };
      xhr.onload = () => {
        if (xhr.status < 400) {
          // Redirected to the page with the answer at the car: load it there (a reload when only the
          // fragment would change, which would not load the new photo).
          const url = new URL(xhr.responseURL);
          url.hash = form.dataset.upload ?? '';
          if (url.pathname + url.search === location.pathname + location.search) {
            history.replaceState(null, '', url.href);
            location.reload();
          } else location.assign(url.href);
          return;
        }
        done();
        const page = new DOMParser().parseFromString(xhr.responseText, 'text/html');
        const text = page.querySelector('[data-answer], .msg.error')?.textContent ?? `The upload was refused (${xhr.status}).`;
        answer('error', text);
      };
      xhr.onerror = () => {
        done();
        answer('error', 'The upload did not reach the server (the connection dropped). Choose the photo again.');
      };
      xhr.send(new FormData(form));
    });
  });
}

/**
 * Sends the handover form from the page, so that a refusal by the server (an odometer below the
 * check-out's, an amount refused, a booking changed meanwhile) loses nothing: the reason is shown
 * above the form, and the photos, the signature and what was typed stay for the next submit.
 */
async function send(form: HTMLFormElement): Promise<void> {
  const submit = form.querySelector<HTMLButtonElement>('[type=submit]');
  if (submit) submit.disabled = true;
  try {
    const res = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (res.ok && res.redirected) return window.location.assign(res.url);
    if (!res.ok && res.headers.get('content-type')?.includes('application/json')) {
      const { message, field } = (await res.json()) as { message?: string; field?: string };
      const input = field ? form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]:not([type=hidden])`) : null;
      return refuse(form, input, `${message ?? 'Not recorded'}. The photos, the signature and what was typed are kept: correct it and record again.`);
    }
    // Anything else (signed out, an upload over the limits): the server's page, as a plain form post shows it.
    const page = new DOMParser().parseFromString(await res.text(), 'text/html');
    const text = page.querySelector('.card p')?.textContent ?? `The server answered ${res.status}.`;
    refuse(form, null, `Not recorded: ${text}`);
  } catch {
    refuse(form, null, 'Not sent (no connection?). Nothing is lost: record again.');
  } finally {
    if (submit) submit.disabled = false;
  }
}

photoFields();
uploadProgress();
signaturePads();
confirmations();
document.querySelectorAll<HTMLElement>('[data-nojs]').forEach((el) => {
  el.hidden = true;
});
fuelCharge();
liveBalance();
checkBeforeUpload();
