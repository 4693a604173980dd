import { rentalFields, type RentalFields } from './booking-request.js';

const rental: RentalFields = {
  pickupLocation: 'tbilisi',
  dropoffLocation: 'batumi',
  pickupDate: '2026-07-01',
  pickupTime: '09:00',
  returnDate: '2026-07-08',
  returnTime: '18:30',
  carType: 'Toyota FJ Cruiser',
  insuranceType: 'standard',
};

describe('rentalFields', () => {
  it.each([
    ['the rental fields themselves', rental],
    ['a whole booking request', { ...rental, customerName: 'Nino Beridze', babySeat: true, totalPrice: '700', gclid: '' }],
    ['the form of step 2', { ...rental, driverAge: '30', groupSize: '2' }],
  ])('of %s are the eight rental fields, in the order the form sends them', (_name, source) => {
    const copy = rentalFields(source);
    expect(Object.keys(copy)).toEqual(['pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'carType', 'insuranceType']);
    expect(copy).toEqual(rental);
  });
});
