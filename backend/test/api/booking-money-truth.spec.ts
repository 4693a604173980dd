import request from 'supertest';
import { PDFParse } from 'pdf-parse';
import { AddStaffService } from '../../src/application/staff/add-staff.service.js';
import { SetStaffPasswordService } from '../../src/application/staff/set-staff-password.service.js';
import { StaffSignInService } from '../../src/application/staff/staff-sign-in.service.js';
import { FindBookingService } from '../../src/application/booking/find-booking.service.js';
import { AddChargeService } from '../../src/application/money/add-charge.service.js';
import { RecordPaymentService } from '../../src/application/money/record-payment.service.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { pngImage } from '../support/png.mjs';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const PASSWORD = 'a long staff password';

/**
 * One booking's money on every surface (docs/staff.md, "Payments and charges"): prepaid fuel is not
 * charged again; a payment or charge after the return re-issues the receipt and mails it again; the
 * customer's page shows the charges, payments and balance as staff see them.
 */
describe("a booking's money after the return", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(): Promise<{ a: ReturnType<typeof request.agent>; csrf: string }> {
    const name = 'Nino Money';
    const { link } = await t.app.get(AddStaffService).execute({ name, email: 'nino.money@example.ge', role: 'manager' });
    await t.app.get(SetStaffPasswordService).execute(link.split('/').pop(), PASSWORD, PASSWORD);
    const { sessionToken } = await t.app.get(StaffSignInService).execute(name, PASSWORD, '127.0.0.1');
    const a = request.agent(t.app.getHttpServer());
    a.set('Cookie', `staff_session=${sessionToken}`);
    const page = await a.get('/staff').expect(200);
    return { a, csrf: csrfOf(page.text) };
  }

  const pdfText = async (path: string): Promise<string> => {
    const res = await t.http.get(path).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    const parser = new PDFParse({ data: new Uint8Array(res.body as Buffer) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    return text;
  };

  it('proposes no fuel charge on prepaid fuel, refuses one (409), re-issues the receipt and shows the balance on the customer page', async () => {
    const { a, csrf } = await signedIn();
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const created = await t.http.post('/api/bookings').send(validBooking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 3), prepaidFuel: true })).expect(201);
    const ref = created.body.reference as string;
    const total = created.body.totalPrice as number;
    const page = created.body.bookingPage as string;
    const api = `/api/bookings/manage/${page.split('/').pop()}`;
    await a.post(`/staff/bookings/${ref}/confirm`).type('form').send({ _csrf: csrf }).expect(303);
    const signature = `data:image/png;base64,${pngImage(20, 10).toString('base64')}`;
    await a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '5000').field('fuelEighths', '8').field('signature', signature)
      .field('payAmount', '100').field('payCurrency', 'EUR').field('payMethod', 'cash').expect(303);
    expect((await t.http.get(api).expect(200)).body.money).toEqual(expect.objectContaining({ paidEur: 100, chargesEur: 0, balanceEur: total - 100 }));

    // The return form proposes no fuel charge (the car comes back at any level), and refuses one.
    const form = await a.get(`/staff/bookings/${ref}/check-in`).expect(200);
    expect(form.text).not.toContain('name="charge_fuel"');
    expect(form.text).toContain('Fuel was prepaid');
    const refused = await a.post(`/staff/bookings/${ref}/check-in`).field('_csrf', csrf).field('odometerKm', '5300').field('fuelEighths', '2').field('charge_fuel', '60').expect(409);
    expect(refused.text).toContain('fuel was prepaid');
    expect((await t.query<{ status: string }>(`SELECT status FROM bookings WHERE reference = $1`, [ref]))[0].status).toBe('on_rent');

    await a.post(`/staff/bookings/${ref}/check-in`).field('_csrf', csrf).field('odometerKm', '5300').field('fuelEighths', '2').field('charge_cleaning', '15').expect(303);
    const receipts = async () =>
      (await t.query<{ payload: string }>(`SELECT payload FROM outbox WHERE reference = $1 AND topic = 'mail.customer.receipt' ORDER BY id`, [ref])).map((r) => JSON.parse(r.payload) as { subject: string });
    expect((await receipts()).map((m) => m.subject)).toEqual([`Your receipt ${ref}`]);
    await expect(t.app.get(AddChargeService).execute({ reference: ref, kind: 'fuel', amount: '30', by: 'Nino Money' })).rejects.toThrow(/fuel was prepaid/);

    // A charge after the return: receipt (2), mailed again; a payment: (3). Every link gives the latest.
    await t.app.get(AddChargeService).execute({ reference: ref, kind: 'damage', amount: '12.65', note: 'scratched mirror', by: 'Nino Money' });
    expect((await receipts()).map((m) => m.subject)).toEqual([`Your receipt ${ref}`, `Your receipt ${ref} (2)`]);
    const owed = total - 100 + 15 + 12.65;
    let money = (await t.http.get(api).expect(200)).body.money;
    expect(money).toEqual(expect.objectContaining({ paidEur: 100, chargesEur: 27.65, balanceEur: owed }));
    expect(money.charges.map((c: { kind: string }) => c.kind)).toEqual(['cleaning', 'damage']);
    expect(money.payments[0]).not.toHaveProperty('by');
    expect(await pdfText(`${page}/receipt.pdf`)).toContain(`${ref} (2)`);

    await t.app.get(RecordPaymentService).execute({ reference: ref, amount: String(owed + 5), currency: 'EUR', method: 'card', by: 'Nino Money' });
    expect((await receipts()).map((m) => m.subject)).toEqual([`Your receipt ${ref}`, `Your receipt ${ref} (2)`, `Your receipt ${ref} (3)`]);
    money = (await t.http.get(api).expect(200)).body.money;
    expect(money.balanceEur).toBe(-5);
    // The same figures as `rentals bookings show`.
    const shown = await t.app.get(FindBookingService).withHistory(ref);
    expect({ paidEur: shown.paidEur, chargesEur: shown.chargesEur, balanceEur: shown.balanceEur }).toEqual({ paidEur: money.paidEur, chargesEur: money.chargesEur, balanceEur: -5 });
    const staffPdf = await a.get(`/staff/bookings/${ref}/receipt.pdf`).expect(200);
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(`${page}/receipt.pdf`)).toContain(`${ref} (3)`);
  });
});
