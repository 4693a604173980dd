import { CARS } from '../catalogue/cars.js';
import { FLEET } from '../catalogue/fleet.js';
import { UnknownCarError, ValidationError } from '../errors.js';
import {
  DEFAULT_FLEET,
  DEFAULT_FLEET_SIZES,
  FLEET_CAR_TYPES,
  checkUnitLabel,
  normaliseUnitLabel,
  requireFleetCar,
  requireUnitLabel,
} from './units.js';

describe('the default fleet (docs/product.md §9)', () => {
  it.each([
    ['Hyundai Elantra', 4],
    ['Subaru Forester', 4],
    ['Chevrolet Suburban', 3],
    ['Toyota FJ Cruiser', 5],
    ['Toyota 4Runner', 5],
  ])('%s has %i units', (carType, n) => {
    expect(DEFAULT_FLEET.filter((u) => u.carType === carType)).toHaveLength(n);
    expect(DEFAULT_FLEET_SIZES[carType]).toBe(n);
  });

  it('has 21 cars with unique labels that pass the label rules, all active', () => {
    expect(DEFAULT_FLEET).toHaveLength(21);
    expect(new Set(DEFAULT_FLEET.map((u) => u.label)).size).toBe(21);
    for (const u of DEFAULT_FLEET) {
      expect(checkUnitLabel(u.label)).toBeUndefined();
      expect(u.label).toMatch(/^[A-Z]{2}-\d{3}-[A-Z]{2}$/); // the Georgian plate format
      expect(u.active).toBe(true);
    }
  });

  it('covers exactly the five fleet cars, in fleet order, spelled as the catalogue prices them', () => {
    expect(FLEET_CAR_TYPES).toEqual(FLEET.map((v) => v.carType));
    expect([...new Set(DEFAULT_FLEET.map((u) => u.carType))]).toEqual(FLEET_CAR_TYPES);
    for (const carType of FLEET_CAR_TYPES) expect(CARS.some((c) => c.name === carType)).toBe(true);
  });
});

describe('unit labels', () => {
  it.each([
    ['FJ-106-GE', 'FJ-106-GE'],
    ['  fj-106-ge ', 'FJ-106-GE'],
    ['aa 123  bb', 'AA 123 BB'],
    ['TB1', 'TB1'],
  ])('"%s" is stored as "%s"', (raw, stored) => {
    expect(checkUnitLabel(raw)).toBeUndefined();
    expect(normaliseUnitLabel(raw)).toBe(stored);
    expect(requireUnitLabel(raw)).toBe(stored);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    [42, 'required'],
    ['A', 'min'],
    ['ABCDEFGHIJKLMNOPQ', 'max'],
    ['FJ--106', 'format'],
    ['-FJ106', 'format'],
    ['FJ_106', 'format'],
    ['FJ/106', 'format'],
    ['ФЖ-106', 'format'],
  ])('%p is refused (%s)', (raw, type) => {
    expect(checkUnitLabel(raw)?.type).toBe(type);
    expect(() => requireUnitLabel(raw)).toThrow(ValidationError);
  });
});

describe('fleet cars for units', () => {
  it.each([
    ['Toyota FJ Cruiser', 'Toyota FJ Cruiser'],
    ['toyota fj cruiser', 'Toyota FJ Cruiser'],
    ['toyota-4runner', 'Toyota 4Runner'],
    ['SUBARU FORESTER', 'Subaru Forester'],
  ])('"%s" is the %s', (raw, carType) => {
    expect(requireFleetCar(raw)).toBe(carType);
  });

  it.each(['Cadillac Escalade', 'Batmobile', '', undefined])('%p is not a fleet car: UnknownCarError listing the five', (raw) => {
    try {
      requireFleetCar(raw);
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(UnknownCarError);
      expect((e as UnknownCarError).knownCars).toEqual(FLEET_CAR_TYPES);
    }
  });
});
