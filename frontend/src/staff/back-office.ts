/**
 * The back office's one script (/staff/assets/staff.js, served by the backend's
 * adapters/http/staff/staff-assets.controller.ts). The pages are plain server-rendered forms that work
 * without it; it adds only what a form cannot do: scaling photos down before they are sent, drawing
 * the customer's signature, asking before a destructive change, and proposing the return's fuel
 * charge. The frontend build compiles it on its own into one classic script
 * (vite-plugin-server-assets.ts, `.vite/staff-script.js`), as it does the site's boot script.
 */
import { PHOTO_MAX_SIDE_PX as MAX } from '@domain/handover/handover.js';

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

photoFields();
signaturePads();
confirmations();
document.querySelectorAll<HTMLElement>('[data-nojs]').forEach((el) => {
  el.hidden = true;
});
fuelCharge();
