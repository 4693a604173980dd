import { agreementData, signaturePng } from '../../../test/support/agreement-fixtures.js';
import { mailBooking, mailContext } from '../../../test/support/mail-fixtures.js';
import { bookingTotal } from '../booking/total.js';
import { agreementMail, toBase64 } from './agreement-mail.js';
import { agreementDocument, agreementFileName, type AgreementSection } from './agreement.js';

const section = <K extends AgreementSection['kind']>(sections: AgreementSection[], kind: K, n = 0) =>
  sections.filter((s): s is Extract<AgreementSection, { kind: K }> => s.kind === kind)[n]!;
const rows = (sections: AgreementSection[]) =>
  Object.fromEntries(sections.flatMap((s) => (s.kind === 'rows' ? s.rows.map((r) => [r.label, r.value]) : [])));

describe('agreementDocument', () => {
  it('English: company, customer, car and unit, dates and cities, readings', () => {
    const d = agreementDocument(agreementData('en'));
    expect(d).toMatchObject({ dir: 'ltr', title: 'Car rental agreement', reference: 'GR-7K3Q9P' });
    expect(d.company).toEqual({ name: 'Georgia 4x4 Rentals', lines: ['12 Rustaveli Avenue, Tbilisi 0108, Georgia', 'hello@example.com · +995555000000'] });
    expect(rows(d.sections)).toMatchObject({
      Name: 'Ana Kapanadze',
      'E-mail': 'ana@example.com',
      Phone: '+995 555 12 34 56',
      'Driver age': '34',
      'Booking reference': 'GR-7K3Q9P',
      Car: 'Toyota FJ Cruiser',
      'Number plate': 'FJ-101-GE',
      Pickup: 'Tbilisi, Wed, 1 Jul 2026 09:00',
      Return: 'Batumi, Thu, 9 Jul 2026 09:00',
      'Rental period': '8 days',
      Insurance: 'Standard Dependable',
      'Handed over': 'Wed, 1 Jul 2026, 09:10',
      'Handed over by': 'Giorgi Beridze',
      Odometer: '48213 km',
      Fuel: '6/8',
      'Damage notes': 'Scratch on the rear bumper, left side (10 cm).',
    });
    expect(d.footer(1, 2)).toBe('Georgia 4x4 Rentals · Car rental agreement GR-7K3Q9P · Page 1 of 2');
  });

  it('itemises the price from the breakdown, the total in EUR', () => {
    const price = section(agreementDocument(agreementData('en')).sections, 'price');
    expect(price.lines).toEqual([
      { label: 'Toyota FJ Cruiser rental', quantity: '8', unitPrice: '67 EUR', amount: '536 EUR' },
      { label: 'Delivery fee (Tbilisi to Batumi)', quantity: '', unitPrice: '', amount: '100 EUR' },
      { label: 'Insurance: Standard Dependable', quantity: '8', unitPrice: '10 EUR', amount: '80 EUR' },
      { label: 'Baby Seat', quantity: '8', unitPrice: '3 EUR', amount: '24 EUR' },
      { label: 'Cross Border to Armenia', quantity: '', unitPrice: '', amount: '90 EUR' },
    ]);
    expect(price.total).toEqual({ label: 'Total', amount: '830 EUR' });
  });

  it.each([
    ['ru', 'Аренда Toyota FJ Cruiser', 'Доставка (Тбилиси — Батуми)', 'Детское кресло', 'Тбилиси, ср, 1 июл. 2026 г. 09:00'],
    ['he', 'השכרת Toyota FJ Cruiser', 'דמי משלוח (טביליסי ← בטומי)', 'מושב בטיחות לתינוק', 'טביליסי, יום ד׳, 1 ביולי 2026 09:00'],
    ['ar', 'إيجار Toyota FJ Cruiser', 'رسوم التوصيل (تبليسي ← باتومي)', 'مقعد أطفال', 'تبليسي، الأربعاء، 1 يوليو 2026 09:00'],
  ] as const)('%s: price lines and places in the language', (locale, car, delivery, babySeat, pickup) => {
    const d = agreementDocument(agreementData(locale));
    const labels = section(d.sections, 'price').lines.map((l) => l.label);
    expect(labels).toEqual(expect.arrayContaining([car, delivery, babySeat]));
    expect(Object.values(rows(d.sections))).toContain(pickup);
    expect(d.dir).toBe(locale === 'ru' ? 'ltr' : 'rtl');
  });

  it('the policies follow the booking: Armenia permission, prepaid fuel, the chosen cover', () => {
    const base = agreementData('en');
    const policies = (data = base) => section(agreementDocument(data).sections, 'policies').policies;
    const [late, insurance, border, fuel] = policies();
    expect(late.text).toContain('more than 20 minutes late');
    expect(late.text).toContain('50 EUR');
    expect(insurance.text).toContain('Chosen cover: Standard Dependable');
    expect(insurance.text).toContain('up to 5,000 EUR');
    expect(border.text).toContain('includes the permission');
    expect(fuel.text).toContain('fuel level it had at handover (6/8)');

    const plain = bookingTotal({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 3, insuranceType: 'enhanced', services: { prepaidFuel: true } });
    const other = policies({ ...base, booking: { ...base.booking, insuranceType: 'enhanced', breakdown: plain } });
    expect(other[1].text).toContain('Chosen cover: Full Insurance');
    expect(other[2].text).toContain('does not include the permission');
    expect(other[3].text).toContain('any fuel level');
  });

  it('says what is missing: no unit yet, no damage, no signature', () => {
    const base = agreementData('en', { damageNotes: '  ', signaturePng: null });
    const d = agreementDocument({ ...base, booking: { ...base.booking, unit: null } });
    expect(rows(d.sections)).toMatchObject({ 'Number plate': 'assigned at handover', 'Damage notes': 'None noted' });
    expect(section(d.sections, 'signature')).toMatchObject({ image: null, missing: 'Not signed', caption: 'Ana Kapanadze, Wed, 1 Jul 2026, 09:10' });
  });

  it('names the file after the reference, safely', () => {
    expect(agreementFileName('GR-7K3Q9P')).toBe('rental-agreement-GR-7K3Q9P.pdf');
    expect(agreementFileName('../x y"')).toBe('rental-agreement-xy.pdf');
  });
});

describe('agreementMail', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255, 128, ...signaturePng()]);

  it.each([
    ['en', 'Your rental agreement for booking GR-7K3Q9P', 'Your rental agreement is attached'],
    ['ru', 'Договор аренды по бронированию GR-7K3Q9P', 'Договор аренды приложен'],
    ['he', 'הסכם השכירות להזמנה GR-7K3Q9P', 'הסכם השכירות מצורף'],
    ['ar', 'عقد الإيجار للحجز GR-7K3Q9P', 'عقد الإيجار مرفق'],
  ])('%s: to the customer, in the language, the PDF attached', (locale, subject, words) => {
    const mail = agreementMail({ ...mailBooking, locale }, mailContext, pdf);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(words);
    expect(mail.text).toContain('GR-7K3Q9P');
    expect(mail.attachments).toEqual([{ filename: 'rental-agreement-GR-7K3Q9P.pdf', contentType: 'application/pdf', contentBase64: toBase64(pdf) }]);
  });

  it('base64 is the bytes (checked against Buffer), also past one chunk', () => {
    const big = new Uint8Array(100_000).map((_, i) => (i * 7919) % 256);
    for (const bytes of [new Uint8Array(0), pdf, big]) expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
