import { unavailableMessage, unavailableParams } from '../availability/availability.js';
import { BookingNotFoundError } from '../errors.js';
import { seasonMinimumError } from '../pricing/price-tables.js';
import { LOCALES, type Locale } from '../site/locales.js';
import { API_MESSAGE_TEXTS, FIELD_MESSAGE_TEXTS, apiMessage, fieldMessage, formatMessage, localiseFieldError, type ApiMessageKey, type FieldMessageKey } from './message-texts.js';
import { BOOKING_MESSAGES, messageError } from './messages.js';

const FIELD_KEYS = Object.keys(FIELD_MESSAGE_TEXTS.en) as FieldMessageKey[];
const API_KEYS = Object.keys(API_MESSAGE_TEXTS.en) as ApiMessageKey[];
const SCRIPT: Record<Locale, RegExp> = { en: /[A-Za-z]/, ru: /\p{Script=Cyrillic}/u, he: /\p{Script=Hebrew}/u, ar: /\p{Script=Arabic}/u };
/** Words that stay Latin in every language: car names, brands, codes. */
const LATIN = new Set(['Hyundai', 'Elantra', 'WhatsApp', 'GR', 'K3Q9P', 'en', 'ru', 'he', 'ar']);

/** The argument names of an ICU text (plural branches' `#` aside). */
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]))].sort();
const pluralsOf = (text: string) => [...text.matchAll(/\{\w+, plural,((?:[^{}]|\{[^{}]*\})*)\}/g)].map((m) => [...m[1].matchAll(/(\S+) \{/g)].map((k) => k[1]));

const everyText = (['ru', 'he', 'ar'] as const).flatMap((locale) => [
  ...FIELD_KEYS.map((key) => [locale, `field ${key}`, FIELD_MESSAGE_TEXTS.en[key], FIELD_MESSAGE_TEXTS[locale][key]] as const),
  ...API_KEYS.map((key) => [locale, `api ${key}`, API_MESSAGE_TEXTS.en[key], API_MESSAGE_TEXTS[locale][key]] as const),
]);

describe('the booking messages in four languages', () => {
  it.each(LOCALES.map((l) => [l]))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(FIELD_MESSAGE_TEXTS[locale]).sort()).toEqual([...FIELD_KEYS].sort());
    expect(Object.keys(API_MESSAGE_TEXTS[locale]).sort()).toEqual([...API_KEYS].sort());
  });

  it('covers every validation code of the domain and both API texts', () => {
    for (const code of Object.keys(BOOKING_MESSAGES)) expect(FIELD_KEYS).toContain(code);
    expect(API_KEYS.sort()).toEqual(['bookingNotFound', 'tooManyRequests']);
  });

  it.each(everyText)('%s %s: written, the same arguments as English, every plural form, in its script', (locale, _key, english, text) => {
    expect(text.trim()).not.toBe('');
    expect(argumentsOf(text)).toEqual(argumentsOf(english));
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const keys of pluralsOf(text)) {
      expect(keys).toContain('other');
      for (const category of categories) expect(keys).toContain(category);
    }
    const literal = text.replace(/\{\w+\}/g, '').replace(/\{\w+, plural,|(?:=\d+|zero|one|two|few|many|other) (?=\{)|[{}#]/g, '');
    expect(literal).toMatch(SCRIPT[locale]);
    const latin = (literal.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => !LATIN.has(w));
    expect(latin).toEqual([]);
  });

  it('English is the API itself: the validation messages, not found and the rate limit', () => {
    expect(fieldMessage('en', 'pickupInPast')).toBe(BOOKING_MESSAGES.pickupInPast);
    expect(BOOKING_MESSAGES.minimumDays).toBe('The minimum rental is 3 days');
    expect(BOOKING_MESSAGES.nameTooLong).toBe('Name must be at most 50 characters');
    expect(apiMessage('en', 'bookingNotFound', { reference: 'GR-ABC123' })).toBe(new BookingNotFoundError('GR-ABC123').message);
    expect(apiMessage('en', 'tooManyRequests', { limit: 4, seconds: 37 })).toBe('Too many requests: at most 4 a minute. Try again in 37 seconds.');
  });
});

describe('formatMessage', () => {
  it.each([
    ['ru', 1, 'Минимальный срок аренды — 1 день'],
    ['ru', 3, 'Минимальный срок аренды — 3 дня'],
    ['ru', 5, 'Минимальный срок аренды — 5 дней'],
    ['he', 2, 'משך ההשכרה המינימלי הוא יומיים'],
    ['he', 3, 'משך ההשכרה המינימלי הוא 3 ימים'],
    ['ar', 3, 'الحد الأدنى لمدة الإيجار 3 أيام'],
    ['ar', 11, 'الحد الأدنى لمدة الإيجار 11 يومًا'],
  ] as const)('%s minimumDays with %d days', (locale, days, expected) => {
    expect(fieldMessage(locale, 'minimumDays', { days })).toBe(expected);
  });

  it('fills arguments, prefers =N over the category and leaves an argument without a value as written', () => {
    expect(formatMessage('{n, plural, =0 {none} one {# car} other {# cars}} for {name}', { n: 0, name: 'Nino' }, 'en')).toBe('none for Nino');
    expect(formatMessage('{n, plural, =0 {none} one {# car} other {# cars}}', { n: 1 }, 'en')).toBe('1 car');
    expect(formatMessage('{n, plural, =0 {none} one {# car} other {# cars}}', { n: 7 }, 'en')).toBe('7 cars');
    expect(formatMessage('Hello {who}', {}, 'en')).toBe('Hello {who}');
  });
});

describe('localiseFieldError: the site’s words for the API’s field errors', () => {
  const period = { pickupDate: '2026-07-01', pickupTime: '09:00', returnDate: '2026-07-06', returnTime: '10:30' };
  const soldOut = { field: 'carType', type: 'unavailable', message: unavailableMessage('Toyota FJ Cruiser', period), code: 'unavailable', params: unavailableParams('Toyota FJ Cruiser', period) };
  const season = seasonMinimumError({ days: 5, season: { name: 'summer', from: '2026-07-01', to: '2026-08-31', percent: 0, cars: null, minDays: 5 }, message: 'Bookings starting between 1 Jul and 31 Aug need at least 5 days' });
  it.each([
    ['ru', messageError('pickupDate', 'rule', 'pickupInPast'), 'Дата получения не может быть в прошлом'],
    ['he', messageError('customerEmail', 'format', 'customerEmail'), 'יש להזין כתובת דוא״ל תקינה'],
    ['ar', messageError('returnDate', 'rule', 'minimumDays'), 'الحد الأدنى لمدة الإيجار 3 أيام'],
    ['ru', season, 'Для аренды с началом между 1 июл. и 31 авг. минимальный срок — 5 дней'],
    ['ru', soldOut, 'К сожалению, автомобиль Toyota FJ Cruiser занят с ср, 1 июл. 2026 г. 09:00 по пн, 6 июл. 2026 г. 10:30. Выберите другие даты или другой автомобиль.'],
    ['he', { field: 'customerPhone', type: 'limit', message: '2 bookings are already waiting for this phone number.' }, FIELD_MESSAGE_TEXTS.he.limitPhone],
    ['ar', { field: 'client', type: 'limit', message: '2 bookings are already waiting from your connection.' }, FIELD_MESSAGE_TEXTS.ar.limitClient],
    ['ru', { field: 'carType', type: 'unknown', message: 'Unknown car "Lada Niva". Known cars: Toyota FJ Cruiser.' }, 'Выберите автомобиль'],
    ['he', { field: 'dropoffLocation', type: 'unknown', message: 'Unknown dropoffLocation "gori". Choose one of: Tbilisi, Batumi, Kutaisi.' }, 'יש לבחור מקום החזרה'],
    ['ar', { field: 'status', type: 'state', message: 'Something else' }, 'يُرجى التحقق من هذا الحقل'],
    ['en', { field: 'carType', type: 'unknown', message: 'Unknown car "Lada Niva".' }, 'Unknown car "Lada Niva".'],
  ] as const)('%s %j', (locale, error, expected) => {
    expect(localiseFieldError(error, locale)).toBe(expected);
  });
});
