import { LOCATION_LABELS, parseLocation } from '@domain/catalogue/locations.js';
import { formatDate } from './format-date';
import type { ThankYouState } from './thank-you-state';

const city = (value: string) => {
  const location = parseLocation(value);
  return location ? LOCATION_LABELS[location] : value;
};

/** The prefilled messaging-app text: the reference and, when known, a short summary of the booking. */
export function thankYouMessage(reference: string | null, booking: ThankYouState | null): string {
  if (!reference) {
    return [
      'Hello! I have just booked a car on your website and would like to confirm my booking.',
      '',
      'Name: ',
      'Pickup date: ',
      '',
      'Thank you!',
    ].join('\n');
  }
  const lines = ['Hello! I have just booked a car on your website and would like to confirm it.', '', `Booking reference: ${reference}`];
  if (booking) {
    lines.push(
      `Car: ${booking.carType}`,
      `Pickup: ${city(booking.pickupLocation)}, ${formatDate(booking.pickupDate)} at ${booking.pickupTime}`,
      `Return: ${city(booking.dropoffLocation)}, ${formatDate(booking.returnDate)} at ${booking.returnTime}`,
    );
  }
  lines.push('', 'Thank you!');
  return lines.join('\n');
}
