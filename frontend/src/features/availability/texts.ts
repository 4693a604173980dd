/**
 * Every visible text of the site's availability parts (showcase cards, booking wizard, thank-you
 * page), defined once here so a translation pass finds them. The reason a booking cannot be taken
 * is the backend's own text (`unavailableMessage` in @domain/availability), shared with the API's 409.
 */
export const AVAILABILITY_TEXTS = Object.freeze({
  /** Showcase card: no unit free for the searched dates (DESIGN §6.1, exact). */
  soldOut: 'Sold out for these dates',
  /** Showcase card: one or two units free (DESIGN §6.1, exact: "Only 1 left", "Only 2 left"). */
  onlyLeft: (n: number) => `Only ${n} left`,
  /** Showcase card, sold out: the chat button instead of Book Now. */
  soldOutChat: 'Ask us on WhatsApp',
  soldOutChatLabel: (car: string) => `Ask us on WhatsApp about the ${car}`,
  soldOutHint: 'We may still find you one, or a similar car.',
  /** The prefilled chat text for a sold-out car: car and dates. */
  soldOutChatMessage: (car: string, from: string, to: string, route: string) =>
    [
      `Hello! Your website shows the ${car} as sold out from ${from} to ${to}${route ? ` (${route})` : ''}.`,
      '',
      'Could you find me one, or a similar car, for these dates? Thank you!',
    ].join('\n'),
  /** Booking wizard: the check before step 3 and the 409 on Confirm Booking. */
  checking: 'Checking availability…',
  soldOutTitle: 'Sold out for these dates',
  takenTitle: 'This car has just been booked',
  wayOut: 'Change the dates above, choose another car, or ask us on WhatsApp: we may still find you one.',
  wayOutStep3: 'Go Back to change the dates or choose another car, or ask us on WhatsApp: we may still find you one.',
  freeCars: 'Free for these dates:',
  chooseCar: (car: string) => `Choose the ${car}`,
  chat: 'Ask us on WhatsApp',
  /** Thank-you page: how long the car is held (BOOKING_CONFIRM_HOURS, from the server's config). */
  heldFor: (car: string | null, hours: number) => `${car ? `The ${car} is` : 'Your car is'} held for you for ${hours} hours.`,
  autoCancel: (hours: number) => `Bookings that are not confirmed by message are cancelled automatically within ${hours} hours.`,
});
