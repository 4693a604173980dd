#!/usr/bin/env node
// Draws the site's original SVG artwork into frontend/public/images (run by hand after a change:
// `node frontend/scripts/draw-pictures.mjs`; the SVGs are committed). Cars: a main side view per
// fleet vehicle (/images/cars/<id>.svg) and a gallery (/images/cars/<id>-<n>.svg) with the counts of
// docs/frontend.md (Pictures), in different scenes and views (rasterise-pictures.mjs then makes the WebP copies the pages
// show on their first screens). Also the hero backdrop, team avatars, favicon and the
// social image (social.svg; social.png is rendered from it by e2e/support or by hand with Chromium).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../public/', import.meta.url));
mkdirSync(`${OUT}images/cars`, { recursive: true });
mkdirSync(`${OUT}images/team`, { recursive: true });

const W = 800;
const H = 500;

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const f = (c) => Math.max(0, Math.min(255, Math.round(c + (amount < 0 ? c * amount : (255 - c) * amount))));
  const r = f(n >> 16);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

// ---------------------------------------------------------------- cars, side view (facing right)
// Local frame: 600 wide, ground at y=252, wheel radius 46 (big SUVs 50).
const BODIES = {
  sedan: {
    body: 'M28 206 L26 168 Q28 146 58 140 L160 134 Q196 128 222 100 L258 74 Q272 64 300 62 L372 62 Q398 64 414 76 L458 112 Q526 120 562 132 Q580 142 578 170 L576 206 Z',
    windows: ['M236 102 L266 78 Q278 70 300 69 L330 69 L330 106 Z', 'M340 69 L372 69 Q392 71 404 80 L440 110 L340 108 Z'],
    wheels: [140, 470],
    r: 44,
    beltY: 118,
  },
  crossover: {
    body: 'M26 210 L24 110 Q26 78 50 72 L100 58 Q118 50 150 48 L380 46 Q404 47 418 60 L466 102 Q540 112 566 126 Q584 136 582 168 L580 210 Z',
    windows: ['M48 106 L52 84 Q58 74 80 68 L108 62 L108 106 Z', 'M120 60 Q130 56 150 55 L250 54 L250 106 L120 106 Z', 'M262 54 L378 53 Q396 54 408 66 L446 104 L262 106 Z'],
    wheels: [134, 470],
    r: 48,
    beltY: 112,
    rails: true,
  },
  suburban: {
    body: 'M14 212 L12 86 Q14 60 40 56 L420 52 Q440 53 452 66 L494 104 Q554 112 578 124 Q592 134 590 168 L588 212 Z',
    windows: ['M32 110 L34 78 Q36 66 52 64 L136 62 L136 110 Z', 'M148 62 L256 61 L256 110 L148 110 Z', 'M268 60 L360 60 L360 110 L268 110 Z', 'M372 60 L418 59 Q432 60 440 70 L474 108 L372 110 Z'],
    wheels: [124, 486],
    r: 50,
    beltY: 116,
    rails: true,
  },
  fj: {
    body: 'M40 212 L38 64 Q40 44 64 42 L400 40 Q420 40 428 52 L452 104 Q530 110 556 122 Q572 132 570 166 L568 212 Z',
    roof: 'M56 40 L404 38 Q418 38 424 48 L428 56 L52 58 Q50 46 56 40 Z',
    windows: ['M58 104 L60 70 Q62 62 74 62 L126 62 L118 104 Z', 'M138 62 L252 62 L252 104 L132 104 Z', 'M264 62 L396 60 Q408 60 414 70 L432 104 L264 104 Z'],
    wheels: [142, 470],
    r: 52,
    beltY: 110,
    spare: true,
  },
  runner: {
    body: 'M26 212 L24 92 Q26 62 56 58 L110 50 Q126 44 156 44 L388 42 Q412 43 426 56 L470 102 Q544 110 570 124 Q588 134 586 168 L584 212 Z',
    windows: ['M46 108 L50 84 Q54 72 74 68 L116 60 L116 108 Z', 'M128 58 Q138 52 160 51 L262 50 L262 108 L128 108 Z', 'M274 50 L386 49 Q402 50 414 62 L452 104 L274 108 Z'],
    wheels: [136, 472],
    r: 50,
    beltY: 112,
    rails: true,
  },
};

const VEHICLES = {
  'hyundai-elantra': { body: 'sedan', color: '#c8ccd2' },
  'subaru-forester': { body: 'crossover', color: '#2f5d8a' },
  'chevrolet-suburban': { body: 'suburban', color: '#2a2b31' },
  'toyota-fj-cruiser': { body: 'fj', color: '#d9822b' },
  'toyota-4runner': { body: 'runner', color: '#5b6b3a' },
};

function wheel(x, y, r, uid) {
  return `<g transform="translate(${x} ${y})">
  <circle r="${r + 9}" fill="#15181c"/>
  <circle r="${r}" fill="#22262b"/>
  <circle r="${r * 0.62}" fill="url(#rim${uid})"/>
  ${[0, 72, 144, 216, 288].map((a) => `<rect x="-3.5" y="${-r * 0.58}" width="7" height="${r * 0.42}" rx="3" fill="#7d858f" transform="rotate(${a})"/>`).join('')}
  <circle r="${r * 0.16}" fill="#50565e"/>
</g>`;
}

/** A car in side view, scaled to `width` with its wheels on the ground line `groundY`. */
function sideCar(id, { x = 100, groundY = 430, width = 600, tent = false, uid = 'a' } = {}) {
  const v = VEHICLES[id];
  const b = BODIES[v.body];
  const s = width / 600;
  const wy = 212 + 4; // wheel centre in local frame
  const dy = groundY - (wy + b.r + 9) * s;
  const lo = shade(v.color, -0.35);
  const hi = shade(v.color, 0.35);
  const wheels = b.wheels.map((wx) => wheel(wx, wy, b.r, uid)).join('');
  const arches = b.wheels.map((wx) => `<circle cx="${wx}" cy="${wy}" r="${b.r + 14}" fill="#101214"/>`).join('');
  const rails = b.rails ? `<rect x="${b.wheels[0] - 40}" y="${(v.body === 'suburban' ? 44 : 34)}" width="${b.wheels[1] - b.wheels[0] - 40}" height="7" rx="3" fill="#2b2f35"/>` : '';
  const roof = b.roof ? `<path d="${b.roof}" fill="#f4f4f1"/>` : '';
  const spare = b.spare ? `<g transform="translate(30 148)"><rect x="-14" y="-44" width="20" height="88" rx="9" fill="#1b1e22"/><rect x="-10" y="-30" width="12" height="60" rx="5" fill="#3a3f46"/></g>` : '';
  const tentSvg = tent
    ? `<g><path d="M${b.wheels[0] - 30} ${v.body === 'fj' ? 36 : 40} L${b.wheels[1] - 70} ${v.body === 'fj' ? 36 : 40} L${b.wheels[1] - 70} ${v.body === 'fj' ? 12 : 16} L${b.wheels[0] - 30} ${v.body === 'fj' ? 12 : 16} Z" fill="#3d4a3f"/>
      <path d="M${b.wheels[0] - 26} ${v.body === 'fj' ? 14 : 18} L${b.wheels[1] - 74} ${v.body === 'fj' ? 14 : 18} L${b.wheels[1] - 100} -36 L${b.wheels[0]} -36 Z" fill="#e9b949"/>
      <path d="M${b.wheels[0] + 70} -30 L${b.wheels[1] - 150} -30 L${b.wheels[1] - 140} ${v.body === 'fj' ? 12 : 16} L${b.wheels[0] + 60} ${v.body === 'fj' ? 12 : 16} Z" fill="#c99a2e" opacity=".6"/>
      <path d="M${b.wheels[1] - 74} ${v.body === 'fj' ? 36 : 40} L${b.wheels[1] + 6} 200" stroke="#8b8f94" stroke-width="5"/></g>`
    : '';
  const front = v.body === 'sedan' ? 572 : v.body === 'suburban' ? 584 : v.body === 'fj' ? 562 : 578;
  const headY = v.body === 'sedan' ? 146 : 138;
  return `<g transform="translate(${x} ${dy}) scale(${s})">
  <defs>
    <linearGradient id="paint${uid}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hi}"/><stop offset=".45" stop-color="${v.color}"/><stop offset="1" stop-color="${lo}"/>
    </linearGradient>
    <linearGradient id="glass${uid}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#cfe3ec"/><stop offset=".5" stop-color="#6f8fa3"/><stop offset="1" stop-color="#2c3e4c"/>
    </linearGradient>
    <radialGradient id="rim${uid}"><stop offset="0" stop-color="#c9ced4"/><stop offset="1" stop-color="#8a9199"/></radialGradient>
  </defs>
  <ellipse cx="300" cy="${wy + b.r + 8}" rx="300" ry="16" fill="#000" opacity=".28"/>
  ${tentSvg}
  ${rails}
  ${arches}
  <path d="${b.body}" fill="url(#paint${uid})"/>
  ${roof}
  ${b.windows.map((w) => `<path d="${w}" fill="url(#glass${uid})"/>`).join('')}
  <path d="M${b.wheels[0] - 80} ${b.beltY + 30} L${front - 20} ${b.beltY + 34}" stroke="${lo}" stroke-width="3" opacity=".6"/>
  <rect x="${(b.wheels[0] + b.wheels[1]) / 2 - 30}" y="${b.beltY + 14}" width="22" height="5" rx="2.5" fill="${lo}"/>
  <rect x="${(b.wheels[0] + b.wheels[1]) / 2 + 70}" y="${b.beltY + 14}" width="22" height="5" rx="2.5" fill="${lo}"/>
  <path d="M${front - 26} ${headY} L${front} ${headY + 4} L${front + 2} ${headY + 20} L${front - 22} ${headY + 16} Z" fill="#fff6d5"/>
  <rect x="${v.body === 'fj' ? 36 : 22}" y="${headY - 6}" width="12" height="26" rx="3" fill="#c0322b"/>
  <rect x="${front - 80}" y="${202}" width="${80}" height="10" rx="4" fill="#1b1e22"/>
  <rect x="20" y="${202}" width="70" height="10" rx="4" fill="#1b1e22"/>
  ${spare}
  ${wheels}
</g>`;
}

/** A car seen from the front. */
function frontCar(id, { cx = 400, groundY = 440, width = 420, uid = 'f' } = {}) {
  const v = VEHICLES[id];
  const tall = v.body === 'sedan' ? 0.62 : v.body === 'fj' ? 0.86 : 0.8;
  const w = width;
  const h = w * tall;
  const x0 = cx - w / 2;
  const top = groundY - h;
  const lo = shade(v.color, -0.35);
  const hi = shade(v.color, 0.3);
  const roofW = w * (v.body === 'fj' ? 0.78 : 0.7);
  const glassTop = top + h * 0.08;
  const glassBottom = top + h * (v.body === 'sedan' ? 0.42 : 0.4);
  const beltW = w * 0.9;
  const grille = v.body === 'fj'
    ? `<rect x="${cx - w * 0.3}" y="${top + h * 0.55}" width="${w * 0.6}" height="${h * 0.16}" rx="8" fill="#1b1e22"/>
       <text x="${cx}" y="${top + h * 0.66}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="900" font-size="${h * 0.08}" fill="#e9e9e4" letter-spacing="6">TOYOTA</text>`
    : `<rect x="${cx - w * 0.24}" y="${top + h * 0.56}" width="${w * 0.48}" height="${h * 0.14}" rx="${h * 0.05}" fill="#1b1e22"/>
       ${[1, 2, 3].map((i) => `<rect x="${cx - w * 0.22}" y="${top + h * 0.56 + i * h * 0.034}" width="${w * 0.44}" height="3" fill="#3b4048"/>`).join('')}
       <circle cx="${cx}" cy="${top + h * 0.63}" r="${h * 0.035}" fill="#d5d9de"/>`;
  const lampY = top + h * 0.53;
  const lamp = (x) => v.body === 'fj'
    ? `<circle cx="${x}" cy="${lampY + h * 0.09}" r="${h * 0.075}" fill="#1b1e22"/><circle cx="${x}" cy="${lampY + h * 0.09}" r="${h * 0.055}" fill="#fff6d5"/>`
    : `<path d="M${x - w * 0.11} ${lampY} L${x + w * 0.11} ${lampY + 4} L${x + w * 0.1} ${lampY + h * 0.1} L${x - w * 0.1} ${lampY + h * 0.08} Z" fill="#fff6d5" stroke="#1b1e22" stroke-width="4"/>`;
  return `<g>
  <defs>
    <linearGradient id="fpaint${uid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset=".5" stop-color="${v.color}"/><stop offset="1" stop-color="${lo}"/></linearGradient>
    <linearGradient id="fglass${uid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c3e4c"/><stop offset=".6" stop-color="#6f8fa3"/><stop offset="1" stop-color="#a9c3d1"/></linearGradient>
  </defs>
  <ellipse cx="${cx}" cy="${groundY}" rx="${w * 0.62}" ry="${h * 0.06}" fill="#000" opacity=".3"/>
  <rect x="${x0 + w * 0.04}" y="${groundY - h * 0.22}" width="${w * 0.16}" height="${h * 0.22}" rx="10" fill="#15181c"/>
  <rect x="${x0 + w * 0.8}" y="${groundY - h * 0.22}" width="${w * 0.16}" height="${h * 0.22}" rx="10" fill="#15181c"/>
  <path d="M${cx - roofW / 2} ${top} L${cx + roofW / 2} ${top} L${cx + beltW / 2} ${glassBottom + 6} L${x0 + w} ${top + h * 0.5} L${x0 + w} ${groundY - h * 0.12} Q${x0 + w} ${groundY - h * 0.06} ${x0 + w - 14} ${groundY - h * 0.06} L${x0 + 14} ${groundY - h * 0.06} Q${x0} ${groundY - h * 0.06} ${x0} ${groundY - h * 0.12} L${x0} ${top + h * 0.5} L${cx - beltW / 2} ${glassBottom + 6} Z" fill="url(#fpaint${uid})"/>
  ${v.body === 'fj' ? `<path d="M${cx - roofW / 2} ${top} L${cx + roofW / 2} ${top} L${cx + roofW / 2 + 6} ${top + 12} L${cx - roofW / 2 - 6} ${top + 12} Z" fill="#f4f4f1"/>` : ''}
  <path d="M${cx - roofW / 2 + 12} ${glassTop + 6} L${cx + roofW / 2 - 12} ${glassTop + 6} L${cx + beltW / 2 - 18} ${glassBottom} L${cx - beltW / 2 + 18} ${glassBottom} Z" fill="url(#fglass${uid})"/>
  <path d="M${x0 - 10} ${glassBottom - 6} l${w * 0.07} 0 l0 ${h * 0.08} l${-w * 0.07} 0 Z" fill="${lo}"/>
  <path d="M${x0 + w + 10} ${glassBottom - 6} l${-w * 0.07} 0 l0 ${h * 0.08} l${w * 0.07} 0 Z" fill="${lo}"/>
  ${grille}
  ${lamp(x0 + w * 0.15)}${lamp(x0 + w * 0.85)}
  <rect x="${x0 + w * 0.05}" y="${groundY - h * 0.2}" width="${w * 0.9}" height="${h * 0.1}" rx="8" fill="#1f2328"/>
  <rect x="${cx - w * 0.12}" y="${groundY - h * 0.185}" width="${w * 0.24}" height="${h * 0.07}" rx="4" fill="#f1f1ec"/>
</g>`;
}

// ---------------------------------------------------------------- scenes
function svg(w, h, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;
}

function mountains(points, fill) {
  return `<path d="M0 ${points[0][1]} ${points.map(([x, y]) => `L${x} ${y}`).join(' ')} L${W} 500 L0 500 Z" fill="${fill}"/>`;
}

const SCENES = {
  studio: (car) => `<defs><radialGradient id="bg" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9e6e4"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="380" width="${W}" height="120" fill="#cfdedb"/><path d="M0 380 L${W} 380" stroke="#bcd0cc" stroke-width="2"/>${car}`,
  mountain: (car) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6d9"/><stop offset="1" stop-color="#dcefff"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${mountains([[0, 250], [90, 150], [170, 210], [280, 90], [360, 170], [470, 110], [560, 190], [660, 80], [800, 200]], '#8aa3b5')}
<path d="M250 118 L280 90 L305 115 L290 112 L280 122 L268 112 Z M640 104 L660 80 L690 108 L672 104 L662 114 Z" fill="#fff"/>
${mountains([[0, 300], [120, 230], [240, 290], [380, 220], [520, 300], [650, 240], [800, 290]], '#4f7a5a')}
${mountains([[0, 360], [200, 320], [400, 350], [600, 310], [800, 350]], '#3d6446')}
<path d="M0 420 Q400 380 800 405 L800 500 L0 500 Z" fill="#5a5f63"/><path d="M0 448 Q400 410 800 433" stroke="#e8e2c8" stroke-width="4" stroke-dasharray="30 24" fill="none"/>${car}`,
  desert: (car) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3b76b"/><stop offset="1" stop-color="#fde9c8"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="620" cy="120" r="46" fill="#fff4d6"/>
${mountains([[0, 260], [60, 200], [110, 215], [150, 170], [230, 230], [300, 190], [340, 200], [420, 150], [500, 235], [600, 200], [700, 160], [800, 230]], '#c7895a')}
${mountains([[0, 320], [90, 270], [180, 300], [260, 260], [380, 320], [520, 280], [640, 320], [800, 290]], '#a96a43')}
<path d="M0 380 Q300 350 800 375 L800 500 L0 500 Z" fill="#d9b382"/>${[60, 180, 700, 760].map((x) => `<circle cx="${x}" cy="${360 + (x % 3) * 6}" r="14" fill="#6f7a3c"/>`).join('')}${car}`,
  city: (car) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#28345e"/><stop offset=".7" stop-color="#d98a6a"/><stop offset="1" stop-color="#f6c38e"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${[[0, 210, 90], [80, 160, 70], [150, 230, 60], [205, 120, 80], [280, 190, 110], [380, 150, 60], [430, 100, 50], [470, 200, 90], [555, 140, 70], [620, 220, 70], [685, 170, 115]].map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${400 - y}" fill="#1f2542"/>${Array.from({ length: Math.floor((400 - y) / 34) }, (_, i) => `<rect x="${x + 12}" y="${y + 14 + i * 34}" width="${w - 24}" height="8" fill="#f6c86b" opacity="${0.35 + ((x + i) % 4) * 0.15}"/>`).join('')}`).join('')}
<path d="M430 100 L455 60 L480 100 Z" fill="#1f2542"/>
<rect y="400" width="${W}" height="100" fill="#3b3f4a"/><path d="M0 450 L${W} 450" stroke="#d9d3b8" stroke-width="4" stroke-dasharray="36 26"/>${car}`,
  snow: (car) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4d8fd1"/><stop offset="1" stop-color="#cfe6fb"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${mountains([[0, 230], [130, 110], [250, 220], [380, 70], [520, 200], [650, 100], [800, 210]], '#eef5fb')}
<path d="M130 110 L160 150 L120 160 Z M380 70 L420 130 L350 120 Z M650 100 L690 150 L630 145 Z" fill="#b9cfe2"/>
${mountains([[0, 330], [150, 270], [330, 320], [520, 260], [800, 320]], '#ffffff')}
${[70, 110, 690, 740].map((x) => `<path d="M${x} 360 l18 -70 l18 70 Z" fill="#2d5a44"/><path d="M${x + 6} 320 l12 -40 l12 40 Z" fill="#fff" opacity=".7"/>`).join('')}
<rect y="385" width="${W}" height="115" fill="#f4f8fb"/><path d="M0 420 Q400 400 800 420 L800 470 Q400 450 0 470 Z" fill="#d3dde6"/>${car}`,
  sea: (car) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ccbe8"/><stop offset="1" stop-color="#e6f6fb"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${mountains([[0, 250], [140, 200], [300, 240], [420, 215], [560, 250], [800, 230]], '#6d9c8a')}
<rect y="250" width="${W}" height="120" fill="#2f86a8"/>${[270, 300, 330].map((y) => `<path d="M0 ${y} Q200 ${y - 6} 400 ${y} T800 ${y}" stroke="#8fd0e6" stroke-width="2" fill="none" opacity=".6"/>`).join('')}
<rect y="365" width="${W}" height="135" fill="#d8cdb4"/>
${[120, 690].map((x) => `<path d="M${x} 380 Q${x + 6} 300 ${x - 4} 230" stroke="#6b4a2e" stroke-width="9" fill="none"/><path d="M${x - 4} 230 q-50 0 -70 30 M${x - 4} 230 q50 -6 72 26 M${x - 4} 230 q-30 -30 -66 -24 M${x - 4} 230 q34 -34 70 -20" stroke="#2f7a44" stroke-width="12" fill="none" stroke-linecap="round"/>`).join('')}${car}`,
  forest: (car) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9d4e6"/><stop offset="1" stop-color="#eef7ea"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${mountains([[0, 220], [160, 150], [300, 210], [460, 130], [640, 200], [800, 160]], '#7ba08a')}
${Array.from({ length: 16 }, (_, i) => { const x = i * 52 + (i % 2) * 14; const hgt = 110 + (i % 3) * 30; return `<path d="M${x} 380 l32 -${hgt} l32 ${hgt} Z" fill="${i % 2 ? '#2e5b3c' : '#3a6e49'}"/>`; }).join('')}
<path d="M0 370 Q400 350 800 372 L800 500 L0 500 Z" fill="#8a7a5a"/><path d="M0 410 Q400 390 800 412 L800 500 L0 500 Z" fill="#7a6a4c"/>${car}`,
  camp: (car) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f1836"/><stop offset=".75" stop-color="#3c3d6e"/><stop offset="1" stop-color="#c07a5a"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 137) % W}" cy="${(i * 71) % 230}" r="${i % 5 === 0 ? 2 : 1.2}" fill="#fff" opacity="${0.5 + (i % 3) * 0.2}"/>`).join('')}
<circle cx="660" cy="90" r="30" fill="#f3efd8"/><circle cx="672" cy="82" r="28" fill="#1a2244"/>
${mountains([[0, 300], [100, 250], [180, 280], [300, 230], [420, 290], [560, 240], [700, 280], [800, 250]], '#2a2448')}
<path d="M0 380 Q400 360 800 380 L800 500 L0 500 Z" fill="#4a3b3a"/>
<g transform="translate(90 395)"><path d="M-26 0 L26 0 L16 -8 L-16 -8 Z" fill="#3a2a22"/><path d="M-10 -6 Q0 -44 12 -6 Z" fill="#f59f3a"/><path d="M-4 -6 Q2 -28 7 -6 Z" fill="#ffe08a"/></g>
<circle cx="90" cy="380" r="80" fill="#f59f3a" opacity=".12"/>${car}`,
};

// Gallery plan (counts of docs/frontend.md, Pictures): scene, view, tent.
const GALLERY = {
  'hyundai-elantra': [['city', 'side']],
  'subaru-forester': [['mountain', 'side'], ['studio', 'front'], ['snow', 'side']],
  'chevrolet-suburban': [['mountain', 'side'], ['studio', 'front'], ['sea', 'side'], ['city', 'side'], ['snow', 'side']],
  'toyota-fj-cruiser': [['desert', 'side'], ['studio', 'front'], ['camp', 'side', true], ['mountain', 'side']],
  'toyota-4runner': [['mountain', 'side'], ['studio', 'front'], ['forest', 'side'], ['camp', 'side', true]],
};

const NAMES = {
  'hyundai-elantra': 'Hyundai Elantra',
  'subaru-forester': 'Subaru Forester',
  'chevrolet-suburban': 'Chevrolet Suburban',
  'toyota-fj-cruiser': 'Toyota FJ Cruiser',
  'toyota-4runner': 'Toyota 4Runner',
};
const SCENE_WORDS = { studio: 'in the studio', mountain: 'on a mountain road', desert: 'in the Vashlovani badlands', city: 'in Tbilisi at dusk', snow: 'on a snowy road to Gudauri', sea: 'by the sea in Batumi', forest: 'by a forest', camp: 'at a night camp with a roof tent' };

let files = 0;
for (const id of Object.keys(VEHICLES)) {
  writeFileSync(`${OUT}images/cars/${id}.svg`, svg(W, H, SCENES.studio(sideCar(id, { x: 100, groundY: 440, width: 600, uid: 'm' })), `${NAMES[id]}, side view`));
  files++;
  GALLERY[id].forEach(([scene, view, tent], i) => {
    const car = view === 'front' ? frontCar(id, { uid: `g${i}` }) : sideCar(id, { x: 110, groundY: 452, width: 580, tent: !!tent, uid: `g${i}` });
    writeFileSync(`${OUT}images/cars/${id}-${i + 1}.svg`, svg(W, H, SCENES[scene](car), `${NAMES[id]}, ${view === 'front' ? 'front view' : 'side view'} ${SCENE_WORDS[scene]}`));
    files++;
  });
}

// ---------------------------------------------------------------- hero backdrop
const HW = 1600;
const HH = 800;
const heroRange = (pts, fill) => `<path d="M0 ${pts[0][1]} ${pts.map(([x, y]) => `L${x} ${y}`).join(' ')} L${HW} ${HH} L0 ${HH} Z" fill="${fill}"/>`;
writeFileSync(
  `${OUT}images/hero.svg`,
  svg(
    HW,
    HH,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0d3b4f"/><stop offset=".55" stop-color="#3f8a8c"/><stop offset="1" stop-color="#f0b878"/></linearGradient></defs>
<rect width="${HW}" height="${HH}" fill="url(#s)"/><circle cx="1220" cy="330" r="70" fill="#ffe3b0" opacity=".85"/>
${heroRange([[0, 420], [140, 300], [260, 380], [420, 200], [560, 340], [700, 250], [860, 360], [1000, 180], [1160, 330], [1300, 240], [1460, 350], [1600, 280]], '#5f7f93')}
<path d="M380 240 L420 200 L460 245 L440 240 L425 255 L405 238 Z M960 220 L1000 180 L1045 226 L1020 222 L1004 236 L985 220 Z M1270 270 L1300 240 L1332 274 L1310 270 L1298 282 Z" fill="#f4f7f9"/>
${heroRange([[0, 520], [200, 420], [380, 500], [560, 400], [760, 500], [940, 420], [1120, 520], [1320, 430], [1600, 500]], '#2f5f56')}
${heroRange([[0, 640], [260, 560], [520, 630], [800, 560], [1060, 640], [1340, 570], [1600, 630]], '#1d453f')}
<path d="M0 ${HH} Q520 640 780 700 T1600 660 L1600 ${HH} Z" fill="#12322e"/>`,
    'The Caucasus mountains at dawn',
  ),
);
files++;

// ---------------------------------------------------------------- team avatars
const TEAM = [
  ['giorgi', { bg: '#d9ebe8', skin: '#e2b48f', hair: '#2b211c', shirt: '#0b6e66', style: 'short', beard: true }],
  ['nino', { bg: '#f6e3d4', skin: '#f0c7a4', hair: '#4a2c1d', shirt: '#a4511b', style: 'long' }],
  ['levan', { bg: '#e3e7f3', skin: '#d9a680', hair: '#1e1a18', shirt: '#2f5d8a', style: 'buzz', beard: true }],
  ['mariam', { bg: '#efe1f1', skin: '#e9b995', hair: '#1c1412', shirt: '#6b4c9a', style: 'bun' }],
  ['davit', { bg: '#e6eedd', skin: '#efc09a', hair: '#6b4a2e', shirt: '#5b6b3a', style: 'short' }],
  ['ana', { bg: '#fbe7e7', skin: '#f3cdb0', hair: '#8a4b24', shirt: '#9c2f4a', style: 'bob' }],
];
for (const [name, p] of TEAM) {
  const hairBack = {
    long: `<path d="M58 86 Q56 40 100 38 Q144 40 142 86 L148 150 Q100 162 52 150 Z" fill="${p.hair}"/>`,
    bob: `<path d="M60 92 Q56 42 100 40 Q144 42 140 92 L142 118 Q100 126 58 118 Z" fill="${p.hair}"/>`,
    bun: `<circle cx="100" cy="36" r="18" fill="${p.hair}"/>`,
    short: '',
    buzz: '',
  }[p.style];
  const hairTop = {
    long: `<path d="M66 76 Q70 44 100 44 Q132 44 136 76 Q118 62 100 64 Q80 62 66 76 Z" fill="${p.hair}"/>`,
    bob: `<path d="M64 82 Q66 46 100 46 Q134 46 136 82 Q124 64 100 62 Q76 64 64 82 Z" fill="${p.hair}"/>`,
    bun: `<path d="M68 74 Q72 48 100 48 Q128 48 132 74 Q116 60 100 62 Q84 60 68 74 Z" fill="${p.hair}"/>`,
    short: `<path d="M66 78 Q64 44 100 44 Q138 44 134 78 Q128 60 104 60 Q80 58 66 78 Z" fill="${p.hair}"/>`,
    buzz: `<path d="M68 72 Q70 48 100 48 Q130 48 132 72 Q116 62 100 62 Q84 62 68 72 Z" fill="${p.hair}" opacity=".85"/>`,
  }[p.style];
  const beard = p.beard ? `<path d="M72 96 Q74 134 100 138 Q126 134 128 96 Q124 118 100 120 Q76 118 72 96 Z" fill="${p.hair}" opacity=".9"/>` : '';
  writeFileSync(
    `${OUT}images/team/${name}.svg`,
    svg(
      200,
      200,
      `<defs><clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath></defs><g clip-path="url(#c)">
<rect width="200" height="200" fill="${p.bg}"/>${hairBack}
<path d="M30 210 Q34 150 100 146 Q166 150 170 210 Z" fill="${p.shirt}"/>
<path d="M84 132 L116 132 L114 156 Q100 166 86 156 Z" fill="${shade(p.skin, -0.1)}"/>
<ellipse cx="100" cy="94" rx="34" ry="40" fill="${p.skin}"/>
<ellipse cx="66" cy="96" rx="6" ry="9" fill="${shade(p.skin, -0.08)}"/><ellipse cx="134" cy="96" rx="6" ry="9" fill="${shade(p.skin, -0.08)}"/>
${hairTop}${beard}
<circle cx="87" cy="92" r="3.6" fill="#2a2220"/><circle cx="113" cy="92" r="3.6" fill="#2a2220"/>
<path d="M80 83 q7 -4 14 0 M106 83 q7 -4 14 0" stroke="${shade(p.hair, 0.1)}" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M100 96 q-3 10 2 12" stroke="${shade(p.skin, -0.25)}" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<path d="M90 116 Q100 ${p.beard ? 122 : 124} 110 116" stroke="#9c4a3c" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M100 146 L88 170 M100 146 L112 170" stroke="${shade(p.shirt, -0.25)}" stroke-width="3"/></g>`,
      `Illustrated portrait of ${name[0].toUpperCase()}${name.slice(1)}`,
    ),
  );
  files++;
}

// ---------------------------------------------------------------- favicon and social image
writeFileSync(
  `${OUT}favicon.svg`,
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="11" fill="#0b3d3a"/><path d="M5 29 15 14l5 7 4-5 11 13Z" fill="#f2b84b"/><path d="M15 14l3 4.5-3 .5-2.5-1.5Z" fill="#fff"/><path d="M19 34c1-5 3-7 6-9" stroke="#fff" stroke-width="2.2" stroke-linecap="round" fill="none"/></svg>\n`,
);
files++;
const social = `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d3a"/><stop offset="1" stop-color="#13665f"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#s)"/>
<path d="M0 470 L180 330 L300 420 L470 260 L620 400 L760 300 L900 420 L1060 290 L1200 380 L1200 630 L0 630 Z" fill="#1d5a53"/>
<path d="M430 298 L470 260 L510 300 L490 296 L472 310 L452 294 Z M1030 318 L1060 290 L1094 324 L1072 320 L1060 332 Z" fill="#e9f2f0"/>
<text x="80" y="150" font-family="Arial, Helvetica, sans-serif" font-size="72" font-weight="800" fill="#fff">Rent a 4x4 in Georgia</text>
<text x="80" y="220" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="#d7ebe8">Tbilisi · Kutaisi · Batumi — no deposit, unlimited mileage</text>
<g transform="translate(560 210) scale(0.95)">${sideCar('toyota-fj-cruiser', { x: 0, groundY: 420, width: 600, uid: 's' })}</g>`;
writeFileSync(`${OUT}images/social.svg`, svg(1200, 630, social, 'Rent a 4x4 in Georgia'));
files++;
console.log(`wrote ${files} pictures to ${OUT}`);
