import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The back office's stylesheet, served from here (no build step). Phone first (390 px), tap targets
 * of at least 44 px.
 */
export const STAFF_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f5f7}
a{color:#0b5cad}
header.top{position:sticky;top:0;z-index:5;background:#12324f;color:#fff}
header.top .bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 12px;max-width:1100px;margin:0 auto}
header.top .brand{font-weight:700;font-size:17px;color:#fff;text-decoration:none}
header.top .who{font-size:14px;opacity:.85;display:flex;align-items:center;gap:8px}
header.top form{margin:0}
header.top button{background:transparent;color:#fff;border:1px solid rgba(255,255,255,.5);min-height:36px;padding:4px 10px;border-radius:8px;font-size:14px}
nav.tabs{display:flex;max-width:1100px;margin:0 auto;overflow-x:auto}
nav.tabs a{flex:1;text-align:center;color:#dce6f0;text-decoration:none;padding:10px 8px;min-height:44px;font-weight:600;border-bottom:3px solid transparent;white-space:nowrap}
nav.tabs a[aria-current=page]{color:#fff;border-bottom-color:#f5b400}
@media (max-width:420px){nav.tabs{flex-wrap:wrap;overflow-x:visible}nav.tabs a{flex:1 0 auto;padding:10px 6px;font-size:14px}}
main{max-width:1100px;margin:0 auto;padding:12px}
h1{font-size:22px;margin:8px 0 12px}
h2{font-size:18px;margin:20px 0 8px}
h3{font-size:16px;margin:12px 0 6px}
.card{background:#fff;border-radius:12px;padding:12px;margin:0 0 10px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.list{list-style:none;margin:0;padding:0}
.item{display:block;background:#fff;border-radius:12px;padding:12px;margin:0 0 8px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.item .row{display:flex;justify-content:space-between;gap:8px;align-items:baseline;flex-wrap:wrap}
.item .ref{font-weight:700;font-family:ui-monospace,Menlo,monospace}
.item .meta{color:#4a5560;font-size:14px}
.time{font-weight:700;font-size:18px}
.pill{display:inline-block;border-radius:999px;padding:2px 10px;font-size:13px;font-weight:600;background:#e6ebf0;color:#28323c}
.pill.pending{background:#fff1c2;color:#6b4e00}.pill.confirmed{background:#d5f2dd;color:#145a2a}.pill.cancelled{background:#f4d7d7;color:#7a1d1d}
.pill.warn{background:#ffd9b3;color:#7a3a00}.pill.wrote{background:#d3f5e0;color:#0b5a2c}
.pill.on_rent{background:#d6e6fb;color:#123f73}.pill.returned{background:#e3e8ee;color:#28323c}.pill.late{background:#b3261e;color:#fff}
.item.overdue{border:2px solid #b3261e;background:#fff5f4}.overdue-list h2{color:#b3261e}.conflict{margin:6px 0;color:#7a1d1d;font-weight:700}
.phone{display:inline-flex;align-items:center;min-height:44px;padding:0 12px;border-radius:10px;background:#25d366;color:#fff;font-weight:700;text-decoration:none}
.btn,button.btn{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:0 18px;border-radius:10px;border:0;background:#0b5cad;color:#fff;font-size:16px;font-weight:700;text-decoration:none;cursor:pointer}
.btn.secondary{background:#e6ebf0;color:#1b1f24}.btn.danger{background:#b3261e}.btn.ok{background:#1e7d3a}
.btn[disabled]{opacity:.5}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}
.actions form{margin:0}
label{display:block;font-weight:600;margin:10px 0 4px}
input,select,textarea{width:100%;min-height:48px;font-size:16px;padding:8px 10px;border:1px solid #b8c2cc;border-radius:10px;background:#fff}
textarea{min-height:96px}
input[type=file]{padding:10px;min-height:56px}
.grid2{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.grid4{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;margin:6px 0}.grid4 label{font-size:13px;margin:0}.grid4 input{padding:6px;text-align:right}
.rates{display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(300px,1fr))}.rate h3{margin:0;font-size:16px}
form.inline{display:flex;gap:8px;align-items:flex-end;margin:0 0 8px}form.inline label{flex:1;margin:0}
.preview{font-size:18px}
.grid3{display:grid;grid-template-columns:1.2fr 1fr 1fr;gap:8px}
fieldset.checks{border:1px solid #d5dde5;border-radius:8px;padding:4px 10px;margin:12px 0 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}fieldset.checks legend{font-weight:600;padding:0 4px}
fieldset.checks label{display:flex;gap:8px;align-items:center;font-weight:400;margin:4px 0;min-height:40px}fieldset.checks input{width:22px;min-height:22px;height:22px;flex:none}
fieldset.money{border:1px solid #d5dde5;border-radius:8px;padding:8px 10px;margin:12px 0 0}
fieldset.money legend{font-weight:600;padding:0 4px}
.due{margin:6px 0;font-size:1.05rem}
.agreement-text{margin:14px 0 0;padding:10px;border:1px solid #d5dde5;border-radius:8px;background:#fafbfc;font-size:.88rem;max-height:40vh;overflow:auto}
.agreement-text h2{font-size:1rem;margin:0 0 6px}
.agreement-text p{margin:0 0 6px}
.filters{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.filters .wide{grid-column:1/-1}
.msg{padding:10px 12px;border-radius:10px;margin:0 0 10px;font-weight:600}
.msg.error{background:#fde2e1;color:#7a1d1d}.msg.ok{background:#dff5e5;color:#145a2a}
.hint{color:#4a5560;font-size:14px;margin:4px 0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}
dl.facts dt{color:#4a5560}dl.facts dd{margin:0;font-weight:600}
table{border-collapse:collapse;width:100%}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;background:#fff;border-radius:12px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
table.plain td:last-child,table.plain th:last-child{white-space:nowrap}
table.plain td,table.plain th{padding:8px;border-bottom:1px solid #e6ebf0;text-align:left;font-size:14px;vertical-align:top}
table.cal{font-size:12px;width:auto}
table.cal th,table.cal td{border:1px solid #e6ebf0;text-align:center;min-width:28px;height:32px;padding:0}
table.cal th.unit{position:sticky;left:0;background:#fff;text-align:left;padding:0 8px;white-space:nowrap;min-width:110px;z-index:1}
table.cal th.unit small{display:block;color:#4a5560;font-weight:400}
table.cal td.p{background:#ffe08a}table.cal td.C{background:#7fd49a}table.cal td.O{background:#7fb2f0}table.cal td.b{background:#9aa5b1;color:#fff}
table.cal th.we{background:#f3f5f7}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:10px;margin:0 0 10px}
figure.chart{margin:0;background:#fff;border-radius:12px;padding:10px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
figure.chart figcaption{font-size:14px;font-weight:600;margin:0 0 4px}
figure.chart svg{display:block;width:100%;height:auto;max-width:520px}
td.num,th.num{text-align:right;white-space:nowrap}
.vital{font-weight:700}.vital.good{color:#1e7e34}.vital.needs-improvement{color:#8a5200}.vital.poor{color:#c5221f}
.legend{display:flex;gap:12px;flex-wrap:wrap;font-size:14px;margin:8px 0}
.legend span::before{content:"";display:inline-block;width:14px;height:14px;border-radius:3px;margin-right:4px;vertical-align:-2px;background:var(--c);border:1px solid #c5ced6}
.sig-wrap{position:relative;background:#fff;border:2px dashed #8a96a3;border-radius:12px}
canvas.sig{display:block;width:100%;height:200px;touch-action:none;border-radius:12px}
.thumbs{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0}
.thumbs img{width:76px;height:76px;object-fit:cover;border-radius:8px;background:#dde3e8}
.docs .item{background:#f7f9fa;box-shadow:none;border:1px solid #e6ebf0}
img.doc{display:block;max-width:100%;max-height:220px;margin:8px 0 0;border-radius:8px;background:#dde3e8}
.fuel{display:grid;grid-template-columns:repeat(9,1fr);gap:4px}
.fuel label{margin:0;text-align:center;font-weight:600;font-size:14px}
.fuel input{position:absolute;opacity:0;width:1px;height:1px}
.fuel span{display:flex;align-items:center;justify-content:center;min-height:44px;border:1px solid #b8c2cc;border-radius:8px;background:#fff}
.fuel input:checked+span{background:#0b5cad;color:#fff;border-color:#0b5cad}
.fuel input:focus-visible+span{outline:3px solid #f5b400}
.center{max-width:420px;margin:40px auto}
.empty{color:#4a5560;padding:8px 0}
@media (min-width:760px){
  main{padding:20px}
  .filters{grid-template-columns:2fr 1fr 1fr 1fr auto}
  .filters .wide{grid-column:auto}
  .cols{display:grid;grid-template-columns:1fr 1fr;gap:16px;align-items:start}
  .list.two{display:grid;grid-template-columns:1fr 1fr;gap:8px}
  .list.two .item{margin:0}
  .cols .list.two{grid-template-columns:1fr}
  table.cal{width:100%}
  header.top .bar{padding:8px 20px}
  nav.tabs{padding:0 8px}
  nav.tabs a{flex:0 0 auto;padding:10px 18px}
}
`;

/**
 * The back office's script: frontend/src/staff/back-office.ts (what it does), which the frontend
 * build compiles into `.vite/staff-script.js` (frontend/vite-plugin-server-assets.ts), read once at
 * start. Null without one (a build without it, the API tests' fake build): pages then link no script,
 * and work as the plain forms they are.
 */
export function readStaffScript(distDir: string): string | null {
  try {
    return readFileSync(join(distDir, '.vite', 'staff-script.js'), 'utf8');
  } catch {
    return null;
  }
}

/** The stylesheet and the script as served, with a short hash of both for their URLs, so that they may be cached for good. */
export class StaffAssets {
  readonly version: string;

  constructor(
    readonly css: string,
    readonly script: string | null,
  ) {
    this.version = createHash('sha256').update(css).update(script ?? '').digest('hex').slice(0, 10);
  }
}

let current = new StaffAssets(STAFF_CSS, null);

/** The assets the pages link: set once at start by the staff module (from the frontend build it serves). */
export function useStaffAssets(assets: StaffAssets): void {
  current = assets;
}

export function staffAssets(): StaffAssets {
  return current;
}
