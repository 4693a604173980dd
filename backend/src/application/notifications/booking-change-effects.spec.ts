import { parseConfig } from '../../config/app-config.js';
import type { BookingChange, StoredBooking } from '../ports/booking.repository.js';
import { BookingChangeEffects, bookingLocale } from './booking-change-effects.js';
import { composeStoredMail } from './outbox-mail.js';

const booking = {
  id: '0b7f6f64-4a57-4bd6-9f1e-5b0c2a1d9e01',
  reference: 'GR-7K3Q9P',
  status: 'pending',
  statusReason: null,
  customerName: 'Nino Beridze',
  driverAge: 34,
  groupSize: 2,
  customerEmail: 'nino@example.com',
  customerPhone: '+995555123456',
  pickupLocation: 'tbilisi',
  dropoffLocation: 'batumi',
  pickupDate: '2026-12-10',
  pickupTime: '09:00',
  returnDate: '2026-12-17',
  returnTime: '09:00',
  carType: 'Toyota FJ Cruiser',
  insuranceType: 'standard',
  prepaidFuel: false,
  roadAssistance: false,
  babySeat: false,
  crossBorderArmenia: false,
  carRoofTent: false,
  campingEquipment: false,
  prepaidCarWash: false,
  days: 7,
  dailyRate: 67,
  totalPrice: 639,
  breakdown: { lines: [], total: 639 },
  botScore: null,
  gclid: null,
  idempotencyKey: null,
  clientTotalPrice: null,
  createdAt: new Date('2026-11-23T10:00:00Z'),
  confirmedAt: null,
  cancelledAt: null,
  unit: 'FJ-101-GE',
} as unknown as StoredBooking;

const MAIL = { SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'bookings@example.com' };
const STAFF = { STAFF_EMAIL: 'staff@example.com' };
const HOOK = { WEBHOOK_URL: 'https://hooks.example.com/rentals', WEBHOOK_SECRET: '0123456789abcdef0123' };

function topics(type: BookingChange['type'], env: Record<string, string>): string[] {
  const effects = new BookingChangeEffects(parseConfig(env));
  let n = 0;
  const change: BookingChange = { type, bookingId: booking.id, reference: booking.reference, at: new Date('2026-11-23T11:00:00Z'), actor: 'anna' };
  return effects.messages(change, booking, () => `00000000-0000-4000-8000-00000000000${n++}`).map((m) => `${m.channel}:${m.topic}`);
}

const ALL_CREATED = ['email:mail.staff.new-booking', 'email:mail.customer.received', 'webhook:booking.created'];

describe('BookingChangeEffects: every change queues its messages on every channel, whatever is configured where it is made', () => {
  it.each([
    // docs/operations.md: a change made without e-mail or webhook configured (a staff laptop) queues the same messages.
    ['created', {}, ALL_CREATED],
    ['created', MAIL, ALL_CREATED],
    ['created', { ...MAIL, ...STAFF, ...HOOK }, ALL_CREATED],
    ['confirmed', {}, ['email:mail.customer.confirmed', 'webhook:booking.confirmed']],
    ['confirmed', { ...MAIL, ...STAFF, ...HOOK }, ['email:mail.customer.confirmed', 'webhook:booking.confirmed']],
    ['cancelled', {}, ['email:mail.customer.cancelled', 'webhook:booking.cancelled']],
    ['expired', {}, ['email:mail.customer.expired', 'webhook:booking.expired']],
    ['moved', {}, ['webhook:booking.moved']],
    ['moved', MAIL, ['webhook:booking.moved']],
  ] as const)('%s with %j queues %j', (type, env, expected) => {
    expect(topics(type, env)).toEqual(expected);
  });

  it('stores what an e-mail is about; the sender composes it with its own settings (brand, STAFF_EMAIL)', () => {
    const effects = new BookingChangeEffects(parseConfig({})); // made where nothing is configured
    const change: BookingChange = { type: 'created', bookingId: booking.id, reference: booking.reference, at: booking.createdAt, actor: 'visitor' };
    const [staff, customer, hook] = effects.messages(change, booking, (() => { let n = 0; return () => `id-${n++}`; })());
    const sender = parseConfig({ ...MAIL, ...STAFF, BRAND_NAME: 'Kavkaz 4x4' });
    const settings = { site: sender.site, staffEmail: sender.staffEmail, confirmHours: 24 };
    expect(composeStoredMail(staff.payload, settings)).toMatchObject({ to: 'staff@example.com', subject: expect.stringContaining('GR-7K3Q9P') });
    const mail = composeStoredMail(customer.payload, settings)!;
    expect(mail).toMatchObject({ to: 'nino@example.com', subject: 'Booking GR-7K3Q9P received: message us to confirm it' });
    expect(mail.text).toContain('Kavkaz 4x4');
    // No STAFF_EMAIL where it is sent: the staff e-mail has no recipient (the sender skips it).
    expect(composeStoredMail(staff.payload, { ...settings, staffEmail: undefined })).toBeNull();
    expect(hook.eventId).toBe('id-2');
    expect(JSON.parse(hook.payload)).toMatchObject({ id: 'id-2', type: 'booking.created', occurredAt: '2026-11-23T10:00:00.000Z', booking: { reference: 'GR-7K3Q9P', unit: 'FJ-101-GE' } });
    expect(() => composeStoredMail('{"to":1}', settings)).toThrow('malformed');
    // A message queued before this change (the finished mail) is sent as it is.
    expect(composeStoredMail(JSON.stringify({ to: 'a@example.com', subject: 's', text: 't', html: 'h' }), settings)).toEqual({ to: 'a@example.com', subject: 's', text: 't', html: 'h' });
  });

  it('writes the history entry with its actor and detail', () => {
    const effects = new BookingChangeEffects(parseConfig({}));
    const at = new Date('2026-11-23T11:00:00Z');
    expect(effects.history({ type: 'moved', bookingId: booking.id, reference: booking.reference, at, actor: 'giorgi', detail: { fromUnit: 'FJ-101-GE', toUnit: 'FJ-103-GE' } }, booking)).toEqual({
      at,
      type: 'moved',
      actor: 'giorgi',
      detail: 'moved from FJ-101-GE to FJ-103-GE',
    });
  });

  it.each([
    [undefined, 'en'],
    ['ru', 'ru'],
    [' HE ', 'he'],
    ['', 'en'],
    [42, 'en'],
  ])('the booking locale %j reads as %j', (locale, expected) => {
    expect(bookingLocale({ ...booking, locale } as StoredBooking)).toBe(expected);
  });
});
