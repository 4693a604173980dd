import type { BookingRequest } from '../../src/domain/booking/booking-request.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';

/** Fixture bookings made so far in this test file (each gets a week of its own, see below). */
let made = 0;

/**
 * A valid booking request: Toyota FJ Cruiser, Tbilisi -> Batumi, 5 days. The first starts in 10
 * days, each further one a week later, so that a test file making many bookings never runs out
 * of FJ Cruisers (5 units; a booking holds one for 5 days plus the turnaround). Tests about
 * availability give their own dates.
 */
export function bookingRequest(overrides: Partial<BookingRequest> = {}, now = new Date()): BookingRequest {
  const pickupDate = addDays(todayInTbilisi(now), 10 + 7 * made++);
  return {
    customerName: 'Nino Beridze',
    driverAge: '34',
    groupSize: '3',
    customerEmail: 'nino@example.com',
    customerPhone: '+995 555 123 456',
    pickupLocation: 'tbilisi',
    dropoffLocation: 'batumi',
    pickupDate,
    pickupTime: '10:00',
    returnDate: addDays(pickupDate, 5),
    returnTime: '10:00',
    carType: 'Toyota FJ Cruiser',
    insuranceType: 'standard',
    prepaidFuel: false,
    roadAssistance: true,
    babySeat: false,
    crossBorderArmenia: true,
    carRoofTent: false,
    campingEquipment: false,
    prepaidCarWash: false,
    totalPrice: '1',
    gclid: '',
    ...overrides,
  };
}
