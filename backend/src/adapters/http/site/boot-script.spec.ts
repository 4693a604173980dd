import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deferScripts, readBootScript } from './boot-script.js';

const SCRIPT = '(function(){document.currentScript})();';

const PAGE = `<!doctype html><html><head>
    <link rel="modulepreload" crossorigin href="/assets/home-1.js">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/home-1.js">
  </head><body><div id="root"><p>Hi</p></div>
  </body></html>`;

describe('deferScripts: a rendered page loads its scripts when a visitor shows up', () => {
  it('takes the module script and modulepreload tags out of the head', () => {
    const html = deferScripts(PAGE, SCRIPT);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toContain('<p>Hi</p>');
  });

  it('puts the boot script at the end of <head> (it runs before the first paint) with the entry and each chunk once', () => {
    const html = deferScripts(PAGE, SCRIPT);
    const tag = /<script data-entry="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script>\s*<\/head><body>/.exec(html);
    expect(tag).not.toBeNull();
    expect(tag![1]).toBe('/assets/index-1.js');
    expect(tag![2].split(' ')).toEqual(['/assets/home-1.js', '/assets/react-1.js']);
    expect(tag![3]).toBe(SCRIPT);
  });

  it('names the stylesheets to load before the entry in data-style, when there are any', () => {
    const html = deferScripts(PAGE, SCRIPT, ['/assets/style-1.css']);
    expect(html).toMatch(/<script data-entry="\/assets\/index-1.js" data-preload="[^"]*" data-style="\/assets\/style-1.css">/);
    expect(deferScripts(PAGE, SCRIPT)).not.toContain('data-style="');
  });

  it('names the page an old link sends the visitor on to in data-redirect (escaped), only when there is one', () => {
    expect(deferScripts(PAGE, SCRIPT, [], '/ru?a=1&b="2"')).toContain(' data-redirect="/ru?a=1&amp;b=&quot;2&quot;">');
    expect(deferScripts(PAGE, SCRIPT)).not.toContain('data-redirect="');
  });

  it.each([
    ['no module script', PAGE.replace(/<script type="module"[^>]*><\/script>/, '')],
    ['two module scripts', PAGE.replace('</head>', '<script type="module" src="/assets/other.js"></script></head>')],
    ['no </head>', PAGE.replace('</head>', '')],
  ])('leaves a page with %s as it is', (_what, page) => {
    expect(deferScripts(page, SCRIPT)).toBe(page);
  });
});

describe('readBootScript: the script the frontend build compiled, with the CSP source it computed', () => {
  it("reads the script's text and its CSP source from .vite", () => {
    const dist = mkdtempSync(join(tmpdir(), 'boot-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'boot-script.js'), SCRIPT);
    writeFileSync(join(dist, '.vite', 'boot-script.json'), JSON.stringify({ file: 'boot-script.js', csp: "'sha256-x'" }));
    expect(readBootScript(dist)).toEqual({ code: SCRIPT, csp: "'sha256-x'" });
  });

  it('is null for a build without one', () => {
    expect(readBootScript(mkdtempSync(join(tmpdir(), 'boot-')))).toBeNull();
  });

  const built = fileURLToPath(new URL('../../../../../frontend/dist', import.meta.url));
  (existsSync(join(built, '.vite', 'boot-script.json')) ? it : it.skip)(
    "the frontend build's: one classic script whose CSP source is the SHA-256 of its exact text, the same on every page",
    () => {
      const boot = readBootScript(built)!;
      expect(boot.csp).toBe(`'sha256-${createHash('sha256').update(readFileSync(join(built, '.vite', 'boot-script.js'))).digest('base64')}'`);
      expect(() => new Function(boot.code)).not.toThrow();
      expect(boot.code).not.toMatch(/\bimport\b|\bexport\b|<\/script/i);
      expect(boot.code).toContain('data-entry');
    },
  );
});
