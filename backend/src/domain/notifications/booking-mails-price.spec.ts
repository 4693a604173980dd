import { customerMail, staffNewBookingMail } from './booking-mails.js';
import { mailCatalogue } from './mail-catalogue.js';
import { priceBooking } from '../booking/total.js';
import { mailBooking, mailContext } from '../../../test/support/mail-fixtures.js';

/** The received and confirmed e-mails (docs/product.md §16): the price line by line, how to pay, and the booking page's words. */
const breakdown = priceBooking({
  carType: 'Toyota FJ Cruiser',
  pickupLocation: 'tbilisi',
  dropoffLocation: 'batumi',
  pickupDate: '2026-07-01',
  pickupTime: '09:00',
  returnDate: '2026-07-08',
  returnTime: '09:00',
  insuranceType: 'enhanced',
  babySeat: true,
  prepaidFuel: true,
  crossBorderArmenia: true,
});
const booking = { ...mailBooking, insuranceType: 'enhanced', totalPrice: breakdown.total, breakdown, bookingPageUrl: 'https://example.com/b/TOKEN', awaitingKeep: true };

describe('the received and confirmed e-mails', () => {
  it.each(['received', 'confirmed'] as const)('%s names the insurance and each extra with its price, the total and how to pay', (kind) => {
    const { text, html } = customerMail(kind, booking, mailContext);
    expect(text).toMatch(/Insurance: Full Insurance:\s+\d+ EUR/);
    for (const [name, line] of [['Baby seat', 'babySeat'], ['Prepaid fuel', 'prepaidFuel'], ['Armenia', 'crossBorderArmenia']]) {
      const amount = breakdown.lines.find((l) => l.key === line)!.amount;
      expect(text).toMatch(new RegExp(`${name}[^\\n]*:\\s+${amount} EUR`, 'i'));
    }
    expect(text).toMatch(new RegExp(`Total:\\s+${breakdown.total} EUR`));
    expect(text).toContain("at pickup, in cash or by card, in EUR, GEL or USD at the National Bank's rate of the day");
    expect(html).toContain('National Bank&#39;s rate of the day');
  });

  it('the confirmed e-mail no longer offers Keep; the received one names the page\'s own button', () => {
    const confirmed = customerMail('confirmed', { ...booking, awaitingKeep: false }, mailContext).text;
    expect(confirmed).not.toMatch(/keep/i);
    expect(confirmed).toContain('See your booking or cancel it on its page:');
    expect(customerMail('received', booking, mailContext).text).toContain('"Keep my car"');
  });

  // The words are the booking page's and the thank-you page's: e2e/booking-truth.test.mjs compares them with the pages.
  it.each(['en', 'ru', 'he', 'ar'])('%s: the received e-mail names the keep button and the page link; the confirmed one only the link', (locale) => {
    const c = mailCatalogue(locale);
    const received = customerMail('received', { ...booking, locale }, mailContext).text;
    expect(received).toContain(c.keepButton);
    expect(received).toContain(`${c.pageLinkLabel}: https://example.com/b/TOKEN`);
    const confirmed = customerMail('confirmed', { ...booking, locale, awaitingKeep: false }, mailContext).text;
    expect(confirmed).not.toContain(c.keepButton);
    expect(confirmed).toContain(c.pageLinkLabel);
    expect(confirmed).toContain(c.howToPay);
  });
});

describe('the staff e-mail for a new booking', () => {
  it('lists the insurance and each extra with its price, in English whatever the customer\'s language', () => {
    const { text, html } = staffNewBookingMail({ ...booking, locale: 'ru' }, 'staff@example.com', { ...mailContext, confirmHours: 24 });
    expect(text).toMatch(/Insurance: Full Insurance:\s+\d+ EUR/);
    for (const [name, line] of [['Baby seat', 'babySeat'], ['Prepaid fuel', 'prepaidFuel'], ['Armenia', 'crossBorderArmenia']]) {
      const amount = breakdown.lines.find((l) => l.key === line)!.amount;
      expect(text).toMatch(new RegExp(`${name}[^\\n]*:\\s+${amount} EUR`, 'i'));
      expect(html.toLowerCase()).toContain(name.toLowerCase());
    }
    expect(text).toMatch(new RegExp(`Total:\\s+${breakdown.total} EUR`));
  });

  it('a message queued without a breakdown still names the insurance', () => {
    const { text } = staffNewBookingMail({ ...booking, breakdown: undefined }, 'staff@example.com', { ...mailContext, confirmHours: 24 });
    expect(text).toMatch(/Insurance:\s+Full Insurance/);
    expect(text).not.toContain('Baby seat');
  });
});
