import type { MyBookingContent } from '../types';

export const myBookingContent: MyBookingContent = {
  title: 'Your booking {reference}',
  description: 'Your car rental booking: its details, its price and what you can do with it.',
  headline: 'Your booking',
  referenceLabel: 'Booking reference',
  statusLabel: 'Status',
  status: {
    pending: 'Waiting for you to keep it',
    kept: 'Kept, waiting for our confirmation',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
  },
  statusText: {
    pending: 'Press Keep my car, or send us the message below, so we know the booking is really yours.',
    kept: 'Thank you! We confirm your booking on WhatsApp shortly.',
    confirmed: 'Your car is booked. See you at pickup: you pay on the first rental day, no deposit.',
    cancelled: 'This booking is cancelled and its car is free again. You are welcome to book again.',
  },
  hold: {
    until: 'The {car} is held for you until {date} at {time} (Tbilisi time).',
    thenUnkept: 'If you do not keep it by then, the booking is cancelled automatically and the car is offered to others.',
    thenKept: 'We confirm it before then; if we cannot reach you, the booking is cancelled at that time.',
  },
  keep: {
    title: 'Keep your car',
    text: 'One tap tells us the booking is yours, and we hold the car while we confirm it.',
    button: 'Keep my car',
  },
  details: {
    title: 'Your rental',
    car: 'Car',
    pickup: 'Pickup',
    return: 'Return',
    when: '{city}, {date} at {time}',
    insurance: 'Insurance',
    extras: 'Extras',
    noExtras: 'None',
  },
  message: {
    button: 'Message us on WhatsApp',
    hint: 'Opens WhatsApp in a new tab with your booking reference in the message.',
  },
  cancel: {
    title: 'Changed your plans?',
    link: 'Cancel booking',
    until: 'You can cancel here until {date} at {time} (Tbilisi time), 24 hours before pickup.',
    confirmTitle: 'Cancel this booking?',
    confirmText: 'The booking is cancelled at once and the car is offered to others. This cannot be undone.',
    confirmButton: 'Yes, cancel my booking',
    back: 'No, keep it',
    tooLate: 'Pickup is less than 24 hours away: to cancel or change the booking, please write to us on WhatsApp.',
  },
  notices: {
    kept: 'Done: your car is kept for you.',
    cancelled: 'Your booking is cancelled.',
    keepFailed: 'This booking can no longer be kept. You are welcome to book again, or write to us on WhatsApp.',
    cancelFailed: 'This booking cannot be cancelled here any more. Please write to us on WhatsApp.',
  },
  backHome: 'Back to the home page',
};
