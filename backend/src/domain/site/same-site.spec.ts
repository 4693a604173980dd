import { switchLocalePath, localisePath, hreflangAlternates } from './locales.js';
import { collapseLeadingSlashes, isSameSitePath } from './same-site.js';

/** No open redirects (docs/product.md §2): what a browser would read as another host. */
describe('isSameSitePath', () => {
  it.each([
    ['//evil.example'],
    ['//evil.example?gclid=x'],
    ['//evil.example%3Fgclid%3Dx'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%2Fevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/ru//evil.example/'],
    ['/ru/\\evil.example'],
    ['/he/%2Fevil.example'],
    ['https://evil.example/'],
    ['evil.example'],
    ['javascript:alert(1)'],
    [''],
  ])('%j leaves the site', (path) => expect(isSameSitePath(path)).toBe(false));

  it.each([
    ['/'],
    ['/booking?car=fj&gclid=abc'],
    ['/ru'],
    ['/ru/booking'],
    ['/car-rental-tbilisi?x=1#top'],
    ['/a//b'],
    ['/evil.example'],
    ['/search?next=//evil.example'],
    ['/%E1%83%90'],
    ['/%'],
  ])('%j stays on the site', (path) => expect(isSameSitePath(path)).toBe(true));
});

describe('links built from a request path never leave the site', () => {
  it.each([
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example', '/evil.example'],
    ['///evil.example', '/evil.example'],
    ['/booking', '/booking'],
  ])('collapseLeadingSlashes(%j) = %j', (path, out) => expect(collapseLeadingSlashes(path)).toBe(out));

  it.each([
    ['/ru//evil.example/', 'en', '/evil.example/'],
    ['/ru//evil.example/', 'he', '/he/evil.example/'],
    ['//evil.example', 'en', '/evil.example'],
    ['/ar/\\evil.example', 'en', '/evil.example'],
    ['/ru/booking', 'en', '/booking'],
    ['/booking', 'ru', '/ru/booking'],
  ] as const)('switchLocalePath(%j, %s) = %j', (path, locale, out) => {
    expect(switchLocalePath(path, locale)).toBe(out);
    expect(isSameSitePath(switchLocalePath(path, locale))).toBe(true);
  });

  it('hreflang alternates of a path from /ru//evil.example/ stay on the site', () => {
    for (const alt of hreflangAlternates('//evil.example/')) expect(isSameSitePath(alt.path)).toBe(true);
    expect(localisePath('//evil.example', 'en')).toBe('/evil.example');
  });
});
