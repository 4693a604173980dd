import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppShell, escapeAttribute } from './app-shell.js';

describe('AppShell', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(join(dir, 'index.html'), '<html><head>\n<!--app-config-->\n</head><body></body></html>');
  const config = { brandName: 'A "quoted" <brand> & co', contactEmail: 'a@b.c', contactPhone: '995', companyAddress: 'x', videoIds: { car: 'abcdef' }, bookingConfirmHours: 24 };
  const shell = new AppShell(dir, config);

  it('writes the configuration as an escaped JSON meta tag that parses back', async () => {
    const html = await shell.html('/');
    expect(html).not.toContain('<!--app-config-->');
    const content = /<meta name="app-config" content="([^"]*)">/.exec(html)?.[1];
    expect(content).toBeDefined();
    const decoded = content!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(config);
    expect(html).not.toContain('noindex');
  });

  it('adds noindex on admin pages only', async () => {
    expect(await shell.html('/admin/ip-tracking')).toContain('<meta name="robots" content="noindex">');
  });

  it('picks up a rebuilt index.html', async () => {
    const d = mkdtempSync(join(tmpdir(), 'shell-'));
    writeFileSync(join(d, 'index.html'), '<head><!--app-config--><script src="/assets/old.js"></script></head>');
    const s = new AppShell(d, config);
    expect(await s.html('/')).toContain('old.js');
    writeFileSync(join(d, 'index.html'), '<head><!--app-config--><script src="/assets/new.js"></script></head>');
    utimesSync(join(d, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect(await s.html('/')).toContain('new.js');
  });

  it('escapes attribute text', () => {
    expect(escapeAttribute(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
