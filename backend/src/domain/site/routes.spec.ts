import { isAppPath, redirectKeepsHash, REDIRECT_PATHS, sitemapPaths } from './routes.js';

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
