import { isAppPath, redirectKeepsHash, REDIRECT_PATHS, renderKey, SITE_PAGES, sitePage, sitemapPaths } from './routes.js';

describe('site map', () => {
  it.each([
    ['/', true],
    ['/booking/', true],
    ['/car/toyota-4runner', true],
    ['/car/a/b', false],
    ['/3f9a1c', true],
    ['/facade', false],
    ['/no-such-page', false],
    ['/ru', true],
    ['/ru/', true],
    ['/ru/booking', true],
    ['/he/vashlovani-national-park-guide/', true],
    ['/ar/thank-you', true],
    ['/ar/car-rental-tbilisi', true],
    ['/he/car/toyota-4runner', true],
    ['/ru/3f9a1c', true],
    ['/ru/admin/ip-tracking', false],
    ['/ru/no-such-page', false],
    ['/ru/ru', false],
    ['/de/booking', false],
    ...REDIRECT_PATHS.map((p) => [p, true] as [string, boolean]),
    ...REDIRECT_PATHS.map((p) => [`/he${p}`, true] as [string, boolean]),
  ])('%s is a site path: %s', (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });

  it.each([
    ['/car-rental-tbilisi', '#faq', true],
    ['/car-rental-tbilisi', '#gclid=abc', false],
    ['/car-rental-tbilisi', '', false],
    ['/contact', '#faq', false],
    ['/ru/car-rental-tbilisi', '#faq', true],
  ])('redirect %s with hash %j keeps it: %s', (path, hash, expected) => {
    expect(redirectKeepsHash(path, hash)).toBe(expected);
  });

  it('lists every indexed page in every language for the sitemap', () => {
    const paths = sitemapPaths().map((p) => p.path);
    expect(paths).toHaveLength(16);
    expect(paths).toEqual(expect.arrayContaining(['/', '/ru', '/he', '/ar', '/ar/privacy-policy', '/he/vashlovani-national-park-guide']));
    expect(paths).not.toContain('/booking');
  });
});

describe('renderKey (what the server-rendered HTML depends on)', () => {
  it.each([
    ['/', '', '/'],
    ['/', '?utm_source=ads&gclid=abc', '/'],
    ['/', '?pickup=tbilisi&dropoff=batumi', '/?pickup=tbilisi&dropoff=batumi'],
    ['/', '?returnDate=2026-12-08&pickup=tbilisi&dropoff=batumi&pickupDate=2026-12-01&gclid=x&fbclid=y', '/?pickup=tbilisi&dropoff=batumi&pickupDate=2026-12-01&returnDate=2026-12-08&gclid=x'],
    ['/booking/', '?carType=Toyota+4Runner&utm=1', '/booking?carType=Toyota+4Runner'],
    ['/terms-of-service', '?from=/booking', '/terms-of-service'],
    ['/no-such-page', '?lang=en', '/no-such-page?lang=en'],
    ['/contact', '?a=b', '/contact?a=b'],
    ['/ru', '?utm=1', '/ru'],
    ['/ru/', '', '/ru'],
    ['/he/booking/', '?carType=Toyota+4Runner&utm=1', '/he/booking?carType=Toyota+4Runner'],
    ['/ar/no-such-page', '?x=1', '/ar/no-such-page?x=1'],
  ])('%s%s -> %s', (path, search, key) => {
    expect(renderKey(path, search)).toBe(key);
  });

  it('every page is rendered on the server except the admin page', () => {
    expect(SITE_PAGES.filter((p) => p.render === 'browser').map((p) => p.path)).toEqual(['/admin/ip-tracking']);
    expect(sitePage('/booking/')?.path).toBe('/booking');
    expect(sitePage('/nope')).toBeUndefined();
    expect(sitePage('/ru/booking')?.path).toBe('/booking');
    expect(sitePage('/ar')?.path).toBe('/');
    expect(sitePage('/ru/admin/ip-tracking')).toBeUndefined();
  });
});
