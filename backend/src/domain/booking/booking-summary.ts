/**
 * What the documents a customer gets (the e-mails, the rental agreement) say about a booking: who
 * booked, which car, where and when. Dates `YYYY-MM-DD` and times `HH:MM` (Tbilisi); locations
 * as stored (tbilisi, batumi, kutaisi: each document names them in its language).
 */
export type BookingSummary = {
  reference: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  carType: string;
  /** The unit (physical car) it holds; null when none was free. */
  unit: string | null;
  pickupLocation: string;
  pickupDate: string;
  pickupTime: string;
  dropoffLocation: string;
  returnDate: string;
  returnTime: string;
  days: number;
  insuranceType: string;
};

/** The summary of a booking (a stored booking, its view): only these fields, copied. */
export function bookingSummary(b: BookingSummary): BookingSummary {
  return {
    reference: b.reference,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    carType: b.carType,
    unit: b.unit,
    pickupLocation: b.pickupLocation,
    pickupDate: b.pickupDate,
    pickupTime: b.pickupTime,
    dropoffLocation: b.dropoffLocation,
    returnDate: b.returnDate,
    returnTime: b.returnTime,
    days: b.days,
    insuranceType: b.insuranceType,
  };
}
