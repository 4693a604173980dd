import { RuleViolationError, UnknownCarError, UnknownLocationError, ValidationError } from '../errors.js';
import { SERVICE_KEYS, type ServiceKey } from './services.js';
import { bookingTotal, priceBooking, type BookingTotalInput } from './total.js';

const base: BookingTotalInput = {
  carType: 'Toyota FJ Cruiser',
  pickupLocation: 'tbilisi',
  dropoffLocation: 'tbilisi',
  days: 5,
  insuranceType: 'minimum',
  services: {},
};

describe('bookingTotal', () => {
  it('is the car alone with free insurance and no delivery in Tbilisi', () => {
    expect(bookingTotal(base)).toEqual({
      days: 5,
      dailyRate: 68,
      currency: 'EUR',
      lines: [
        { key: 'car', label: 'Toyota FJ Cruiser rental', quantity: 5, unitPrice: 68, amount: 340 },
        { key: 'insurance', label: 'Insurance: Decline Protection', quantity: 5, unitPrice: 0, amount: 0 },
      ],
      total: 340,
    });
  });

  it.each([
    ['minimum', 0],
    ['standard', 50],
    ['enhanced', 150],
  ])('insurance %s adds %i for 5 days', (insuranceType, amount) => {
    const price = bookingTotal({ ...base, insuranceType });
    expect(price.lines.find((l) => l.key === 'insurance')?.amount).toBe(amount);
    expect(price.total).toBe(340 + amount);
  });

  it('adds a delivery line only when there is a fee', () => {
    const price = bookingTotal({ ...base, dropoffLocation: 'Batumi' });
    expect(price.lines[1]).toEqual({ key: 'delivery', label: 'Delivery fee (Tbilisi to Batumi)', amount: 100 });
    expect(price.total).toBe(440);
  });

  it.each([
    ['prepaidFuel', 50, undefined],
    ['prepaidCarWash', 50, undefined],
    ['roadAssistance', 15, 3],
    ['babySeat', 15, 3],
    ['crossBorderArmenia', 90, undefined],
    ['carRoofTent', 75, 15],
    ['campingEquipment', 150, undefined],
  ] as const)('%s alone adds %i for 5 days', (key, amount, unitPrice) => {
    const price = bookingTotal({ ...base, services: { [key]: true } });
    const line = price.lines.find((l) => l.key === key)!;
    expect(line.amount).toBe(amount);
    expect(line.unitPrice).toBe(unitPrice);
    expect(line.quantity).toBe(unitPrice === undefined ? undefined : 5);
    expect(price.total).toBe(340 + amount);
    expect(price.lines).toHaveLength(3);
  });

  it('adds every service together, with insurance and delivery', () => {
    const services = Object.fromEntries(SERVICE_KEYS.map((k) => [k, true])) as Record<ServiceKey, boolean>;
    const price = bookingTotal({ ...base, dropoffLocation: 'kutaisi', insuranceType: 'enhanced', services, days: 14 });
    // 63 × 14 = 882; delivery 80; insurance 30 × 14 = 420; services 50 + 50 + 42 + 42 + 90 + 210 + 150 = 634
    expect(price.dailyRate).toBe(63);
    expect(price.total).toBe(882 + 80 + 420 + 634);
    expect(price.lines).toHaveLength(3 + 7);
    expect(price.total).toBe(price.lines.reduce((s, l) => s + l.amount, 0));
  });

  it('ignores service flags that are not true', () => {
    const price = bookingTotal({ ...base, services: { babySeat: false, prepaidFuel: 'yes' as unknown as boolean } });
    expect(price.total).toBe(340);
  });

  it('refuses camping services for the Elantra', () => {
    expect(() => bookingTotal({ ...base, carType: 'hyundai elantra', services: { carRoofTent: true } })).toThrow(RuleViolationError);
    expect(bookingTotal({ ...base, carType: 'hyundai elantra', services: { babySeat: true } }).total).toBe(44 * 5 + 15);
  });

  it('throws typed errors for bad input', () => {
    expect(() => bookingTotal({ ...base, carType: 'Lada' })).toThrow(UnknownCarError);
    expect(() => bookingTotal({ ...base, pickupLocation: 'Gori' })).toThrow(UnknownLocationError);
    expect(() => bookingTotal({ ...base, days: 0 })).toThrow(ValidationError);
    expect(() => bookingTotal({ ...base, days: 2.5 })).toThrow(ValidationError);
    expect(() => bookingTotal({ ...base, insuranceType: 'gold' })).toThrow(ValidationError);
  });
});

describe('priceBooking', () => {
  it('counts days from dates and times and prices the flags', () => {
    const price = priceBooking({
      carType: 'Subaru Forester',
      pickupLocation: 'tbilisi',
      dropoffLocation: 'batumi',
      pickupDate: '2026-05-10',
      pickupTime: '09:00',
      returnDate: '2026-05-13',
      returnTime: '09:01',
      insuranceType: 'standard',
      babySeat: true,
    });
    // 4 days: 66 × 4 = 264; delivery 100; insurance 40; baby seat 12
    expect(price.days).toBe(4);
    expect(price.total).toBe(264 + 100 + 40 + 12);
  });
});
