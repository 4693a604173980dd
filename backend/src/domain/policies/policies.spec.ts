import { DEFAULT_PRICE_TABLES, type PriceTables } from '../pricing/price-tables.js';
import { LOCALES } from '../site/locales.js';
import { POLICY_KEYS, POLICY_TEXTS, rentalPolicies } from './policies.js';

describe('rentalPolicies (the terms of service sentences, per language)', () => {
  it.each(LOCALES)('%s: the six policies and the three insurance options, every placeholder filled', (locale) => {
    const { language, policies, insuranceOptions } = rentalPolicies(DEFAULT_PRICE_TABLES, locale);
    expect(language).toBe(locale);
    expect(policies.map((p) => p.key)).toEqual([...POLICY_KEYS]);
    for (const p of policies) {
      expect(p.title.trim()).not.toBe('');
      expect(p.text.trim()).not.toBe('');
      expect(p.text).not.toMatch(/\{\w+\}/);
    }
    expect(insuranceOptions.map((o) => [o.key, o.pricePerDay, o.currency])).toEqual([
      ['minimum', 0, 'EUR'],
      ['standard', 10, 'EUR'],
      ['enhanced', 30, 'EUR'],
    ]);
    expect(POLICY_TEXTS[locale].locale).toBe(locale);
  });

  it('says in English what the product rules say', () => {
    const text = Object.fromEntries(rentalPolicies(DEFAULT_PRICE_TABLES, 'en').policies.map((p) => [p.key, p.text]));
    expect(text.deposit).toMatch(/^There is no deposit\./);
    expect(text.crossBorder).toContain('Armenia only');
    expect(text.crossBorder).toContain('It costs 90 EUR');
    expect(text.lateArrival).toContain('more than 20 minutes');
    expect(text.lateArrival).toContain('50 EUR');
    expect(text.fuel).toBe('The car is returned with the same fuel level as at pickup, unless you chose prepaid fuel.');
    expect(text.cancellation).toContain('free of charge up to 24 hours before the start');
    expect(text.insurance).toContain('Standard Dependable (10 EUR per day)');
  });

  it('answers English by default', () => {
    expect(rentalPolicies(DEFAULT_PRICE_TABLES).language).toBe('en');
  });

  it.each(LOCALES)('%s: names the prices of the tables it is given, never a copy of its own', (locale) => {
    const changed: PriceTables = {
      ...DEFAULT_PRICE_TABLES,
      insurance: { minimum: 0, standard: 12, enhanced: 33 },
      services: { ...DEFAULT_PRICE_TABLES.services, crossBorderArmenia: { price: 60, unit: 'flat' } },
    };
    const { policies, insuranceOptions } = rentalPolicies(changed, locale);
    const text = Object.fromEntries(policies.map((p) => [p.key, p.text]));
    expect(text.crossBorder).toContain('60');
    expect(text.crossBorder).not.toContain('90');
    expect(text.insurance).toContain('12');
    expect(text.insurance).toContain('33');
    expect(text.insurance).not.toMatch(/\b(10|30)\b/);
    expect(insuranceOptions.map((o) => o.pricePerDay)).toEqual([0, 12, 33]);
    expect(insuranceOptions[1].price).toContain('12');
  });
});
