import { customerMail, staffNewBookingMail } from './booking-mails.js';
import { formatLongDate, formatTbilisiInstant } from '../shared/date-format.js';
import { messagingLink } from '../shared/messaging.js';
import { escapeHtml } from '../shared/html.js';
import { redactContacts } from './redact.js';
import { mailCatalogue } from './mail-catalogue.js';
import { LOCALES } from '../site/locales.js';
import { CUSTOMER_MAIL_KINDS, type MailBooking } from './mail-types.js';
import { mailBooking, mailContext } from '../../../test/support/mail-fixtures.js';

const booking: MailBooking = { ...mailBooking, customerName: 'Ana <b>Kapanadze</b> & Co' };
const ctx = mailContext;

describe('customer e-mails', () => {
  it.each(CUSTOMER_MAIL_KINDS.map((k) => [k]))('%s: to the customer, reference in the subject, summary in text and HTML', (kind) => {
    const mail = customerMail(kind, booking, ctx);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toContain('GR-7K3Q9P');
    for (const part of ['Toyota FJ Cruiser', 'Tbilisi, Wed, 1 Jul 2026 09:00', 'Batumi, Wed, 8 Jul 2026 18:30', '8 days', '636 EUR', 'Standard Dependable']) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(escapeHtml(part));
    }
  });

  it.each([
    ['received', 'message us to confirm it'],
    ['confirmed', 'confirmed'],
    ['cancelled', 'cancelled'],
    ['expired', 'not confirmed in time'],
  ] as const)('%s has its own subject (%s)', (kind, words) => {
    expect(customerMail(kind, booking, ctx).subject).toContain(words);
  });

  it('received: the messaging-app link with the reference and the time it is cancelled unless confirmed', () => {
    const mail = customerMail('received', booking, ctx);
    const link = messagingLink(ctx.contactPhone, mailCatalogue('en').messagingText('GR-7K3Q9P'));
    expect(link).toMatch(/^https:\/\/wa\.me\/995555000000\?text=.*GR-7K3Q9P/);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.text).toContain('cancelled on Tue, 24 Nov 2026, 14:30 (Tbilisi time)');
    expect(customerMail('confirmed', booking, ctx).text).not.toContain('wa.me');
  });

  it('escapes everything in the HTML', () => {
    const mail = customerMail('received', booking, ctx);
    expect(mail.html).toContain('Ana &lt;b&gt;Kapanadze&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Kapanadze');
    expect(mail.text).toContain('Hello Ana <b>Kapanadze</b> & Co,');
  });

  it.each([['en'], [undefined], ['xx'], ['EN-gb'], ['ru']])('locale %j falls back to a known catalogue', (locale) => {
    const known: readonly string[] = LOCALES;
    expect(known).toContain(mailCatalogue(locale).locale);
    expect(mailCatalogue(locale).locale).toBe(known.includes(String(locale).toLowerCase().slice(0, 2)) ? String(locale).toLowerCase().slice(0, 2) : 'en');
  });
});

describe('holding and keeping (docs/product.md §10)', () => {
  const page = 'https://rent.example.ge/ru/b/rD6YYCh1dkvqyFRIKM_a3w';
  it.each([
    // The words of the booking page's keep button and of the thank-you page's link, per language.
    ['en', 'Keep my car', 'Open your booking page'],
    ['ru', 'Сохранить автомобиль', 'Открыть страницу бронирования'],
    ['he', 'שמרו לי את הרכב', 'לדף ההזמנה שלכם'],
    ['ar', 'احتفظوا بسيارتي', 'افتحوا صفحة حجزكم'],
  ])('%s: until when the car is held, how to keep it, and the link to the booking page', (locale, keep, label) => {
    const mail = customerMail('received', { ...mailBooking, locale, awaitingKeep: true, bookingPageUrl: page }, mailContext);
    expect(mail.text).toContain(keep);
    expect(mail.text).toContain(`${label}: ${page}`);
    expect(mail.html).toContain(`<a href="${page}">`);
    expect(mail.text).toContain(formatTbilisiInstant(mailBooking.expiresAt!, mailCatalogue(locale).intlLocale));
  });

  it('a booking that needs no keeping keeps the old deadline sentence; every kind links to the page', () => {
    expect(customerMail('received', { ...mailBooking, bookingPageUrl: page }, mailContext).text).toContain('If we do not hear from you');
    for (const kind of CUSTOMER_MAIL_KINDS) expect(customerMail(kind, { ...mailBooking, bookingPageUrl: page }, mailContext).text).toContain(page);
    expect(customerMail('confirmed', mailBooking, mailContext).text).not.toContain('/b/');
  });

  it('the staff e-mail says the customer can keep it', () => {
    const mail = staffNewBookingMail({ ...mailBooking, awaitingKeep: true }, 'staff@example.com', { ...mailContext, confirmHours: 24 });
    expect(mail.text).toContain('Unless the customer keeps it on their booking page or you confirm it');
  });
});

describe('staff e-mail for a new booking', () => {
  it('names reference, car, unit, dates, cities, total, contact, language and bot score', () => {
    const mail = staffNewBookingMail(booking, 'staff@example.com', { ...ctx, confirmHours: 24 });
    expect(mail.to).toBe('staff@example.com');
    expect(mail.subject).toBe('New booking GR-7K3Q9P: Toyota FJ Cruiser, 2026-07-01 to 2026-07-08, 636 EUR');
    for (const part of ['FJ-101-GE', 'Tbilisi, 2026-07-01 09:00', 'Batumi, 2026-07-08 18:30', '636 EUR', 'ana@example.com', '+995 555 12 34 56', 'Language:', 'en', 'Bot score:', '0.90']) {
      expect(mail.text).toContain(part);
    }
    expect(staffNewBookingMail({ ...booking, botScore: null, unit: null }, 's@x', { ...ctx, confirmHours: 24 }).text).toContain('not checked');
  });
});

describe('formatting and escaping', () => {
  it.each([
    ['2026-07-01', 'Wed, 1 Jul 2026'],
    ['2027-01-31', 'Sun, 31 Jan 2027'],
    ['garbage', 'garbage'],
  ])('date %s -> %s', (date, text) => expect(formatLongDate(date, 'en-GB')).toBe(text));

  it.each([
    ['2026-11-23T20:00:00Z', 'Tue, 24 Nov 2026, 00:00'],
    ['2026-11-23T10:30:00Z', 'Mon, 23 Nov 2026, 14:30'],
  ])('instant %s in Tbilisi -> %s', (iso, text) => expect(formatTbilisiInstant(iso, 'en-GB')).toBe(text));

  it.each([
    ['550 5.1.1 <ana@example.com>: Recipient address rejected', '550 5.1.1 <[address]>: Recipient address rejected'],
    ['bad number +995 555 12 34 56 here', 'bad number [number] here'],
    ['connect ECONNREFUSED 127.0.0.1:2525', 'connect ECONNREFUSED 127.0.0.1:2525'],
    ['HTTP 503', 'HTTP 503'],
  ])('redactContacts(%j)', (raw, out) => expect(redactContacts(raw)).toBe(out));
});
