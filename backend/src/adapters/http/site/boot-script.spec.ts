import { createHash } from 'node:crypto';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH, deferScripts } from './boot-script.js';

const PAGE = `<!doctype html><html><head>
    <link rel="modulepreload" crossorigin href="/assets/home-1.js">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/home-1.js">
  </head><body><div id="root"><p>Hi</p></div>
  </body></html>`;

describe('deferScripts: a rendered page loads its scripts when a visitor shows up', () => {
  it('takes the module script and modulepreload tags out of the head', () => {
    const html = deferScripts(PAGE);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toContain('<p>Hi</p>');
  });

  it('puts the boot script at the end of <head> (it runs before the first paint) with the entry and each chunk once', () => {
    const html = deferScripts(PAGE);
    const tag = /<script data-entry="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script>\s*<\/head><body>/.exec(html);
    expect(tag).not.toBeNull();
    expect(tag![1]).toBe('/assets/index-1.js');
    expect(tag![2].split(' ')).toEqual(['/assets/home-1.js', '/assets/react-1.js']);
    expect(tag![3]).toBe(BOOT_SCRIPT);
  });

  it('names the stylesheets to load before the entry in data-style, when there are any', () => {
    const html = deferScripts(PAGE, ['/assets/style-1.css']);
    expect(html).toMatch(/<script data-entry="\/assets\/index-1.js" data-preload="[^"]*" data-style="\/assets\/style-1.css">/);
    expect(deferScripts(PAGE)).not.toContain('data-style="');
  });

  it('names the page an old link sends the visitor on to in data-redirect (escaped), only when there is one', () => {
    expect(deferScripts(PAGE, [], '/ru?a=1&b="2"')).toContain(' data-redirect="/ru?a=1&amp;b=&quot;2&quot;">');
    expect(deferScripts(PAGE)).not.toContain('data-redirect="');
  });

  it.each([
    ['no module script', PAGE.replace(/<script type="module"[^>]*><\/script>/, '')],
    ['two module scripts', PAGE.replace('</head>', '<script type="module" src="/assets/other.js"></script></head>')],
    ['no </head>', PAGE.replace('</head>', '')],
  ])('leaves a page with %s as it is', (_what, page) => {
    expect(deferScripts(page)).toBe(page);
  });

  it("the policy's hash is the hash of the script's text (the same on every page)", () => {
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
    expect(() => new Function(BOOT_SCRIPT)).not.toThrow();
  });
});
