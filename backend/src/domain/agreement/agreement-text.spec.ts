import { INSURANCE_TYPES } from '../booking/insurance.js';
import { LOCALES } from '../site/locales.js';
import { agreementLocale, agreementText } from './agreement-text.js';
import type { AgreementText } from './agreement-text.types.js';

/** Every string a text yields: its strings, and its functions called with sample arguments. */
function strings(t: AgreementText): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  const { locale, intlLocale, dir, priceLine, policies, km, money, page, ...rest } = t;
  walk(rest);
  out.push(priceLine.car('Toyota FJ Cruiser'), priceLine.delivery('X', 'Y'), priceLine.insurance('Z'), km(48213), money(830), page(1, 2));
  walk(policies.lateArrival);
  for (const type of [...INSURANCE_TYPES, null]) walk(policies.insurance(type, 'Z'));
  for (const b of [true, false]) walk([policies.crossBorder(b, 90), policies.fuel(b, '6/8')]);
  return out;
}

/** The shape of a text: keys (nested) and which are functions. */
function shape(v: unknown): unknown {
  if (typeof v === 'function') return 'function';
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, shape((v as Record<string, unknown>)[k])]));
  return typeof v;
}

const SCRIPT = { ru: /\p{Script=Cyrillic}/u, he: /\p{Script=Hebrew}/u, ar: /\p{Script=Arabic}/u } as const;
/** Latin words a translated agreement may carry: the currency and the car and place names passed in. */
const ALLOWED_LATIN = new Set(['EUR', 'Toyota', 'FJ', 'Cruiser', 'X', 'Y', 'Z']);

describe('agreement texts', () => {
  it.each(LOCALES.map((l) => [l]))('exist in %s', (locale) => {
    expect(agreementText(locale).locale).toBe(locale);
  });

  it.each(LOCALES.map((l) => [l]))('%s has every key of the English text, none empty', (locale) => {
    const t = agreementText(locale);
    expect(t.locale).toBe(locale);
    expect(shape(t)).toEqual(shape(agreementText('en')));
    for (const s of strings(t)) expect(s.trim()).not.toBe('');
  });

  it.each([
    ['ru', 'ltr'],
    ['he', 'rtl'],
    ['ar', 'rtl'],
  ] as const)('%s is written in its script (%s), with no English left', (locale, dir) => {
    const t = agreementText(locale);
    expect(t.dir).toBe(dir);
    const all = strings(t);
    for (const s of [t.title, ...Object.values(t.headings), ...Object.values(t.labels), t.declaration]) expect(SCRIPT[locale].test(s)).toBe(true);
    const latin = all.flatMap((s) => s.match(/[A-Za-z]+/g) ?? []).filter((w) => !ALLOWED_LATIN.has(w));
    expect(latin).toEqual([]);
  });

  it.each(LOCALES.map((l) => [l]))('%s states the policies with their numbers', (locale) => {
    const p = agreementText(locale).policies;
    expect(p.lateArrival.text).toMatch(/20[^0-9]/);
    expect(p.lateArrival.text).toContain('50');
    expect(p.insurance('minimum', 'Z').text).toContain('15,000'.replace(',', locale === 'ru' ? '\u00a0' : ','));
    expect(p.insurance('standard', 'Z').text).toContain('50,000'.replace(',', locale === 'ru' ? '\u00a0' : ','));
    expect(p.crossBorder(true, 90).text).toContain('90');
    expect(p.crossBorder(true, 120).text).toContain('120');
    expect(p.crossBorder(true, 90).text).not.toBe(p.crossBorder(false, 90).text);
    expect(p.fuel(false, '6/8').text).toContain('6/8');
    expect(p.fuel(true, '6/8').text).not.toContain('6/8');
  });

  it('takes the booking language as the site stores it', () => {
    expect(agreementLocale('ar')).toBe('ar');
    expect(agreementLocale(' RU-ru ')).toBe('ru');
    expect(agreementLocale('he_IL')).toBe('he');
    expect(agreementLocale('de')).toBe('en');
    expect(agreementLocale(null)).toBe('en');
  });
});
