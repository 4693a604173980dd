import { bookingSummary, type BookingSummary } from './booking-summary.js';

const summary: BookingSummary = {
  reference: 'GR-7K3Q9P',
  customerName: 'Nino Beridze',
  customerEmail: 'nino@example.com',
  customerPhone: '+995555123456',
  carType: 'Toyota FJ Cruiser',
  unit: 'FJ-101-GE',
  pickupLocation: 'tbilisi',
  pickupDate: '2026-12-10',
  pickupTime: '09:00',
  dropoffLocation: 'batumi',
  returnDate: '2026-12-17',
  returnTime: '09:00',
  days: 7,
  insuranceType: 'standard',
};

describe('bookingSummary', () => {
  it.each([
    ['a summary', summary],
    ['a stored booking', { ...summary, id: 'x', totalPrice: 639, botScore: 0.9, gclid: 'abc', clientKey: '1.2.3.4' }],
    ['a booking without a unit', { ...summary, unit: null, status: 'pending' }],
  ])('of %s copies exactly the summary fields', (_name, booking) => {
    const copy = bookingSummary(booking);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(summary).sort());
    expect(copy).toEqual({ ...summary, unit: booking.unit });
    expect(copy).not.toBe(booking);
  });
});
