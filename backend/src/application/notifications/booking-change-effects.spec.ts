import { parseConfig } from '../../config/app-config.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import type { NewHistoryEntry } from '../ports/booking-history.repository.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';
import type { TransactionRepositories } from '../ports/unit-of-work.js';
import { BookingChangeEffects, bookingLocale, type BookingChange } from './booking-change-effects.js';
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

/** A unit of work's repositories that only remember what was written through them. */
function recordingTx(stored: StoredBooking[]) {
  const written = { history: [] as NewHistoryEntry[], outbox: [] as OutboxDraft[], reads: [] as string[][] };
  const tx = {
    bookings: {
      read: async (ids: readonly string[]) => {
        written.reads.push([...ids]);
        return stored.filter((b) => ids.includes(b.id));
      },
    },
    history: { add: async (entries: readonly NewHistoryEntry[]) => void written.history.push(...entries) },
    outbox: { add: async (drafts: readonly OutboxDraft[]) => void written.outbox.push(...drafts) },
    handovers: {},
  } as unknown as TransactionRepositories;
  return { tx, written };
}

describe('BookingChangeEffects.record: what each change writes in its own transaction', () => {
  const at = new Date('2026-11-23T11:00:00Z');
  const other = { ...booking, id: '0b7f6f64-4a57-4bd6-9f1e-5b0c2a1d9e02', reference: 'GR-8M4R2T', unit: 'FJ-102-GE' } as StoredBooking;
  const change = (type: BookingChange['type'], b: StoredBooking, detail?: BookingChange['detail']): BookingChange => ({ type, bookingId: b.id, reference: b.reference, at, actor: 'anna', detail });

  it.each([
    ['created', [change('created', booking, { toUnit: 'FJ-101-GE' })], ['created GR-7K3Q9P'], ['mail.staff.new-booking', 'mail.customer.received', 'booking.created']],
    ['confirmed', [change('confirmed', booking)], ['confirmed GR-7K3Q9P'], ['mail.customer.confirmed', 'booking.confirmed']],
    ['cancelled', [change('cancelled', booking)], ['cancelled GR-7K3Q9P'], ['mail.customer.cancelled', 'booking.cancelled']],
    ['verified', [change('verified', booking)], ['verified GR-7K3Q9P'], []],
    ['moved', [change('moved', booking, { fromUnit: 'FJ-101-GE', toUnit: 'FJ-103-GE' })], ['moved GR-7K3Q9P'], ['booking.moved']],
    [
      'an expiry sweep of two',
      [change('expired', booking, { expiryRule: 'unconfirmed' }), change('expired', other, { expiryRule: 'unverified' })],
      ['expired GR-7K3Q9P', 'expired GR-8M4R2T'],
      ['mail.customer.expired', 'booking.expired', 'mail.customer.expired', 'booking.expired'],
    ],
    ['nothing changed', [], [], []],
  ] as const)('%s', async (_name, changes, history, topics) => {
    const { tx, written } = recordingTx([booking, other]);
    await new BookingChangeEffects(parseConfig({})).record(tx, changes);
    const byId = new Map([booking, other].map((b) => [b.id, b.reference]));
    expect(written.history.map((h) => `${h.type} ${byId.get(h.bookingId)}`)).toEqual(history);
    expect(written.outbox.map((m) => m.topic)).toEqual(topics);
    expect(new Set(written.outbox.map((m) => m.eventId)).size).toBe(written.outbox.length);
  });

  it('uses the bookings it is handed, reads the others through the transaction, and queues extra messages last', async () => {
    const { tx, written } = recordingTx([booking, other]);
    const extra = { eventId: 'agreement', channel: 'email', topic: 'mail.customer.agreement', bookingId: booking.id, reference: booking.reference, payload: '{}' } as const;
    await new BookingChangeEffects(parseConfig({})).record(tx, [change('checked_out', booking, { handover: 'odometer 1000 km' }), change('confirmed', other)], [booking], [extra]);
    expect(written.reads).toEqual([[other.id]]);
    expect(written.outbox.map((m) => m.topic)).toEqual(['booking.checked_out', 'mail.customer.confirmed', 'booking.confirmed', 'mail.customer.agreement']);
  });

  it('refuses a change of a booking the transaction cannot see', async () => {
    const { tx } = recordingTx([]);
    await expect(new BookingChangeEffects(parseConfig({})).record(tx, [change('confirmed', booking)])).rejects.toThrow('GR-7K3Q9P vanished');
  });
});
