import { isAppPath, redirectKeepsHash, REDIRECT_PATHS } from './routes.js';

describe('site map', () => {
  it.each([
    ['/', true],
    ['/booking/', true],
    ['/car/toyota-4runner', true],
    ['/car/a/b', false],
    ['/3f9a1c', true],
    ['/facade', false],
    ['/no-such-page', false],
    ...REDIRECT_PATHS.map((p) => [p, true] as [string, boolean]),
  ])('%s is a site path: %s', (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });

  it.each([
    ['/car-rental-tbilisi', '#faq', true],
    ['/car-rental-tbilisi', '#gclid=abc', false],
    ['/car-rental-tbilisi', '', false],
    ['/contact', '#faq', false],
  ])('redirect %s with hash %j keeps it: %s', (path, hash, expected) => {
    expect(redirectKeepsHash(path, hash)).toBe(expected);
  });
});
