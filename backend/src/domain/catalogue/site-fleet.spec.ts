import { DEFAULT_PRICE_TABLES, type PriceTables } from '../pricing/price-tables.js';
import { FLEET } from './fleet.js';
import { PLACEHOLDER_IMAGE, carSlug, findSiteCar, siteCars, siteFleet, siteVehicle, type SiteCar } from './site-fleet.js';

const NIVA: SiteCar = {
  name: 'Lada Niva Legend',
  carClass: '4x4',
  seats: 4,
  texts: { en: { description: 'Small and tough', features: ['Snorkel', 'Roof rack'] }, ru: { description: 'Маленькая и крепкая' }, he: { description: '', features: [] } },
};
const tables = (fleet: readonly SiteCar[], cars: PriceTables['cars'] = [...DEFAULT_PRICE_TABLES.cars, { name: NIVA.name, tiers: [48, 47, 46, 43] as const }]): PriceTables => ({ ...DEFAULT_PRICE_TABLES, cars, fleet });

describe('the cars of the site', () => {
  it('by default the specification’s five, in showcase order, as fleet.ts describes them', () => {
    expect(siteFleet(DEFAULT_PRICE_TABLES, 'ru')).toEqual([...FLEET]);
  });

  it('an added car: its texts in the page’s language, English where that language has none', () => {
    const ru = siteVehicle(NIVA, 'ru');
    expect(ru).toMatchObject({ id: 'lada-niva-legend', carType: 'Lada Niva Legend', name: 'LADA\nNIVA LEGEND', passengers: 4, driveWheels: '4x4', description: 'Маленькая и крепкая', specs: ['Snorkel', 'Roof rack'] });
    // Empty texts count as not given.
    expect(siteVehicle(NIVA, 'he')).toMatchObject({ description: 'Small and tough', specs: ['Snorkel', 'Roof rack'] });
    expect(siteVehicle(NIVA, 'ar').description).toBe('Small and tough');
  });

  it('an added car without photos or drawings: the placeholder; what was not given is null, not guessed', () => {
    const v = siteVehicle({ name: 'Kia Sportage', carClass: '2x2', seats: 5, texts: {} }, 'en');
    expect(v).toMatchObject({ image: PLACEHOLDER_IMAGE, gallery: [PLACEHOLDER_IMAGE], transmission: null, fuelType: null, fuelConsumption: null, description: '', specs: ['5 Seats', '2x2'] });
  });

  it('only cars the tables price (a hidden car is not in them) are on the site, after the five', () => {
    expect(siteCars(tables([...(DEFAULT_PRICE_TABLES.fleet ?? []), NIVA])).map((c) => c.name)).toEqual([...FLEET.map((v) => v.carType), NIVA.name]);
    expect(siteCars(tables([...(DEFAULT_PRICE_TABLES.fleet ?? []), NIVA], DEFAULT_PRICE_TABLES.cars)).map((c) => c.name)).not.toContain(NIVA.name);
  });

  it.each([
    ['lada niva legend', 'Lada Niva Legend'],
    ['LADA-NIVA-LEGEND', 'Lada Niva Legend'],
    ['toyota_fj_cruiser', 'Toyota FJ Cruiser'],
    ['Toyota Camry', undefined],
    ['', undefined],
  ])('findSiteCar(%j) → %s', (raw, name) => {
    expect(findSiteCar(tables([...(DEFAULT_PRICE_TABLES.fleet ?? []), NIVA]), raw)?.name).toBe(name);
  });

  it('slugs: letters and digits of any script, hyphens between words', () => {
    expect(carSlug('Toyota 4Runner')).toBe('toyota-4runner');
    expect(carSlug('  Mercedes-Benz  G 63 ')).toBe('mercedes-benz-g-63');
  });
});
