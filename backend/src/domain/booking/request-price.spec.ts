import { ValidationError } from '../errors.js';
import { DEFAULT_PRICE_TABLES, type PriceTables } from '../pricing/price-tables.js';
import { addDays } from '../shared/dates.js';
import { notBookableMessage, priceBookingRequest } from './request-price.js';

const today = '2027-01-10';
const rental = {
  pickupLocation: 'Tbilisi',
  dropoffLocation: 'batumi',
  pickupDate: addDays(today, 5),
  pickupTime: '10:00',
  returnDate: addDays(today, 12),
  returnTime: '10:00',
  carType: 'toyota fj cruiser',
  insuranceType: 'standard',
  babySeat: true,
};
const person = { customerName: 'Nino Beridze', driverAge: '34', groupSize: '2', customerEmail: 'nino@example.com', customerPhone: '+995 555 123 456' };

function fieldErrors(fn: () => unknown): { field: string; message: string }[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof ValidationError) return e.errors.map(({ field, message }) => ({ field, message }));
    throw e;
  }
  return [];
}

describe('priceBookingRequest (the one pricing path of a booking request)', () => {
  it("stores the site car's own name, the parsed cities and the flags, priced with the tables", () => {
    const tables: PriceTables = { ...DEFAULT_PRICE_TABLES, insurance: { minimum: 0, standard: 12, enhanced: 30 }, services: { ...DEFAULT_PRICE_TABLES.services, babySeat: { price: 4, unit: 'per-day' } } };
    const { rental: r, services, price } = priceBookingRequest({ ...rental, ...person }, today, tables);
    expect(r).toMatchObject({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', insuranceType: 'standard' });
    expect(services).toMatchObject({ babySeat: true, crossBorderArmenia: false });
    expect(price.days).toBe(7);
    expect(price.lines.find((l) => l.key === 'insurance')).toMatchObject({ unitPrice: 12, amount: 84 });
    expect(price.lines.find((l) => l.key === 'babySeat')).toMatchObject({ unitPrice: 4, amount: 28 });
  });

  it('leaves the personal fields out only when asked, and checks them when given', () => {
    expect(fieldErrors(() => priceBookingRequest(rental, today, DEFAULT_PRICE_TABLES)).map((e) => e.field)).toEqual(
      expect.arrayContaining(['customerName', 'customerEmail', 'customerPhone', 'driverAge', 'groupSize']),
    );
    expect(fieldErrors(() => priceBookingRequest(rental, today, DEFAULT_PRICE_TABLES, { personalOptional: true }))).toEqual([]);
    expect(fieldErrors(() => priceBookingRequest({ ...rental, customerEmail: 'nino@@x' }, today, DEFAULT_PRICE_TABLES, { personalOptional: true }))).toEqual([
      { field: 'customerEmail', message: 'Please enter a valid email address' },
    ]);
  });

  it('refuses a car that is priced but not on the site, naming the bookable cars', () => {
    const errors = fieldErrors(() => priceBookingRequest({ ...rental, carType: 'Cadillac Escalade' }, today, DEFAULT_PRICE_TABLES, { personalOptional: true }));
    expect(errors).toEqual([{ field: 'carType', message: notBookableMessage('Cadillac Escalade', DEFAULT_PRICE_TABLES) }]);
    expect(errors[0].message).toBe(
      'Cadillac Escalade cannot be booked on the site; the cars you can book: Hyundai Elantra, Subaru Forester, Chevrolet Suburban, Toyota FJ Cruiser, Toyota 4Runner',
    );
    expect(fieldErrors(() => priceBookingRequest({ ...rental, carType: '' }, today, DEFAULT_PRICE_TABLES, { personalOptional: true }))).toEqual([
      { field: 'carType', message: 'Please select a car type' },
    ]);
  });
});
