import { extractGclid, hasGclid, repairEncodedGclid } from './gclid.js';

describe('hasGclid / extractGclid', () => {
  it.each([
    ['/?gclid=abc123', 'abc123'],
    ['https://example.com/booking?car=fj&gclid=Cj0KCQ', 'Cj0KCQ'],
    ['/?GCLID=abc', 'abc'],
    ['/car-rental-tbilisi#gclid=xyz', 'xyz'],
    ['/booking%3Fgclid%3Dabc', 'abc'],
    ['?utm_source=google&gclid=a%2Bb', 'a+b'],
    ['/?gclid=', undefined],
    ['/?notgclid=abc', undefined],
    ['/?gclidx=abc', undefined],
    ['/', undefined],
    ['', undefined],
  ])('%j carries %j', (url, gclid) => {
    expect(extractGclid(url)).toBe(gclid);
    expect(hasGclid(url)).toBe(gclid !== undefined);
  });

  it('tolerates malformed escapes and non-strings', () => {
    expect(hasGclid('/?gclid=%E0%A4%A')).toBe(true);
    expect(hasGclid(undefined)).toBe(false);
    expect(hasGclid(null)).toBe(false);
  });
});

describe('repairEncodedGclid', () => {
  it.each([
    ['/booking%3Fgclid%3Dabc', '/booking?gclid=abc'],
    ['?car=fj%3Fgclid%3Dabc', '?car=fj&gclid=abc'],
    ['%3fGCLID%3dabc', '?gclid=abc'],
    ['?gclid=abc', '?gclid=abc'],
    ['', ''],
  ])('%j -> %j', (input, output) => {
    expect(repairEncodedGclid(input)).toBe(output);
  });
});
