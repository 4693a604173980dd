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

  const NAME_OF = { city: cityName, insurance: insuranceName, service: serviceName } as const;

  it.each([
    { kind: 'city', value: 'tbilisi', locale: 'en', name: 'Tbilisi' },
    { kind: 'city', value: ' Batumi ', locale: 'ru', name: 'Батуми' },
    { kind: 'city', value: 'KUTAISI', locale: 'he', name: 'כותאיסי' },
    { kind: 'city', value: 'tbilisi', locale: 'ar', name: 'تبليسي' },
    { kind: 'city', value: 'Gori', locale: 'ru', name: 'Gori' },
    { kind: 'city', value: '', locale: 'en', name: '' },
    { kind: 'insurance', value: 'standard', locale: 'en', name: 'Standard Dependable' },
    { kind: 'insurance', value: 'enhanced', locale: 'ru', name: 'Полная страховка' },
    { kind: 'insurance', value: 'minimum', locale: 'ar', name: 'بدون حماية' },
    { kind: 'insurance', value: 'Standard', locale: 'en', name: 'Standard' },
    { kind: 'insurance', value: 'gold', locale: 'he', name: 'gold' },
    { kind: 'service', value: 'babySeat', locale: 'en', name: 'Baby Seat' },
    { kind: 'service', value: 'crossBorderArmenia', locale: 'ru', name: 'Выезд в Армению' },
    { kind: 'service', value: 'carRoofTent', locale: 'he', name: 'אוהל גג' },
    { kind: 'service', value: 'prepaidFuel', locale: 'ar', name: 'الوقود المدفوع مسبقًا' },
  ] as const)('the $kind $value in $locale is called $name', ({ kind, value, locale, name }) => {
    expect((NAME_OF[kind] as (v: string, l: typeof locale) => string)(value, locale)).toBe(name);
  });
});
