import request from 'supertest';
import { PDFParse } from 'pdf-parse';
import { AddStaffService } from '../../src/application/staff/add-staff.service.js';
import { SetStaffPasswordService } from '../../src/application/staff/set-staff-password.service.js';
import { StaffSignInService } from '../../src/application/staff/staff-sign-in.service.js';
import { ExchangeRatesService } from '../../src/application/money/exchange-rates.service.js';
import { SiteRates } from '../../src/adapters/http/site/site-rates.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { pngImage } from '../support/png.mjs';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

/** The day's net of a currency on /staff/cash (0 when it has none). */
const netOf = (html: string, c: string) => Number((new RegExp(`data-net="${c}"><td>${c}</td><td style="text-align:right">([^<]+)</td>`).exec(html)?.[1] ?? '0').replace(/,/g, ''));
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const PASSWORD = 'a long staff password';

/** The phone's money over HTTP (docs/staff.md): payment at the check-out, charges at the check-in, /staff/cash, the receipt. */
describe('the back office money pages', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(role: 'staff' | 'manager'): Promise<{ a: ReturnType<typeof request.agent>; name: string; csrf: string }> {
    const name = `Lasha ${++n}`;
    const { link } = await t.app.get(AddStaffService).execute({ name, email: `lasha${n}@example.ge`, role });
    await t.app.get(SetStaffPasswordService).execute(link.split('/').pop(), PASSWORD, PASSWORD);
    const { sessionToken } = await t.app.get(StaffSignInService).execute(name, PASSWORD, "127.0.0.1");
    const a = request.agent(t.app.getHttpServer());
    a.set('Cookie', `staff_session=${sessionToken}`);
    const page = await a.get('/staff').expect(200);
    return { a, name, csrf: csrfOf(page.text) };
  }

  async function confirmed(a: ReturnType<typeof request.agent>, csrf: string): Promise<{ ref: string; total: number; page: string }> {
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const res = await t.http.post('/api/bookings').send(validBooking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 3) })).expect(201);
    await a.post(`/staff/bookings/${res.body.reference}/confirm`).type('form').send({ _csrf: csrf }).expect(303);
    return { ref: res.body.reference as string, total: res.body.totalPrice as number, page: res.body.bookingPage as string };
  }

  it('takes the payment with the check-out, proposes the fuel charge at the check-in, and counts the day for managers only', async () => {
    await t.app.get(ExchangeRatesService).set({ date: todayInTbilisi(new Date()), eur: '2.95', usd: '2.70' });
    const { a, name, csrf } = await signedIn('manager');
    const { ref, total, page } = await confirmed(a, csrf);
    const signature = `data:image/png;base64,${pngImage(20, 10).toString('base64')}`;

    // The pre-check-in names the second driver and the passport number: the agreement takes them.
    await t.http.post(`${page}/documents`).field('secondDriver', 'Giorgi Beridze').field('passportNumber', '12AB34567').expect(303);
    await t.http.post(`${page}/documents`).field('passportNumber', '<script>').expect(303).expect('Location', /error=precheckin/);

    const form = await a.get(`/staff/bookings/${ref}/check-out`).expect(200);
    expect(form.text).toContain('value="12AB34567"');
    expect(form.text).toContain(`${total.toFixed(2)} EUR`);
    expect(form.text).toContain(`${(total * 2.95).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} GEL`);
    expect(form.text).toContain('id="agreement-text"');
    expect(form.text).toMatch(/By signing, the customer confirms/);

    // A bad payment: nothing is stored, the booking stays confirmed, the form keeps what was typed.
    const bad = await a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '5000').field('fuelEighths', '8').field('signature', signature).field('payAmount', '-5').field('payCurrency', 'EUR').field('payMethod', 'cash').expect(400);
    expect(bad.text).toContain('the amount must be more than 0');
    expect((await t.query<{ status: string }>(`SELECT status FROM bookings WHERE reference = $1`, [ref]))[0].status).toBe('confirmed');

    await a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '5000').field('fuelEighths', '8').field('signature', signature)
      .field('payAmount', '100').field('payCurrency', 'EUR').field('payMethod', 'cash').field('licenceNumber', 'DL 778899').expect(303);

    const agreement = await a.get(`/staff/bookings/${ref}/agreement.pdf`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    const agreementParser = new PDFParse({ data: new Uint8Array(agreement.body as Buffer) });
    const agreementText = (await agreementParser.getText()).text;
    await agreementParser.destroy();
    for (const word of ['Giorgi Beridze', '12AB34567', 'DL 778899', 'Paid at handover', '100 EUR']) expect(agreementText).toContain(word);

    const checkIn = await a.get(`/staff/bookings/${ref}/check-in`).expect(200);
    expect(checkIn.text).toContain('data-fuel-out="8"');
    await a.post(`/staff/bookings/${ref}/check-in`).field('_csrf', csrf).field('odometerKm', '5300').field('fuelEighths', '6')
      .field('charge_fuel', '20').field('charge_damage', '').field('payAmount', ((total - 100 + 20) * 2.95).toFixed(2)).field('payCurrency', 'GEL').field('payMethod', 'card').expect(303);
    const booking = await a.get(`/staff/bookings/${ref}`).expect(200);
    expect(booking.text).toMatch(/<th style="text-align:right" data-balance>0\.00 EUR<\/th>/);
    expect(booking.text).toContain(`/staff/bookings/${ref}/receipt.pdf`);

    const receipt = await a.get(`/staff/bookings/${ref}/receipt.pdf`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(receipt.body as Buffer) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(ref);
    expect(text).toContain('Fuel');
    expect(text).toContain('GEL');
    // Not signed in: no receipt.
    await t.http.get(`/staff/bookings/${ref}/receipt.pdf`).expect(303).expect('Location', '/staff/login');
    // The customer's page serves it for its own token.
    const mine = await t.http.get(`${page}/receipt.pdf`).expect(200);
    expect(mine.headers['content-type']).toBe('application/pdf');

    const cash = await a.get(`/staff/cash?date=${todayInTbilisi(new Date())}`).expect(200);
    expect(cash.text).toContain(`data-staff="${name}"`);
    expect(cash.text).toContain('data-total="EUR cash"');
    expect(cash.text).toContain('data-total="GEL card"');
    const staff = await signedIn('staff');
    await staff.a.get('/staff/cash').expect(403);
    expect(staff.a).toBeDefined();
    await t.http.get('/staff/cash').expect(303);
    await a.get('/staff/cash?date=2026-02-30').expect(400);
  });

  it('takes two payments with the check-out, charges and a payment at the return, then a refund: the page, the day\'s count and the receipt balance to the cent', async () => {
    await t.app.get(ExchangeRatesService).set({ date: todayInTbilisi(new Date()), eur: '2.95', usd: '2.70' });
    const { a, csrf } = await signedIn('manager');
    const { ref, total } = await confirmed(a, csrf);
    const signature = `data:image/png;base64,${pngImage(20, 10).toString('base64')}`;
    const netBefore = (await a.get(`/staff/cash?date=${todayInTbilisi(new Date())}`).expect(200)).text;
    const balance = async () => Number((await t.query<{ b: string }>(
      `SELECT b.total_price * 100 + coalesce((SELECT sum(amount_cents) FROM booking_charges c WHERE c.booking_id = b.id), 0)
        - coalesce((SELECT sum(CASE WHEN refund THEN -eur_cents ELSE eur_cents END) FROM booking_payments p WHERE p.booking_id = b.id), 0) AS b
       FROM bookings b WHERE reference = $1`, [ref]))[0].b);
    const form = await a.get(`/staff/bookings/${ref}/check-out`).expect(200);
    for (const field of ['payAmount', 'payAmount2', 'payAmount3']) expect(form.text).toContain(`name="${field}" inputmode="decimal" autocomplete="off" value=""`);
    expect(form.text).not.toMatch(/placeholder="\d/);

    // A refused amount quotes what was typed and stores nothing of the submit.
    const bad = await a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '5000').field('fuelEighths', '8').field('signature', signature)
      .field('payAmount', '50').field('payCurrency', 'EUR').field('payMethod', 'card').field('payAmount2', '1.234,50').field('payCurrency2', 'GEL').field('payMethod2', 'cash').expect(400);
    expect(bad.text).toContain('&quot;1.234,50&quot; is not an amount');
    expect(await balance()).toBe(total * 100);

    // "50 EUR by card and 300,00 GEL in cash" in one submit.
    await a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '5000').field('fuelEighths', '8').field('signature', signature)
      .field('payAmount', '50').field('payCurrency', 'EUR').field('payMethod', 'card').field('payAmount2', '300,00').field('payCurrency2', 'GEL').field('payMethod2', 'cash').expect(303);
    const gelEur = Math.round(30000 / 2.95); // 101.69 EUR
    expect(await balance()).toBe(total * 100 - 5000 - gelEur);

    // The return: charges typed, the box shows the balance before them (the script adds them as typed), and a USD payment that overpays.
    const checkIn = await a.get(`/staff/bookings/${ref}/check-in`).expect(200);
    expect(checkIn.text).toContain(`data-balance-cents="${total * 100 - 5000 - gelEur}"`);
    expect(checkIn.text).toContain('data-take-balance');
    const owed = total * 100 - 5000 - gelEur + 3000 + 1250;
    const usdCents = Math.ceil(((owed + 1000) * 2.95) / 2.7); // about 10 EUR more than owed
    await a.post(`/staff/bookings/${ref}/check-in`).field('_csrf', csrf).field('odometerKm', '5300').field('fuelEighths', '8')
      .field('charge_damage', '30').field('charge_cleaning', '12,50').field('payAmount', (usdCents / 100).toFixed(2)).field('payCurrency', 'USD').field('payMethod', 'cash').expect(303);
    const usdEur = Math.round((usdCents * 2.7) / 2.95);
    const over = owed - usdEur; // below zero: overpaid
    expect(over).toBeLessThan(0);
    expect(await balance()).toBe(over);

    const page = await a.get(`/staff/bookings/${ref}`).expect(200);
    expect(page.text).toContain('id="pay-form"');
    expect(page.text).toContain('id="refund-form"');
    // A refund of more than was overpaid is refused, with the page again.
    const tooMuch = await a.post(`/staff/bookings/${ref}/refunds`).type('form').send({ _csrf: csrf, amount: ((-over + 1) / 100).toFixed(2), currency: 'EUR', method: 'cash' }).expect(409);
    expect(tooMuch.text).toContain(`At most ${(-over / 100).toFixed(2).replace(/\.00$/, '')} EUR can be handed back`);
    // The whole overpaid amount handed back in GEL: settled to the cent.
    const gelBack = Math.round(-over * 2.95);
    await a.post(`/staff/bookings/${ref}/refunds`).type('form').send({ _csrf: csrf, amount: (gelBack / 100).toFixed(2).replace('.', ','), currency: 'GEL', method: 'cash' }).expect(303).expect('Location', /done=refunded/);
    expect(await balance()).toBe(0);
    const settled = await a.get(`/staff/bookings/${ref}`).expect(200);
    expect(settled.text).toMatch(/data-balance>0\.00 EUR/);
    expect(settled.text).not.toContain('id="refund-form"');
    expect(settled.text).not.toContain('id="pay-form"');
    expect(settled.text).toContain('data-refund');
    // Nothing left to refund.
    await a.post(`/staff/bookings/${ref}/refunds`).type('form').send({ _csrf: csrf, amount: '1', currency: 'EUR', method: 'cash' }).expect(409);

    // The day's count: the refund listed, the net per currency, and the net equals the rental and its charges.
    const cash = await a.get(`/staff/cash?date=${todayInTbilisi(new Date())}`).expect(200);
    expect(cash.text).toContain('data-total="GEL cash refund"');
    // This booking's part of the day's net per currency (other tests' payments of the day are counted before).
    expect(Math.round((netOf(cash.text, 'USD') - netOf(netBefore, 'USD')) * 100)).toBe(usdCents);
    expect(Math.round((netOf(cash.text, 'GEL') - netOf(netBefore, 'GEL')) * 100)).toBe(30000 - gelBack);
    expect(Math.round((netOf(cash.text, 'EUR') - netOf(netBefore, 'EUR')) * 100)).toBe(5000);

    const receipt = await a.get(`/staff/bookings/${ref}/receipt.pdf`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    const parser = new PDFParse({ data: new Uint8Array(receipt.body as Buffer) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Settled');
    expect(text).toContain(`−${(gelBack / 100).toLocaleString('en-US')} GEL`);
    // The receipt names the actual return and odometer, and the bank's rates of their day as lari per EUR and per USD.
    for (const word of ['Returned', 'Odometer at the return', '5300 km', '1 EUR = 2.9500 GEL · 1 USD = 2.7000 GEL']) expect(text).toContain(word);
    expect(text).toMatch(/2\.7000\s+GEL\/USD/);
    expect(text).toMatch(/2\.9500\s+GEL\/EUR/);
    expect(text).toMatch(new RegExp(`National Bank of Georgia rate\\s+of ${todayInTbilisi(new Date())}`));
    expect(text).not.toContain('USD/EUR');
  });

  it('refuses a staff form with a field sent twice (400, nothing stored): payAmount twice once recorded no payment', async () => {
    const { a, csrf } = await signedIn('manager');
    const { ref } = await confirmed(a, csrf);
    const signature = `data:image/png;base64,${pngImage(20, 10).toString('base64')}`;
    const twice = await a.post(`/staff/bookings/${ref}/check-out`).field('_csrf', csrf).field('odometerKm', '5000').field('fuelEighths', '8').field('signature', signature)
      .field('payAmount', '100').field('payAmount', '50').field('payCurrency', 'EUR').field('payMethod', 'cash');
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('The field &quot;payAmount&quot; was sent more than once');
    expect((await t.query<{ status: string }>(`SELECT status FROM bookings WHERE reference = $1`, [ref]))[0].status).toBe('confirmed');
    // A plain form too (urlencoded): the cancel is not made.
    const cancel = await a.post(`/staff/bookings/${ref}/cancel`).type('form').send(`_csrf=${encodeURIComponent(csrf)}&note=a&note=b`);
    expect(cancel.status).toBe(400);
    expect((await t.query<{ status: string }>(`SELECT status FROM bookings WHERE reference = $1`, [ref]))[0].status).toBe('confirmed');
  });

  it("lists the insurance and each extra on Today's cards, and warns when an Armenia permit must be arranged today", async () => {
    const { a } = await signedIn('staff');
    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const res = await t.http.post('/api/bookings').send(validBooking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 4), crossBorderArmenia: true, babySeat: true })).expect(201);
    const today = await a.get('/staff').expect(200);
    const card = today.text.slice(today.text.indexOf(`>${res.body.reference as string}<`));
    const item = card.slice(0, card.indexOf('</li>'));
    const bought = /data-bought[^>]*>([^<]+)</.exec(item)?.[1] ?? '';
    for (const word of ['Insurance', 'Armenia', 'Baby Seat']) expect(bought).toContain(word);
    expect(item).toContain('Armenia permit: arrange today');
    // A booking without the permission has no warning.
    const plain = await t.http.post('/api/bookings').send(validBooking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 4) })).expect(201);
    const other = (await a.get('/staff').expect(200)).text;
    const otherItem = other.slice(other.indexOf(`>${plain.body.reference as string}<`));
    expect(otherItem.slice(0, otherItem.indexOf('</li>'))).not.toContain('Armenia permit');
  });

  it('puts the EUR rate in the pages configuration for "≈ ₾" under totals', async () => {
    await t.app.get(ExchangeRatesService).set({ date: todayInTbilisi(new Date()), eur: '2.9512', usd: '2.70' });
    await t.app.get(SiteRates).refresh();
    const config = await t.http.get('/api/config').expect(200);
    expect(config.body.eurGel).toBe(2.9512);
  });
});
