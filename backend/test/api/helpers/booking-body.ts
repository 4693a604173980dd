import { addDays, todayInTbilisi } from '../../../src/domain/shared/dates.js';

/** A valid booking (SPEC §3) starting in ten days: Toyota FJ Cruiser, Tbilisi -> Batumi, 5 days. */
export function validBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const pickupDate = addDays(todayInTbilisi(new Date()), 10);
  return {
    customerName: 'Nino Beridze',
    driverAge: '34',
    groupSize: '3',
    customerEmail: 'nino@example.com',
    customerPhone: '+995 555 123 456',
    pickupLocation: 'tbilisi',
    dropoffLocation: 'batumi',
    pickupDate,
    pickupTime: '09:00',
    returnDate: addDays(pickupDate, 5),
    returnTime: '09:00',
    carType: 'Toyota FJ Cruiser',
    insuranceType: 'standard',
    prepaidFuel: false,
    roadAssistance: true,
    babySeat: false,
    crossBorderArmenia: false,
    carRoofTent: false,
    campingEquipment: false,
    prepaidCarWash: false,
    totalPrice: '1',
    gclid: '',
    ...overrides,
  };
}
