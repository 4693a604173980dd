import { customerMail } from './booking-mails.js';
import { mailCatalogue } from './mail-catalogue.js';
import { CUSTOMER_MAIL_KINDS } from './mail-types.js';
import { mailBooking, mailContext } from '../../../test/support/mail-fixtures.js';

/** The customer e-mails in ru, he and ar (docs/product.md §15, §16): registered, complete, translated. */
const booking = mailBooking;
const ctx = mailContext;

const SCRIPT: Record<string, RegExp> = { ru: /\p{Script=Cyrillic}/u, he: /\p{Script=Hebrew}/u, ar: /\p{Script=Arabic}/u };
/** Latin words a translated e-mail may carry: the brand, car, customer, reference, unit and WhatsApp. */
const ALLOWED_LATIN = new Set(['Georgia', '4x4', 'Rentals', 'Toyota', 'FJ', 'Cruiser', 'Ana', 'Kapanadze', 'GR', '7K3Q9P', 'EUR', 'GEL', 'USD', 'WhatsApp']);
const latinWords = (text: string) =>
  text
    .replace(/https:\/\/\S+/g, '')
    .replace(/[\w.+-]+@[\w.-]+/g, '')
    .match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];

describe.each([
  ['ru', 'ltr', 'Тбилиси', 'Батуми', 'Стандартная защита', '8 дней'],
  ['he', 'rtl', 'טביליסי', 'בטומי', 'כיסוי סטנדרטי', '8 ימים'],
  ['ar', 'rtl', 'تبليسي', 'باتومي', 'الحماية القياسية', '8 أيام'],
])('customer e-mails in %s', (locale, dir, tbilisi, batumi, standard, days) => {
  const b = { ...booking, locale };

  it('is registered and writes in its direction', () => {
    expect(mailCatalogue(locale).locale).toBe(locale);
    expect(mailCatalogue(`${locale}-XX`).dir).toBe(dir);
  });

  it.each(CUSTOMER_MAIL_KINDS.map((k) => [k]))('%s: reference in the subject, summary in the language, no English left', (kind) => {
    const mail = customerMail(kind, b, ctx);
    const en = customerMail(kind, booking, ctx);
    expect(mail.subject).toContain('GR-7K3Q9P');
    expect(mail.subject).not.toBe(en.subject);
    expect(SCRIPT[locale]!.test(mail.subject)).toBe(true);
    for (const part of ['Toyota FJ Cruiser', tbilisi, batumi, standard, days, '636 EUR', 'hello@example.com', '+995555000000']) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain(`lang="${locale}" dir="${dir}"`);
    expect(latinWords(`${mail.subject}\n${mail.text}`).filter((w) => !ALLOWED_LATIN.has(w))).toEqual([]);
  });

  it('received: the messaging-app link carries the reference in the language', () => {
    const text = mailCatalogue(locale).messagingText('GR-7K3Q9P');
    expect(text).toContain('GR-7K3Q9P');
    expect(SCRIPT[locale]!.test(text)).toBe(true);
    expect(customerMail('received', b, ctx).text).toContain(`https://wa.me/995555000000?text=${encodeURIComponent(text)}`);
  });
});

describe('days in each language', () => {
  it.each([
    ['ru', [1, 2, 5, 21, 22], ['1 день', '2 дня', '5 дней', '21 день', '22 дня']],
    ['he', [1, 2, 3, 11], ['יום אחד', 'יומיים', '3 ימים', '11 ימים']],
    ['ar', [1, 2, 3, 11, 100], ['يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم']],
  ] as const)('%s', (locale, counts, words) => {
    expect(counts.map((n) => mailCatalogue(locale).days(n))).toEqual(words);
  });
});

describe('punctuation', () => {
  it('Arabic writes its own comma between a place and its date; the others a Latin one', () => {
    expect(customerMail('received', { ...booking, locale: 'ar' }, ctx).text).toContain('تبليسي، ');
    expect(customerMail('received', { ...booking, locale: 'ar' }, ctx).text).not.toContain('تبليسي, ');
    expect(customerMail('received', { ...booking, locale: 'ru' }, ctx).text).toContain('Тбилиси, ');
  });
});
