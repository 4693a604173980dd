import { INSURANCE_OPTIONS, INSURANCE_TYPES } from '../booking/insurance.js';
import { SERVICES, SERVICE_KEYS } from '../booking/services.js';
import { LOCALES } from '../site/locales.js';
import { cityName, insuranceName, serviceName } from './labels.js';
import { LABELS as AR } from './labels.ar.js';
import { LABELS as EN } from './labels.en.js';
import { LABELS as HE } from './labels.he.js';
import { LABELS as RU } from './labels.ru.js';
import { LOCATIONS, LOCATION_LABELS } from './locations.js';

const ALL = { en: EN, ru: RU, he: HE, ar: AR };
const SCRIPT = { en: /^[A-Za-z0-9 ]+$/, ru: /^[\p{Script=Cyrillic}\p{M} ]+$/u, he: /^[\p{Script=Hebrew}\p{M}׳״ ]+$/u, ar: /^[\p{Script=Arabic}\p{M} ]+$/u };

describe('the names of cities, insurance options and services', () => {
  it.each(LOCALES.map((l) => [l]))('%s names every city, option and service, in its own script', (locale) => {
    const labels = ALL[locale];
    expect(Object.keys(labels.location).sort()).toEqual([...LOCATIONS].sort());
    expect(Object.keys(labels.insurance).sort()).toEqual([...INSURANCE_TYPES].sort());
    expect(Object.keys(labels.service).sort()).toEqual([...SERVICE_KEYS].sort());
    for (const name of [...Object.values(labels.location), ...Object.values(labels.insurance), ...Object.values(labels.service)]) {
      expect(name).toMatch(SCRIPT[locale]);
    }
  });

  it('are the catalogue’s own English names', () => {
    expect(LOCATIONS.map((l) => LOCATION_LABELS[l])).toEqual(LOCATIONS.map((l) => EN.location[l]));
    expect(INSURANCE_OPTIONS.map((o) => o.label)).toEqual(INSURANCE_OPTIONS.map((o) => EN.insurance[o.value]));
    expect(SERVICES.map((s) => s.label)).toEqual(SERVICES.map((s) => EN.service[s.key]));
  });

  it.each([
    ['tbilisi', 'en', 'Tbilisi'],
    [' Batumi ', 'ru', 'Батуми'],
    ['KUTAISI', 'he', 'כותאיסי'],
    ['tbilisi', 'ar', 'تبليسي'],
    ['Gori', 'ru', 'Gori'],
    ['', 'en', ''],
  ] as const)('cityName(%j, %s) is %j', (value, locale, expected) => {
    expect(cityName(value, locale)).toBe(expected);
  });

  it.each([
    ['standard', 'en', 'Standard Dependable'],
    ['enhanced', 'ru', 'Полная страховка'],
    ['minimum', 'ar', 'بدون حماية'],
    ['Standard', 'en', 'Standard'],
    ['gold', 'he', 'gold'],
  ] as const)('insuranceName(%j, %s) is %j', (value, locale, expected) => {
    expect(insuranceName(value, locale)).toBe(expected);
  });

  it.each([
    ['babySeat', 'en', 'Baby Seat'],
    ['crossBorderArmenia', 'ru', 'Выезд в Армению'],
    ['carRoofTent', 'he', 'אוהל גג'],
    ['prepaidFuel', 'ar', 'الوقود المدفوع مسبقًا'],
  ] as const)('serviceName(%j, %s) is %j', (key, locale, expected) => {
    expect(serviceName(key, locale)).toBe(expected);
  });
});
