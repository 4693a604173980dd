import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { DeliverOutboxService } from '../../src/application/notifications/deliver-outbox.service.js';
import { QueueWhatsAppRemindersService } from '../../src/application/whatsapp/queue-whatsapp-reminders.service.js';
import { tbilisiInstant } from '../../src/domain/availability/hold-period.js';
import { addDays } from '../../src/domain/shared/dates.js';
import { DataSource } from 'typeorm';
import { RunRetentionService } from '../../src/application/retention/run-retention.service.js';
import { createCoreTestContext, type CoreTestContext } from '../support/core-context.js';
import { bookingRequest } from '../support/fixtures.js';
import { startGraphApiStandIn, type GraphApiStandIn } from '../support/graph-api-stand-in.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

/** The reminders' timing with a clock the test sets (domain/whatsapp/reminders.ts), sent through the outbox to a local Graph API stand-in. */
describe('WhatsApp reminders', () => {
  let ctx: CoreTestContext;
  let graph: GraphApiStandIn;
  let smtp: SmtpSink;

  beforeAll(async () => {
    graph = await startGraphApiStandIn();
    smtp = await startSmtpSink();
    ctx = await createCoreTestContext({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'bookings@example.com',
      WHATSAPP_TOKEN: 'token-r',
      WHATSAPP_PHONE_NUMBER_ID: '4455',
      WHATSAPP_API_URL: graph.url,
      REVIEW_URL: 'https://g.page/r/rentals/review',
      PENDING_PER_CONTACT: '0',
      PENDING_PER_IP: '0',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await graph?.close();
    await smtp?.close();
  });

  const sql = (text: string, params: unknown[] = []) => ctx.module.get(DataSource).query(text, params);
  const queue = () => ctx.module.get(QueueWhatsAppRemindersService).execute();
  const drain = () => ctx.module.get(DeliverOutboxService).deliverDue('test');
  const sentTemplates = (to: string) => graph.messages().filter((r) => r.body.to === to).map((r) => (r.body.template as { name: string }).name);

  it('pickup at 18:00 Tbilisi the day before, return in the morning, review after the return: each once, in the booking\'s language', async () => {
    const request = bookingRequest({ locale: 'he', pickupTime: '10:00', returnTime: '17:00', customerPhone: '+995 555 010 203' } as never, ctx.clock.now());
    const booking = await ctx.module.get(CreateBookingService).execute(request);
    await ctx.module.get(ConfirmBookingService).execute(booking.reference, 'anna');
    await drain();
    expect(sentTemplates('995555010203')).toEqual(['booking_received']);
    const pickupEve = tbilisiInstant(addDays(request.pickupDate, -1), '18:00');

    ctx.clock.set(new Date(pickupEve.getTime() - 60_000));
    expect(await queue()).toEqual({ queued: 0 });
    ctx.clock.set(pickupEve);
    expect(await queue()).toEqual({ queued: 1 });
    expect(await queue()).toEqual({ queued: 0 });
    await drain();
    const pickup = graph.messages().find((r) => (r.body.template as { name: string }).name === 'pickup_reminder')!;
    expect(pickup.body).toMatchObject({ to: '995555010203', template: { language: { code: 'he' } } });
    const params = Object.fromEntries((pickup.body.template as { components: { parameters: { parameter_name: string; text: string }[] }[] }).components[0].parameters.map((p) => [p.parameter_name, p.text]));
    expect(params).toMatchObject({ reference: booking.reference, time: '10:00', place: expect.not.stringMatching(/^tbilisi$/) });

    // On rent: the return reminder from 09:00 on the return day.
    await sql(`UPDATE bookings SET status = 'on_rent' WHERE reference = $1`, [booking.reference]);
    ctx.clock.set(tbilisiInstant(request.returnDate, '08:59'));
    expect(await queue()).toEqual({ queued: 0 });
    ctx.clock.set(tbilisiInstant(request.returnDate, '09:00'));
    expect(await queue()).toEqual({ queued: 1 });
    // Returned: the review request 3 hours after the booked return, once.
    await sql(`UPDATE bookings SET status = 'returned' WHERE reference = $1`, [booking.reference]);
    ctx.clock.set(tbilisiInstant(request.returnDate, '19:59'));
    expect(await queue()).toEqual({ queued: 0 });
    ctx.clock.set(tbilisiInstant(request.returnDate, '20:00'));
    expect(await queue()).toEqual({ queued: 1 });
    ctx.clock.set(tbilisiInstant(addDays(request.returnDate, 1), '12:00'));
    expect(await queue()).toEqual({ queued: 0 });
    await drain();
    expect(sentTemplates('995555010203')).toEqual(['booking_received', 'pickup_reminder', 'return_reminder', 'review_request']);
    // The pickup and return reminders went by e-mail too, in the booking's language.
    const mails = await sql(`SELECT topic, status FROM outbox WHERE channel = 'email' AND topic LIKE '%reminder' ORDER BY id`);
    expect(mails).toEqual([
      { topic: 'mail.customer.pickup-reminder', status: 'sent' },
      { topic: 'mail.customer.return-reminder', status: 'sent' },
    ]);
    expect(smtp.messages.map((m) => m.subject)).toEqual(expect.arrayContaining([`מחר: איסוף הרכב להזמנה ${booking.reference}`, `היום: החזרת הרכב להזמנה ${booking.reference}`]));
    const review = graph.messages().find((r) => (r.body.template as { name: string }).name === 'review_request')!;
    expect(JSON.stringify(review.body)).toContain('https://g.page/r/rentals/review');
  });

  it('retention: a cancelled booking\'s WhatsApp messages and number go with its personal data, and old inbox messages and deliveries', async () => {
    ctx.clock.set(new Date());
    const booking = await ctx.module.get(CreateBookingService).execute(bookingRequest({ customerPhone: '+995 555 090 909' }, ctx.clock.now()));
    const [{ id }] = await sql(`SELECT id FROM bookings WHERE reference = $1`, [booking.reference]);
    await sql(`INSERT INTO whatsapp_inbound (message_id, from_phone, text, sent_at, kind, booking_id) VALUES ('wamid.old1', '995555090909', $1, now(), 'booking', $2)`, [booking.reference, id]);
    await sql(`INSERT INTO booking_history (booking_id, at, type, actor, detail) VALUES ($1, now(), 'whatsapp', 'customer', 'wrote on WhatsApp from +995555090909')`, [id]);
    await sql(`INSERT INTO whatsapp_inbound (message_id, from_phone, text, sent_at, received_at, kind) VALUES ('wamid.old2', '995555777777', 'hello', now() - interval '400 days', now() - interval '400 days', 'unmatched'), ('wamid.new', '995555777777', 'hello again', now(), now(), 'unmatched')`);
    await sql(`INSERT INTO whatsapp_deliveries (body, received_at, processed_at) VALUES ('{}', now() - interval '400 days', now() - interval '400 days')`);
    await sql(`UPDATE bookings SET status = 'cancelled', status_reason = 'staff', cancelled_at = now() - interval '400 days' WHERE id = $1`, [id]);
    await ctx.module.get(RunRetentionService).execute();
    expect(await sql(`SELECT message_id FROM whatsapp_inbound ORDER BY message_id`)).toEqual([{ message_id: 'wamid.new' }]);
    expect(await sql(`SELECT count(*)::int AS n FROM whatsapp_deliveries WHERE received_at < now() - interval '300 days'`)).toEqual([{ n: 0 }]);
    expect(await sql(`SELECT count(*)::int AS n FROM whatsapp_outbound WHERE booking_id = $1`, [id])).toEqual([{ n: 0 }]);
    expect(await sql(`SELECT detail FROM booking_history WHERE booking_id = $1 AND type = 'whatsapp'`, [id])).toEqual([{ detail: 'wrote on WhatsApp' }]);
  });
});
