import { createServer, type Server } from 'node:http';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { PDFParse } from 'pdf-parse';
import { DataSource } from 'typeorm';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { FindBookingService } from '../../src/application/booking/find-booking.service.js';
import { BookingAgreementService } from '../../src/application/agreement/booking-agreement.service.js';
import { RecordHandoverService } from '../../src/application/handover/record-handover.service.js';
import { AddChargeService } from '../../src/application/money/add-charge.service.js';
import { ExchangeRatesService } from '../../src/application/money/exchange-rates.service.js';
import { PaymentsReportService } from '../../src/application/money/payments-report.service.js';
import { ReceiptService } from '../../src/application/money/receipt.service.js';
import { RecordPaymentService } from '../../src/application/money/record-payment.service.js';
import { DeliverOutboxService } from '../../src/application/notifications/deliver-outbox.service.js';
import { JobLeaseRepository } from '../../src/application/ports/job-lease.repository.js';
import { NbgRatesJob } from '../../src/adapters/scheduler/nbg-rates.job.js';
import { AppConfig } from '../../src/config/app-config.js';
import { FLEET_CAR_TYPES } from '../../src/domain/availability/units.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { signaturePng } from '../support/agreement-fixtures.js';
import { createCoreTestContext, type CoreTestContext } from '../support/core-context.js';
import { bookingRequest } from '../support/fixtures.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

/** A local stand-in for the National Bank's endpoint: answers whatever `body` holds. */
type Bank = { url: string; body: string; status: number; hits: number; close(): Promise<void> };
async function startBank(): Promise<Bank> {
  const bank = { body: '[]', status: 200, hits: 0 } as Bank;
  const server: Server = createServer((_req, res) => {
    bank.hits++;
    res.writeHead(bank.status, { 'content-type': 'application/json' }).end(bank.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  bank.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gw/api/ct/monetarypolicy/currencies/en/json/?currencies=EUR&currencies=USD`;
  bank.close = () => new Promise<void>((r) => server.close(() => r()));
  return bank;
}

function nbgJson(date: string, eur: number, usd: number, usdQuantity = 1): string {
  return JSON.stringify([
    {
      date: `${date}T00:00:00.000Z`,
      currencies: [
        { code: 'EUR', quantity: 1, rateFormated: String(eur), diffFormated: '0.0012', rate: eur, name: 'Euro', diff: 0.0012, date: `${date}T00:00:00.000Z`, validFromDate: `${date}T00:00:00.000Z` },
        { code: 'USD', quantity: usdQuantity, rateFormated: String(usd), diffFormated: '0', rate: usd, name: 'US Dollar', diff: 0, date: `${date}T00:00:00.000Z`, validFromDate: `${date}T00:00:00.000Z` },
      ],
    },
  ]);
}

async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('money of the rental: NBG rates, payments, charges, balance, agreement and receipt (real PostgreSQL, SMTP sink, local bank)', () => {
  let ctx: CoreTestContext;
  let smtp: SmtpSink;
  let bank: Bank;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => ctx.module.get(DataSource).query(text, params) as Promise<T[]>;
  const today = () => todayInTbilisi(ctx.clock.now());
  const counts = async () => (await sql<{ p: string; c: string; h: string }>(`SELECT (SELECT count(*) FROM booking_payments) p, (SELECT count(*) FROM booking_charges) c, (SELECT count(*) FROM booking_history WHERE type IN ('payment','charge')) h`))[0];

  let made = 0;
  /** A confirmed 3-day rental starting tomorrow (each of another car, so that units never run out). */
  async function confirmedRental(days = 3): Promise<{ reference: string; totalPrice: number }> {
    const pickupDate = addDays(today(), 1);
    const carType = FLEET_CAR_TYPES[made++ % FLEET_CAR_TYPES.length];
    const b = await ctx.module.get(CreateBookingService).execute(bookingRequest({ pickupDate, returnDate: addDays(pickupDate, days), carType, crossBorderArmenia: false }));
    await ctx.module.get(ConfirmBookingService).execute(b.reference, 'anna');
    return { reference: b.reference, totalPrice: b.totalPrice };
  }

  const checkOut = (reference: string, extra: Record<string, unknown> = {}) =>
    ctx.module.get(RecordHandoverService).execute({ reference, kind: 'check-out', odometerKm: '12000', fuelEighths: '8', photos: [], signaturePng: signaturePng(), by: 'Nika', ...extra });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    bank = await startBank();
    ctx = await createCoreTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Rentals <bookings@example.com>', NBG_RATES_URL: bank.url, NBG_RATES_INTERVAL_HOURS: '24' });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
    await bank?.close();
  });

  it('refuses a GEL or USD payment while no rate is stored at all; EUR works', async () => {
    const { reference } = await confirmedRental();
    const pay = ctx.module.get(RecordPaymentService);
    await expect(pay.execute({ reference, amount: '300', currency: 'GEL', method: 'cash', by: 'Nika' })).rejects.toThrow(/No exchange rate of the National Bank of Georgia is stored for a GEL payment/);
    await expect(pay.execute({ reference, amount: '100', currency: 'usd', method: 'card', by: 'Nika' })).rejects.toMatchObject({ code: 'RULE_VIOLATION' });
    expect(await counts()).toEqual({ p: '0', c: '0', h: '0' });
    const ok = await pay.execute({ reference, amount: '50', currency: 'EUR', method: 'cash', by: 'Nika' });
    expect(ok.payments).toEqual([expect.objectContaining({ amount: 50, currency: 'EUR', method: 'cash', by: 'Nika', eur: 50, rate: null })]);
  });

  it('the rates job stores the bank rates (rate/quantity) and keeps the last good ones on a file that is not the bank format', async () => {
    const job = new NbgRatesJob(ctx.module.get(ExchangeRatesService), ctx.module.get(JobLeaseRepository), ctx.module.get(AppConfig));
    bank.body = nbgJson(today(), 2.9346, 27.0311, 10);
    expect(await job.run()).toBe('ran');
    expect(await job.run()).toBe('skipped'); // the lease: once per period across instances
    const rates = ctx.module.get(ExchangeRatesService);
    expect(await rates.list()).toEqual([expect.objectContaining({ date: today(), eur: 2.9346, usd: 2.70311, source: 'nbg' })]);
    const [row] = await sql<{ eur: string; usd: string }>(`SELECT eur_gel::text eur, usd_gel::text usd FROM exchange_rates`);
    expect(row).toEqual({ eur: '2.93460000', usd: '2.70311000' }); // exact decimals, no float

    for (const bad of ['<html>maintenance</html>', '{"error":"x"}', JSON.stringify([{ date: today(), currencies: [{ code: 'EUR', quantity: 1, rate: 'n/a' }] }])]) {
      bank.body = bad;
      await expect(rates.fetch()).rejects.toThrow(/not updated \(the last good rates stay\)/);
    }
    bank.status = 503;
    await expect(rates.fetch()).rejects.toThrow(/HTTP 503/);
    bank.status = 200;
    // The job after a failure: due again, fails, the rates stay.
    await sql(`UPDATE job_leases SET next_run_at = now() WHERE name = 'nbg-rates'`);
    expect(await job.run()).toBe('failed');
    expect((await rates.list()).map((r) => [r.eur, r.usd])).toEqual([[2.9346, 2.70311]]);
  });

  it('refuses implausible rates from the feed (outside 1–10 lari, more than 20 % from the last, a bad date) and logs why; by hand a jump needs force', async () => {
    const rates = ctx.module.get(ExchangeRatesService);
    const stored = async () => (await rates.list()).map((r) => [r.date, r.eur, r.usd]);
    const before = await stored();
    const warnings: string[] = [];
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation((m: unknown) => void warnings.push(String(m)));
    try {
      for (const [body, reason] of [
        [nbgJson(today(), 0.001, 2.7), /1 EUR = 0.001 GEL is not a plausible rate/],
        [nbgJson(today(), 2.95, 27.03), /1 USD = 27.03 GEL is not a plausible rate/],
        [nbgJson(today(), 3.6, 2.7), /1 EUR = 3.6 GEL is more than 20 % from the last stored rate/],
        [nbgJson('2026-13-45', 2.95, 2.7), /has no valid validFromDate/],
      ] as const) {
        bank.body = body;
        await expect(rates.fetch()).rejects.toThrow(reason);
        expect(warnings.pop()).toMatch(reason);
      }
    } finally {
      warn.mockRestore();
    }
    expect(await stored()).toEqual(before);
    // By hand: the band always; a jump of more than 20 % only with force.
    await expect(rates.set({ date: today(), eur: '0.00000001', usd: '2.7' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(rates.set({ date: today(), eur: '3.6', usd: '2.7' })).rejects.toThrow(/more than 20 % .*--force/);
    await expect(rates.set({ date: today(), eur: '30', usd: '2.7', force: true })).rejects.toThrow(/not a plausible rate/);
    expect(await stored()).toEqual(before);
    await rates.set({ date: today(), eur: '3.6', usd: '2.7', force: true });
    expect((await rates.list())[0]).toMatchObject({ eur: 3.6, usd: 2.7, source: 'manual' });
  });

  it('takes payments only on rentals (confirmed, on rent, returned): never on a pending booking, nor on one cancelled while the payment waits', async () => {
    const pay = ctx.module.get(RecordPaymentService);
    const pickupDate = addDays(today(), 2);
    const pending = await ctx.module.get(CreateBookingService).execute(bookingRequest({ pickupDate, returnDate: addDays(pickupDate, 3), carType: FLEET_CAR_TYPES[made++ % FLEET_CAR_TYPES.length], crossBorderArmenia: false }));
    const before = await counts();
    await expect(pay.execute({ reference: pending.reference, amount: '10', currency: 'EUR', method: 'cash', by: 'Nika' })).rejects.toMatchObject({
      code: 'HANDOVER_REFUSED',
      message: expect.stringContaining(`Booking ${pending.reference} is pending: payments are recorded on confirmed bookings, on rent or returned`),
    });
    expect(await counts()).toEqual(before);

    // A cancel holds the booking's row (not committed yet) when the payment arrives: the payment
    // waits for it inside its transaction and is refused once the cancel is committed.
    const { reference } = await confirmedRental();
    const db = ctx.module.get(DataSource).createQueryRunner();
    await db.connect();
    try {
      await db.startTransaction();
      await db.query(`UPDATE bookings SET status = 'cancelled', status_reason = 'staff', cancelled_at = now() WHERE reference = $1`, [reference]);
      const paying = pay.execute({ reference, amount: '10', currency: 'EUR', method: 'cash', by: 'Nika' }).then(
        () => 'paid',
        (e: { code?: string }) => e.code,
      );
      const waiting = async () => (await sql<{ n: string }>(`SELECT count(*) n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`))[0].n !== '0';
      for (let i = 0; !(await waiting()); i++) {
        if (i > 600) throw new Error('the payment never waited for the cancel');
        if ((await Promise.race([paying, new Promise((r) => setTimeout(() => r('pending'), 50))])) !== 'pending') break;
      }
      await db.commitTransaction();
      expect(await paying).toBe('HANDOVER_REFUSED');
    } finally {
      await db.release();
    }
    expect(await counts()).toEqual(before);
  });

  it('a 3-day rental paid 100 EUR cash at the handover and the rest in GEL reaches balance 0 and shows in the day report', async () => {
    await ctx.module.get(ExchangeRatesService).set({ date: today(), eur: '2.95', usd: '2.70' });
    const { reference, totalPrice } = await confirmedRental(3);
    await checkOut(reference, { payments: [{ amount: '100', currency: 'EUR', method: 'cash' }], documents: { licenceNumber: 'GE-1234567', passportNumber: '' } });
    const restGel = ((totalPrice - 100) * 2.95).toFixed(2);
    const after = await ctx.module.get(RecordPaymentService).execute({ reference, amount: restGel, currency: 'GEL', method: 'cash', by: 'Tamar' });
    expect(after.balanceEur).toBe(0);
    expect(after.paidEur).toBe(totalPrice);

    const shown = await ctx.module.get(FindBookingService).withHistory(reference);
    expect(shown.status).toBe('on_rent');
    expect(shown.payments).toEqual([
      expect.objectContaining({ amount: 100, currency: 'EUR', method: 'cash', by: 'Nika', eur: 100, rate: null }),
      expect.objectContaining({ amount: Number(restGel), currency: 'GEL', method: 'cash', by: 'Tamar', eur: totalPrice - 100, rate: 2.95, rateDate: today() }),
    ]);
    expect(shown.charges).toEqual([]);
    expect(shown).toMatchObject({ paidEur: totalPrice, balanceEur: 0 });
    expect(shown.history.filter((h) => h.type === 'payment').map((h) => [h.actor, h.detail])).toEqual([
      ['Nika', 'paid 100 EUR cash'],
      ['Tamar', `paid ${Number(restGel).toLocaleString('en-US')} GEL cash (${totalPrice - 100} EUR at 2.9500 GEL/EUR of ${today()})`],
    ]);

    const report = await ctx.module.get(PaymentsReportService).execute(today());
    const mine = report.payments.filter((p) => p.reference === reference);
    expect(mine).toHaveLength(2);
    expect(report.byStaff.find((s) => s.by === 'Tamar')?.totals).toEqual([{ currency: 'GEL', method: 'cash', amount: Number(restGel), count: 1, eur: totalPrice - 100 }]);
    expect(report.byStaff.find((s) => s.by === 'Nika')?.totals).toContainEqual(expect.objectContaining({ currency: 'EUR', method: 'cash' }));
    expect(report.totals.find((t) => t.currency === 'GEL')).toMatchObject({ amount: Number(restGel) });
    expect((await ctx.module.get(PaymentsReportService).execute(addDays(today(), -1))).payments).toEqual([]);

    // The agreement was made once at the check-out, stored, and is served as stored.
    const [stored] = await sql<{ pdf: Buffer }>(`SELECT a.pdf FROM booking_agreements a JOIN bookings b ON b.id = a.booking_id WHERE b.reference = $1`, [reference]);
    const served = await ctx.module.get(BookingAgreementService).pdf(reference);
    expect(Buffer.from(served.pdf).equals(stored.pdf)).toBe(true);
    const text = await pdfText(served.pdf);
    expect(text).toContain('GE-1234567');
    expect(text).toContain('Paid at handover');
    expect(text).toContain('100 EUR');
  });

  it('refuses each bad payment or charge with a clear error and stores nothing', async () => {
    const { reference } = await confirmedRental();
    const pay = ctx.module.get(RecordPaymentService);
    const charge = ctx.module.get(AddChargeService);
    const before = await counts();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ amount: '-20', currency: 'EUR', method: 'cash' }, /amount must be more than 0/],
      [{ amount: '0', currency: 'EUR', method: 'cash' }, /more than 0/],
      [{ amount: 'abc', currency: 'EUR', method: 'cash' }, /"abc" is not an amount/],
      [{ amount: '10.005', currency: 'EUR', method: 'cash' }, /not an amount/],
      [{ amount: '10', currency: 'RUB', method: 'cash' }, /unknown currency "RUB"/],
      [{ amount: '10', currency: 'EUR', method: 'cheque' }, /unknown method "cheque"/],
      [{ amount: '10', currency: 'EUR', method: 'cash', by: '' }, /name of who makes the change/],
    ];
    for (const [input, message] of bad) {
      await expect(pay.execute({ reference, by: 'Nika', amount: undefined, currency: undefined, method: undefined, ...input })).rejects.toThrow(message);
    }
    await expect(pay.execute({ reference: 'GR-NOPE00', amount: '10', currency: 'EUR', method: 'cash', by: 'Nika' })).rejects.toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    // A charge on a booking that is not on the road or returned.
    await expect(charge.execute({ reference, kind: 'fuel', amount: '30', by: 'Nika' })).rejects.toThrow(/is confirmed: charges are added once the car is handed over/);
    await checkOut(reference);
    await expect(charge.execute({ reference, kind: 'tip', amount: '30', by: 'Nika' })).rejects.toThrow(/unknown charge "tip"/);
    await expect(charge.execute({ reference, kind: 'fuel', amount: '-1', by: 'Nika' })).rejects.toThrow(/more than 0/);
    expect(await counts()).toEqual(before);
    // The check-out's payment is checked before anything is stored: a wrong one leaves the booking confirmed.
    const other = await confirmedRental();
    await expect(checkOut(other.reference, { payments: [{ amount: 'ten', currency: 'EUR', method: 'cash' }] })).rejects.toThrow(/not an amount/);
    expect((await ctx.module.get(FindBookingService).execute(other.reference)).status).toBe('confirmed');
    expect(await sql(`SELECT 1 FROM booking_handovers h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`, [other.reference])).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('the check-in takes the fuel charge and the final payment; the receipt is e-mailed and reads back the reference, charges and GEL payment', async () => {
    await ctx.module.get(ExchangeRatesService).set({ date: today(), eur: '2.95', usd: '2.70' });
    const { reference, totalPrice } = await confirmedRental(3);
    await checkOut(reference, { payments: [{ amount: String(totalPrice), currency: 'EUR', method: 'card' }] });
    await ctx.module.get(DeliverOutboxService).deliverDue('test');
    smtp.messages.length = 0;
    const gel = (30 * 2.95).toFixed(2); // the fuel charge, paid in lari
    await ctx.module.get(RecordHandoverService).execute({
      reference,
      kind: 'check-in',
      odometerKm: '12400',
      fuelEighths: '5',
      photos: [],
      signaturePng: null,
      by: 'Nika',
      charges: [{ kind: 'fuel', amount: '30', note: '3/8 missing' }],
      payments: [{ amount: gel, currency: 'GEL', method: 'cash' }],
    });
    const shown = await ctx.module.get(FindBookingService).withHistory(reference);
    expect(shown.status).toBe('returned');
    expect(shown.charges).toEqual([expect.objectContaining({ kind: 'fuel', amount: 30, note: '3/8 missing' })]);
    expect(shown).toMatchObject({ chargesEur: 30, paidEur: totalPrice + 30, balanceEur: 0 });
    expect(shown.history.map((h) => h.type).slice(-3)).toEqual(['checked_in', 'charge', 'payment']);

    const { filename, pdf } = await ctx.module.get(ReceiptService).pdf(reference);
    expect(filename).toBe(`receipt-${reference}.pdf`);
    const text = await pdfText(pdf);
    for (const word of [reference, 'Receipt', 'Fuel: 3/8 missing', '30 EUR', `${gel} GEL`, '2.9500 GEL/EUR', 'Settled']) expect(text).toContain(word);

    await ctx.module.get(DeliverOutboxService).deliverDue('test');
    const mail = (await smtp.waitFor(1)).find((m) => m.subject === `Your receipt ${reference}`);
    expect(mail?.attachments.map((a) => a.filename)).toEqual([`receipt-${reference}.pdf`]);
    expect(await pdfText(new Uint8Array(mail!.attachments[0].content))).toContain(reference);
  });

  it('the receipt in Arabic reads back its words; no receipt before the return', async () => {
    const { reference } = await confirmedRental();
    await sql(`UPDATE bookings SET locale = 'ar' WHERE reference = $1`, [reference]);
    await expect(ctx.module.get(ReceiptService).pdf(reference)).rejects.toThrow(/has not been returned yet/);
    await checkOut(reference, { payments: [{ amount: '100', currency: 'USD', method: 'cash' }] });
    await ctx.module.get(RecordHandoverService).execute({ reference, kind: 'check-in', odometerKm: '12100', fuelEighths: '8', photos: [], signaturePng: null, by: 'Nika' });
    const text = await pdfText((await ctx.module.get(ReceiptService).pdf(reference)).pdf);
    expect(text).toContain(reference);
    expect(text).toContain('إيصال');
    expect(text).toContain('USD');
  });
});
