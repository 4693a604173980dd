import { LOCALES, type Locale } from '../site/locales.js';
import { API_MESSAGE_TEXTS, FIELD_MESSAGE_TEXTS, type ApiMessageKey, type FieldMessageKey } from './message-texts.js';
import { BOOKING_MESSAGES } from './messages.js';

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
});
