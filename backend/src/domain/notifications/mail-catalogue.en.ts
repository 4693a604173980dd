import { internationalPhone } from '../shared/messaging.js';
import type { CustomerMailCatalogue } from './mail-types.js';

/** The booking page's keep button (frontend content en/my-booking.ts `keep.button`), word for word. */
const EN_KEEP_BUTTON = 'Keep my car';

/**
 * The customer e-mails in English. Other languages get a file like this one
 * (mail-catalogue.<locale>.ts) and a line in mail-catalogue.ts.
 */
export const EN_MAIL_CATALOGUE: CustomerMailCatalogue = {
  locale: 'en',
  intlLocale: 'en-GB',
  dir: 'ltr',
  comma: ', ',
  subject: {
    received: (ref) => `Booking ${ref} received: message us to confirm it`,
    confirmed: (ref) => `Booking ${ref} confirmed`,
    cancelled: (ref) => `Booking ${ref} cancelled`,
    expired: (ref) => `Booking ${ref} cancelled: it was not confirmed in time`,
    agreement: (ref) => `Your rental agreement for booking ${ref}`,
    'pickup-reminder': (ref) => `Tomorrow: pickup of booking ${ref}`,
    'return-reminder': (ref) => `Today: return of booking ${ref}`,
  },
  greeting: (name) => `Hello ${name},`,
  intro: {
    received: (brand) => [
      `thank you for booking with ${brand}. Your booking is NOT finished yet: we hold the car for you until you message us.`,
    ],
    confirmed: () => ['your booking is confirmed. The car is reserved for you; we will meet you at the pickup place and time below.'],
    cancelled: () => ['your booking has been cancelled and the car is no longer held for you. If you did not expect this, write to us.'],
    expired: () => [
      'your booking has been cancelled because we did not hear from you in time, so the car is no longer held for you. You are welcome to book again on our website.',
    ],
    agreement: () => ['thank you for picking up your car. Your rental agreement is attached to this e-mail: please keep it with you during your trip.'],
    'pickup-reminder': () => ['your car is ready for you tomorrow: the place and time are below. Please bring your passport, your driving licence and the deposit.'],
    'return-reminder': () => ['today is the return of your car: the place and time are below. Please bring it back with the fuel level it had at pickup.'],
  },
  labels: { reference: 'Booking reference', car: 'Car', pickup: 'Pickup', return: 'Return', days: 'Days', insurance: 'Insurance', total: 'Total' },
  days: (n) => `${n} day${n === 1 ? '' : 's'}`,
  messageUs: 'Message us on WhatsApp now to confirm it:',
  linkLabel: 'Message us on WhatsApp',
  deadline: (when) => `If we do not hear from you, the booking will be cancelled on ${when} (Tbilisi time).`,
  pageLinkLabel: 'Open your booking page',
  pageIntro: 'See your booking, keep it or cancel it on its page:',
  keepIt: (when) => `We hold the car for you until ${when} (Tbilisi time). To keep it while we confirm, press "${EN_KEEP_BUTTON}" on your booking page, or message us on WhatsApp.`,
  keepButton: EN_KEEP_BUTTON,
  pageIntroNoKeep: 'See your booking or cancel it on its page:',
  howToPay:
    "How to pay: at pickup, in cash or by card, in EUR, GEL or USD at the National Bank's rate of the day. No deposit.",
  messagingText: (ref) => `Hello! I have just booked a car on your website and would like to confirm it.\n\nBooking reference: ${ref}\n\nThank you!`,
  closing: (ctx) => [`Questions? Reply to ${ctx.contactEmail} or write to us on WhatsApp (${internationalPhone(ctx.contactPhone)}).`, ctx.brandName],
};
