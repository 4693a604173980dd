import { isAppPath, looksLikeFile } from './spa-routes.js';

describe('isAppPath (which paths get the shell with HTTP 200)', () => {
  it.each([
    '/',
    '/booking',
    '/booking/',
    '/vashlovani-national-park-guide',
    '/thank-you',
    '/terms-of-service',
    '/privacy-policy',
    '/admin/ip-tracking',
    '/car-rental-tbilisi',
    '/contact',
    '/ru',
    '/ru/',
    '/ru/booking',
    '/he/vashlovani-national-park-guide',
    '/ar/contact',
    '/shop',
    '/car/niva-2',
    '/car/toyota-fj-cruiser',
    '/georgia-4x4-rentals-car-rental-in-georgia-no-deposit',
    '/a1b2c3',
    '/0123456789abcdef0123456789abcdef',
  ])('%s is a site route', (path) => expect(isAppPath(path)).toBe(true));

  it.each([
    '/nope',
    '/facade', // hex letters but no digit: a word, not a hash
    '/a1b2c', // too short
    '/a1b2c3g', // not hexadecimal
    '/car',
    '/car/a/b',
    '/booking/extra',
    '/admin',
    '/wp-login.php',
    '/ru/admin/ip-tracking', // the admin page is English only
    '/ru/nope',
    '/de/booking',
  ])('%s is not', (path) => expect(isAppPath(path)).toBe(false));
});

describe('path helpers', () => {
  it('recognises file requests', () => {
    expect(looksLikeFile('/assets/index-abc.js')).toBe(true);
    expect(looksLikeFile('/robots.txt')).toBe(true);
    expect(looksLikeFile('/booking')).toBe(false);
  });
});
