import { appConfig } from './config';

/** The brand name as a URL slug, used for the About anchor (`about-<slug>`). */
export function brandSlug(name = appConfig.brandName): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'us';
}

/** The prefilled messaging-app text asking to book a car (SPEC §2 header button). */
export const BOOKING_REQUEST_TEXT = [
  "Hello! I'd like to book a car rental.",
  '',
  'Pickup location: ',
  'Dropoff location: ',
  'Pickup date: ',
  'Return date: ',
  'Car type: ',
  '',
  'Could you please confirm availability and pricing? Thank you!',
].join('\n');
