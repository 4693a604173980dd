import type { ThankYouContent } from '../types';

export const thankYouContent: ThankYouContent = {
  title: 'Finish your booking — message us now',
  description: 'Your booking is not finished yet: message us on WhatsApp now so it is not cancelled automatically.',
  headline: 'Your booking is NOT finished yet!',
  lead: 'Message us on WhatsApp **right now** to confirm it. Bookings that are not confirmed by message are cancelled automatically within {hours} hours.',
  reference: {
    label: 'Your booking reference',
    hint: 'It is already in the message below, so we can find your booking at once.',
  },
  hold: {
    until: 'The {car} is held for you until {date} at {time} (Tbilisi time).',
    howToKeep: 'To keep it, press Keep my car on your booking page, or send us the message below on WhatsApp.',
    bookingPage: 'Open your booking page',
  },
  noReference: {
    title: 'Booked a car with us?',
    text: 'Send us a message with your name and pickup date, and we will confirm your reservation.',
  },
  summary: {
    car: 'Car',
    total: 'Total',
    pickup: 'Pickup',
    return: 'Return',
    when: '{city}, {date} at {time}',
  },
  messageButton: 'Message Now',
  messageHint: 'Opens WhatsApp in a new tab with the message ready to send.',
  next: {
    title: 'What happens next',
    steps: [
      'Tap Message Now and send the prefilled message.',
      'We confirm your booking and reply with the details.',
      'Pick up your car at the airport or your hotel: no deposit, you pay on the first rental day.',
    ],
  },
  backHome: 'Back to the home page',
  message: {
    withoutReference: [
      'Hello! I have just booked a car on your website and would like to confirm my booking.',
      '',
      'Name: ',
      'Pickup date: ',
      '',
      'Thank you!',
    ],
    withReference: ['Hello! I have just booked a car on your website and would like to confirm it.', '', 'Booking reference: {reference}'],
    summary: {
      car: 'Car: {car}',
      pickup: 'Pickup: {city}, {date} at {time}',
      return: 'Return: {city}, {date} at {time}',
    },
    closing: ['', 'Thank you!'],
  },
};
