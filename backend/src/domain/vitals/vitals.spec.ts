import { ValidationError } from '../errors.js';
import { formatVital, VITALS_BATCH_MAX, vitalRating } from './vital-figures.js';
import { deviceClassOf, parseVitalReports } from './vitals.js';

const lcp = { name: 'LCP', value: 1840.5, id: 'v5-1764400000000-1234567890123', page: '/', language: 'en' };

function refusal(body: unknown): string {
  try {
    parseVitalReports(body);
  } catch (e) {
    if (e instanceof ValidationError) return e.errors.map((x) => x.field).join(',');
    throw e;
  }
  return 'accepted';
}

describe('parseVitalReports', () => {
  it('takes one figure or an array of them, keeping only the known fields', () => {
    expect(parseVitalReports(lcp)).toEqual([lcp]);
    const inp = { ...lcp, name: 'INP', value: 264, device: 'mobile', connection: '4g', target: 'main>div.card:nth-child(2)>button' };
    expect(parseVitalReports([lcp, inp])).toEqual([lcp, inp]);
    expect(parseVitalReports({ ...lcp, name: 'CLS', value: 0, page: '/booking', language: 'ar', target: '' })).toEqual([{ ...lcp, name: 'CLS', value: 0, page: '/booking', language: 'ar' }]);
  });

  it.each([
    ['not an object', 'LCP', 'body'],
    ['null', null, 'body'],
    ['an empty array', [], 'body'],
    ['too many figures', Array.from({ length: VITALS_BATCH_MAX + 1 }, () => lcp), 'body'],
    ['a nested array', [[lcp]], '[0].'],
    ['an unknown name', { ...lcp, name: 'FID' }, 'name'],
    ['a name in lower case', { ...lcp, name: 'lcp' }, 'name'],
    ['a value as text', { ...lcp, value: '1840' }, 'value'],
    ['a negative value', { ...lcp, value: -1 }, 'value'],
    ['an infinite value', { ...lcp, value: Infinity }, 'value'],
    ['NaN', { ...lcp, value: NaN }, 'value'],
    ['a time over two minutes', { ...lcp, value: 120_001 }, 'value'],
    ['a CLS over 10', { ...lcp, name: 'CLS', value: 10.5 }, 'value'],
    ['no id', { ...lcp, id: undefined }, 'id'],
    ['an id with spaces', { ...lcp, id: 'v5 1' }, 'id'],
    ['a long id', { ...lcp, id: 'x'.repeat(65) }, 'id'],
    ['an unknown page', { ...lcp, page: '/nowhere' }, 'page'],
    ['a page with a query string', { ...lcp, page: '/?email=a@b.c' }, 'page'],
    ['a localised path', { ...lcp, page: '/ru/booking' }, 'page'],
    ['the booking page of a customer', { ...lcp, page: '/b/0123456789abcdef' }, 'page'],
    ['the admin page', { ...lcp, page: '/admin/ip-tracking' }, 'page'],
    ['a full URL', { ...lcp, page: 'https://example.com/' }, 'page'],
    ['an unknown language', { ...lcp, language: 'de' }, 'language'],
    ['a language tag', { ...lcp, language: 'en-GB' }, 'language'],
    ['a device that is no class', { ...lcp, device: 'tablet' }, 'device'],
    ['a connection that is no type', { ...lcp, connection: 'wifi' }, 'connection'],
    ['a target with a newline', { ...lcp, target: 'button\nforged log line' }, 'target'],
    ['a target with a NUL', { ...lcp, target: 'a\u0000b' }, 'target'],
    ['a target with a C1 control', { ...lcp, target: 'a\u0085b' }, 'target'],
    ['a long target', { ...lcp, target: 'div>'.repeat(60) }, 'target'],
    ['a target that is no string', { ...lcp, target: { a: 1 } }, 'target'],
    ['an unknown field (a user agent)', { ...lcp, userAgent: 'Mozilla/5.0' }, 'userAgent'],
    ['an unknown field (an address)', { ...lcp, ip: '203.0.113.5' }, 'ip'],
    ['a bad figure in an array', [lcp, { ...lcp, value: -5 }], '[1].value'],
  ])('refuses %s', (_label, body, field) => {
    expect(refusal(body)).toContain(field);
  });
});

describe('deviceClassOf', () => {
  it.each([
    [{ mobileHint: '?1' }, 'mobile'],
    [{ mobileHint: '?0', userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' }, 'desktop'],
    [{ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' }, 'mobile'],
    [{ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' }, 'mobile'],
    [{ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' }, 'desktop'],
    [{}, 'desktop'],
  ] as const)('%j is %s', (headers, device) => {
    expect(deviceClassOf(headers)).toBe(device);
  });
});

describe('vitalRating and formatVital', () => {
  it.each([
    ['LCP', 2500, 'good', '2500 ms'],
    ['LCP', 2501, 'needs-improvement', '2501 ms'],
    ['LCP', 4001, 'poor', '4001 ms'],
    ['INP', 200, 'good', '200 ms'],
    ['INP', 500, 'needs-improvement', '500 ms'],
    ['INP', 500.4, 'poor', '500 ms'],
    ['CLS', 0.1, 'good', '0.100'],
    ['CLS', 0.25, 'needs-improvement', '0.250'],
    ['CLS', 0.2501, 'poor', '0.250'],
    ['FCP', 1800, 'good', '1800 ms'],
    ['TTFB', 1801, 'poor', '1801 ms'],
  ] as const)('%s %d is %s, written %s', (name, value, rating, text) => {
    expect(vitalRating(name, value)).toBe(rating);
    expect(formatVital(name, value)).toBe(text);
  });
});
