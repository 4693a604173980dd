import { AddStaffService } from '../../src/application/staff/add-staff.service.js';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { RecordHandoverService } from '../../src/application/handover/record-handover.service.js';
import { SetStaffPasswordService } from '../../src/application/staff/set-staff-password.service.js';
import { StaffSignInService } from '../../src/application/staff/staff-sign-in.service.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { startWebhookReceiver, validSignature, type WebhookReceiver } from '../support/webhook-receiver.js';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { pngImage } from '../support/png.mjs';

const SECRET = 'staff-webhook-secret-0123456789';

describe('handover messages: webhook events and the rental agreement (docs/staff.md)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let hooks: WebhookReceiver;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    hooks = await startWebhookReceiver();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'bookings@example.com', WEBHOOK_URL: hooks.url, WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hooks?.close();
  });

  it('sends booking.checked_out and booking.checked_in, e-mails the agreement PDF at check-out, and lets signed-in staff download it', async () => {
    const { link } = await t.app.get(AddStaffService).execute({ name: 'Tamar', email: 'tamar@example.ge' });
    await t.app.get(SetStaffPasswordService).execute(link.split('/').pop(), 'a long staff password', 'a long staff password');
    const { sessionToken } = await t.app.get(StaffSignInService).execute('Tamar', 'a long staff password', '127.0.0.1');
    const cookie = `staff_session=${sessionToken}`;

    const tomorrow = addDays(todayInTbilisi(new Date()), 1);
    const created = await t.http.post('/api/bookings').send(validBooking({ pickupDate: tomorrow, returnDate: addDays(tomorrow, 4), locale: 'ar' })).expect(201);
    const ref = created.body.reference as string;
    await t.app.get(ConfirmBookingService).execute(ref, 'Tamar');
    await t.http.get(`/staff/bookings/${ref}/agreement.pdf`).set('Cookie', cookie).expect(409);

    const handover = t.app.get(RecordHandoverService);
    await handover.execute({ reference: ref, kind: 'check-out', odometerKm: '1200', fuelEighths: '8', photos: [], signaturePng: new Uint8Array(pngImage(40, 20)), by: 'Tamar' });
    await handover.execute({ reference: ref, kind: 'check-in', odometerKm: '1900', fuelEighths: '7', photos: [], signaturePng: null, by: 'Tamar' });

    const hooksSeen = await hooks.waitFor(4, 20_000);
    const events = hooksSeen.map((h) => JSON.parse(h.body) as { type: string; booking: { reference: string } });
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'booking.confirmed', 'booking.checked_out', 'booking.checked_in']);
    expect(events[2].booking.reference).toBe(ref);
    expect(hooksSeen.every((h) => validSignature(h.body, h.headers['x-rentals-signature'], SECRET))).toBe(true);

    const mails = await smtp.waitFor(3, 30_000);
    const withPdf = mails.find((m) => m.attachments.length > 0)!;
    expect(withPdf).toBeDefined();
    expect(withPdf.attachments[0].filename).toBe(`rental-agreement-${ref}.pdf`);
    expect(withPdf.attachments[0].contentType).toBe('application/pdf');
    expect(withPdf.attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = await t.http.get(`/staff/bookings/${ref}/agreement.pdf`).set('Cookie', cookie).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Not for anyone without a session.
    await t.http.get(`/staff/bookings/${ref}/agreement.pdf`).expect(303);
  });
});
