import { LOCALES } from '../site/locales.js';
import { FLEET } from './fleet.js';
import { countText, fleetFeature, fleetVehicleIn } from './fleet-texts.js';
import { FLEET_TEXTS as AR } from './fleet-texts.ar.js';
import { FLEET_TEXTS as EN } from './fleet-texts.en.js';
import { FLEET_TEXTS as HE } from './fleet-texts.he.js';
import { FLEET_TEXTS as RU } from './fleet-texts.ru.js';

const TEXTS = { en: EN, ru: RU, he: HE, ar: AR };

describe('fleet texts', () => {
  it.each(LOCALES)('%s has a description for each of the five cars and every feature', (locale) => {
    expect(Object.keys(TEXTS[locale].description).sort()).toEqual(FLEET.map((v) => v.id).sort());
    for (const text of [...Object.values(TEXTS[locale].description), ...Object.values(TEXTS[locale].feature)]) expect(text.trim()).not.toBe('');
  });

  it('English is what fleet.ts describes the cars with', () => {
    for (const v of FLEET) expect(v.description).toBe(EN.description[v.id as keyof typeof EN.description]);
  });

  it.each([
    ['en', 5, '5 Seats'],
    ['en', 7, '7 Seats'],
    ['ru', 1, '1 место'],
    ['ru', 2, '2 места'],
    ['ru', 5, '5 мест'],
    ['ru', 7, '7 мест'],
    ['he', 1, 'מושב אחד'],
    ['he', 5, '5 מושבים'],
    ['ar', 2, 'مقعدان'],
    ['ar', 5, '5 مقاعد'],
    ['ar', 7, '7 مقاعد'],
    ['ar', 11, '11 مقعدًا'],
  ] as const)('seats in %s for %d: %s', (locale, count, text) => {
    expect(countText(TEXTS[locale].feature.seats, count, locale)).toBe(text);
  });

  it.each([
    ['5 Seats', { key: 'seats', count: 5 }],
    ['Automatic', { key: 'automatic' }],
    ['A/C', { key: 'ac' }],
    ['4x4', null],
    ['Roof rack', null],
  ])('feature %s', (spec, feature) => {
    expect(fleetFeature(spec)).toEqual(feature);
  });

  it('gives a fleet car its Russian texts, English unchanged, and leaves other cars as they are', () => {
    const suburban = FLEET.find((v) => v.id === 'chevrolet-suburban')!;
    const ru = fleetVehicleIn(suburban, 'ru');
    expect(ru.description).toBe(RU.description['chevrolet-suburban']);
    expect(ru.specs).toEqual(['7 мест', 'Автомат', 'Бензин', 'Кондиционер', 'Блютуз', '4x4']);
    expect(fleetVehicleIn(suburban, 'en')).toEqual(suburban);
    const added = { ...suburban, id: 'lada-niva', description: 'Small', specs: ['4 Seats'] };
    expect(fleetVehicleIn(added, 'ru')).toBe(added);
  });
});
