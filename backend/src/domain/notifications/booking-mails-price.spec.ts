import { customerMail } from './booking-mails.js';
import { mailCatalogue } from './mail-catalogue.js';
import { priceBooking } from '../booking/total.js';
import { mailBooking, mailContext } from '../../../test/support/mail-fixtures.js';
import { myBookingContent as EN_PAGE } from '../../../../frontend/src/i18n/content/en/my-booking.js';
import { myBookingContent as RU_PAGE } from '../../../../frontend/src/i18n/content/ru/my-booking.js';
import { myBookingContent as HE_PAGE } from '../../../../frontend/src/i18n/content/he/my-booking.js';
import { myBookingContent as AR_PAGE } from '../../../../frontend/src/i18n/content/ar/my-booking.js';
import { thankYouContent as EN_THANKS } from '../../../../frontend/src/i18n/content/en/thank-you.js';
import { thankYouContent as RU_THANKS } from '../../../../frontend/src/i18n/content/ru/thank-you.js';
import { thankYouContent as HE_THANKS } from '../../../../frontend/src/i18n/content/he/thank-you.js';
import { thankYouContent as AR_THANKS } from '../../../../frontend/src/i18n/content/ar/thank-you.js';

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

  it.each([
    ['en', EN_PAGE, EN_THANKS],
    ['ru', RU_PAGE, RU_THANKS],
    ['he', HE_PAGE, HE_THANKS],
    ['ar', AR_PAGE, AR_THANKS],
  ])('%s: the buttons are named with the booking page\'s and thank-you page\'s words', (locale, page, thanks) => {
    const c = mailCatalogue(locale);
    expect(c.keepButton).toBe(page.keep.button);
    expect(c.pageLinkLabel).toBe(thanks.hold.bookingPage);
    const received = customerMail('received', { ...booking, locale }, mailContext).text;
    expect(received).toContain(page.keep.button);
    expect(received).toContain(thanks.hold.bookingPage);
    const confirmed = customerMail('confirmed', { ...booking, locale, awaitingKeep: false }, mailContext).text;
    expect(confirmed).not.toContain(page.keep.button);
    expect(confirmed).toContain(c.howToPay);
  });
});
