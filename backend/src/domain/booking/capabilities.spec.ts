import { bookingCapabilities, bookingFacts, type BookingCapabilities, type CapabilityFacts } from './capabilities.js';

// "now" is 2026-12-01 10:00 in Tbilisi (06:00 UTC).
const NOW = new Date('2026-12-01T06:00:00Z');
const base: CapabilityFacts = { status: 'pending', pickupDate: '2026-12-10', pickupTime: '10:00', returnDate: '2026-12-15', returnTime: '10:00', verified: false, holdExpiresAt: new Date('2026-12-01T07:00:00Z') };

type Row = [string, Partial<CapabilityFacts>, Partial<BookingCapabilities>];
const NONE: BookingCapabilities = {
  confirm: false, cancel: false, customerCancel: false, move: false, keep: false, checkOut: false, checkIn: false,
  pay: false, charge: false, fuelCharge: false, settle: false, refund: false, precheckin: false,
};

// Every status, and the edges of every time rule; each row lists the capabilities that are true.
const rows: Row[] = [
  ['pending, hold running', {}, { confirm: true, cancel: true, customerCancel: true, move: true, keep: true, precheckin: true }],
  ['pending, kept', { verified: true }, { confirm: true, cancel: true, customerCancel: true, move: true, precheckin: true }],
  ['pending, hold just over', { holdExpiresAt: NOW }, { confirm: true, cancel: true, customerCancel: true, move: true, precheckin: true }],
  ['pending, no hold end', { holdExpiresAt: null }, { confirm: true, cancel: true, customerCancel: true, move: true, keep: true, precheckin: true }],
  ['pending, pickup in exactly 24 h', { pickupDate: '2026-12-02', pickupTime: '10:00' }, { confirm: true, cancel: true, move: true, keep: true, precheckin: true }],
  ['pending, pickup in 24 h 1 min', { pickupDate: '2026-12-02', pickupTime: '10:01' }, { confirm: true, cancel: true, customerCancel: true, move: true, keep: true, precheckin: true }],
  ['confirmed, pickup in 9 days', { status: 'confirmed', verified: true }, { cancel: true, customerCancel: true, move: true, pay: true, precheckin: true }],
  ['confirmed, pickup the day after tomorrow', { status: 'confirmed', verified: true, pickupDate: '2026-12-03' }, { cancel: true, customerCancel: true, move: true, pay: true, precheckin: true }],
  ['confirmed, pickup tomorrow: handover opens', { status: 'confirmed', verified: true, pickupDate: '2026-12-02' }, { cancel: true, move: true, checkOut: true, pay: true, precheckin: true }],
  ['confirmed, pickup was yesterday', { status: 'confirmed', verified: true, pickupDate: '2026-11-30' }, { cancel: true, move: true, checkOut: true, pay: true, precheckin: true }],
  ['confirmed, check-out already recorded', { status: 'confirmed', verified: true, pickupDate: '2026-12-01', handovers: { checkOut: true, checkIn: false } }, { cancel: true, move: true, pay: true, precheckin: true }],
  ['on rent', { status: 'on_rent', verified: true, pickupDate: '2026-11-28' }, { checkIn: true, pay: true, charge: true, fuelCharge: true, precheckin: true }],
  ['on rent, return time passed', { status: 'on_rent', verified: true, pickupDate: '2026-11-28', returnDate: '2026-12-01', returnTime: '10:00' }, { checkIn: true, pay: true, charge: true, fuelCharge: true }],
  ['on rent, return time a minute away', { status: 'on_rent', verified: true, pickupDate: '2026-11-28', returnDate: '2026-12-01', returnTime: '10:01' }, { checkIn: true, pay: true, charge: true, fuelCharge: true, precheckin: true }],
  ['confirmed, returned early (check-in recorded)', { status: 'confirmed', verified: true, handovers: { checkOut: true, checkIn: true } }, { cancel: true, customerCancel: true, move: true, pay: true }],
  ['on rent, fuel prepaid', { status: 'on_rent', verified: true, pickupDate: '2026-11-28', prepaidFuel: true }, { checkIn: true, pay: true, charge: true, precheckin: true }],
  ['on rent, overpaid', { status: 'on_rent', verified: true, pickupDate: '2026-11-28', balanceCents: -1 }, { checkIn: true, pay: true, charge: true, fuelCharge: true, settle: true, refund: true, precheckin: true }],
  ['returned, owes', { status: 'returned', verified: true, pickupDate: '2026-11-20', balanceCents: 9415 }, { pay: true, charge: true, fuelCharge: true, settle: true }],
  ['returned, settled', { status: 'returned', verified: true, pickupDate: '2026-11-20', balanceCents: 0 }, { pay: true, charge: true, fuelCharge: true }],
  ['returned, overpaid', { status: 'returned', verified: true, pickupDate: '2026-11-20', balanceCents: -500 }, { pay: true, charge: true, fuelCharge: true, settle: true, refund: true }],
  ['returned, fuel prepaid', { status: 'returned', verified: true, pickupDate: '2026-11-20', prepaidFuel: true }, { pay: true, charge: true }],
  ['on rent, owes', { status: 'on_rent', verified: true, pickupDate: '2026-11-28', balanceCents: 1 }, { checkIn: true, pay: true, charge: true, fuelCharge: true, settle: true, precheckin: true }],
  ['confirmed, owes (paid at the handover, not settled)', { status: 'confirmed', verified: true, balanceCents: 9415 }, { cancel: true, customerCancel: true, move: true, pay: true, precheckin: true }],
  ['cancelled', { status: 'cancelled' }, {}],
  ['cancelled, overpaid', { status: 'cancelled', balanceCents: -1000 }, {}],
];

describe('bookingCapabilities', () => {
  it.each(rows)('%s', (_name, facts, allowed) => {
    expect(bookingCapabilities({ ...base, ...facts }, NOW)).toEqual({ ...NONE, ...allowed });
  });
});

describe('bookingFacts', () => {
  const policy = { confirmHours: 24, unverifiedMinutes: 30 };
  const stored = { status: 'pending' as const, createdAt: new Date('2026-11-28T08:00:00Z'), verificationRequired: true, verifiedAt: null, pickupDate: '2026-12-05', pickupTime: '10:00', returnDate: '2026-12-10', returnTime: '10:00', prepaidFuel: true };
  it.each([
    ['pending, not kept: its short hold', stored, { status: 'pending', verified: false, holdExpiresAt: new Date('2026-11-28T08:30:00Z') }],
    ['pending, kept: the long hold', { ...stored, verifiedAt: new Date('2026-11-28T08:10:00Z') }, { verified: true, holdExpiresAt: new Date('2026-11-29T08:00:00Z') }],
    ['confirmed: no hold end', { ...stored, status: 'confirmed' as const }, { status: 'confirmed', holdExpiresAt: null, prepaidFuel: true, pickupDate: '2026-12-05', pickupTime: '10:00' }],
  ])('%s', (_name, b, expected) => {
    expect(bookingFacts(b, policy)).toMatchObject(expected);
  });
});
