import {
  hreflangAlternates,
  isLocale,
  localisePath,
  preferredLocale,
  splitLocalePath,
  switchLocalePath,
  textDirection,
} from './locales.js';

describe('locales', () => {
  it.each([
    ['/', 'en', '/'],
    ['/booking', 'en', '/booking'],
    ['/ru', 'ru', '/'],
    ['/ru/', 'ru', '/'],
    ['/ru/booking', 'ru', '/booking'],
    ['/he/vashlovani-national-park-guide', 'he', '/vashlovani-national-park-guide'],
    ['/ar/no-such-page', 'ar', '/no-such-page'],
    ['/rus', 'en', '/rus'],
    ['/russia/booking', 'en', '/russia/booking'],
    ['/en/booking', 'en', '/en/booking'],
  ])('%s is %s %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it.each([
    ['/', 'en', '/'],
    ['/', 'ru', '/ru'],
    ['/?pickup=tbilisi', 'ru', '/ru?pickup=tbilisi'],
    ['/booking', 'he', '/he/booking'],
    ['/booking?carType=x', 'ar', '/ar/booking?carType=x'],
    ['/#faq', 'ru', '/ru#faq'],
    ['/terms-of-service', 'en', '/terms-of-service'],
  ])('localisePath(%s, %s) = %s', (path, locale, expected) => {
    expect(localisePath(path, locale as 'en')).toBe(expected);
  });

  it.each([
    ['/ru/booking', 'he', '/he/booking'],
    ['/ar', 'en', '/'],
    ['/privacy-policy', 'ar', '/ar/privacy-policy'],
  ])('switchLocalePath(%s, %s) = %s', (pathname, locale, expected) => {
    expect(switchLocalePath(pathname, locale as 'en')).toBe(expected);
  });

  it('lists every language and x-default for a page', () => {
    expect(hreflangAlternates('/booking')).toEqual([
      { hreflang: 'en', path: '/booking' },
      { hreflang: 'ru', path: '/ru/booking' },
      { hreflang: 'he', path: '/he/booking' },
      { hreflang: 'ar', path: '/ar/booking' },
      { hreflang: 'x-default', path: '/booking' },
    ]);
  });

  it.each([
    [['he-IL', 'en'], 'he'],
    [['en-US', 'ru'], 'en'],
    [['de', 'ar-EG'], 'ar'],
    [['iw'], 'he'],
    [['de', 'fr'], undefined],
    [[], undefined],
  ])('preferred language of %j is %s', (languages, expected) => {
    expect(preferredLocale(languages)).toBe(expected);
  });

  it('knows directions and locales', () => {
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ru')).toBe('ltr');
    expect(isLocale('ru')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
