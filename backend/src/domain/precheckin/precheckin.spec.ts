import { bookingCapabilities } from '../booking/capabilities.js';
import type { BookingStatus } from '../booking/status.js';
import { PrecheckinClosedError, ValidationError } from '../errors.js';
import {
  assertPrecheckinOpen,
  checkDocument,
  DOCUMENT_MAX_BYTES,
  documentType,
  isDocumentKind,
  parsePermitFlag,
  parseSecondDriver,
  PRECHECKIN_BODY_MAX_BYTES,
  precheckinRetentionCutoffs,
} from './precheckin.js';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0) & 0xff) : p)));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as ValidationError).errors.map((f) => `${f.field}:${f.type}`);
  }
  throw new Error('accepted');
}

describe('document type by content', () => {
  it.each([
    ['a JPEG', bytes(JPEG, [0, 16, 0x4a, 0x46]), 'image/jpeg'],
    ['a PNG', bytes(PNG, [0, 0, 0, 13]), 'image/png'],
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['HTML named .jpg', bytes('<html><script>alert(1)</script></html>'), null],
    ['plain text', bytes('my passport number is 123'), null],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a ZIP (office document)', bytes([0x50, 0x4b, 0x03, 0x04, 0, 0]), null],
    ['"%PDF" without the dash', bytes('%PDF 1.7 but not really'), null],
    ['a PDF signature later in the file', bytes(' %PDF-1.7'), null],
    ['the PNG signature cut short', bytes(PNG.slice(0, 6)), null],
    ['nothing', bytes(), null],
  ])('%s -> %s', (_name, content, expected) => {
    expect(documentType(content)).toBe(expected);
  });

  it.each([
    ['a PDF of exactly the limit', DOCUMENT_MAX_BYTES, 'application/pdf', []],
    ['one byte over', DOCUMENT_MAX_BYTES + 1, null, ['licence:max']],
  ])('%s', (_name, size, type, errors) => {
    const big = new Uint8Array(size);
    big.set(bytes('%PDF-1.4'));
    if (type) expect(checkDocument('licence', big)).toBe(type);
    else expect(fieldsOf(() => checkDocument('licence', big))).toEqual(errors);
  });

  it('names the kind of the refused document', () => {
    expect(fieldsOf(() => checkDocument('passport', bytes('<html></html>')))).toEqual(['passport:format']);
  });

  it('allows one document of each kind and the fields in one request, about 21 MB', () => {
    expect(PRECHECKIN_BODY_MAX_BYTES).toBeGreaterThan(2 * DOCUMENT_MAX_BYTES);
    expect(PRECHECKIN_BODY_MAX_BYTES).toBeLessThanOrEqual(22 * 1024 * 1024);
  });

  it.each([
    ['licence', true],
    ['passport', true],
    ['visa', false],
    [undefined, false],
  ])('%s is a document kind: %s', (kind, expected) => {
    expect(isDocumentKind(kind)).toBe(expected);
  });
});

describe('second driver and permit', () => {
  it.each([
    ['  Giorgi   Beridze ', 'Giorgi Beridze'],
    ['Анна Петрова', 'Анна Петрова'],
    ['محمد علي', 'محمد علي'],
    ["Seán O'Brien-Smith", "Seán O'Brien-Smith"],
    ['', null],
    ['   ', null],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(parseSecondDriver(input)).toBe(expected);
  });

  it.each([
    ['Giorgi', ['secondDriver:required']],
    ['G Beridze', ['secondDriver:min']],
    ['Giorgi 2Beridze', ['secondDriver:format']],
    ['Visit evil.com', ['secondDriver:format']],
    ['Giorgi http://x', ['secondDriver:format']],
    [`Giorgi ${'a'.repeat(51)}`, ['secondDriver:max']],
    [42, ['secondDriver:invalid']],
  ])('refuses %j', (input, errors) => {
    expect(fieldsOf(() => parseSecondDriver(input))).toEqual(errors);
  });

  it.each([
    ['on', true],
    [true, true],
    ['true', true],
    ['1', true],
    [undefined, false],
    ['', false],
    ['false', false],
    [false, false],
  ])('permit %j -> %s', (input, expected) => {
    expect(parsePermitFlag(input)).toBe(expected);
  });

  it.each([['maybe'], [2], [{}]])('refuses the permit flag %j', (input) => {
    expect(fieldsOf(() => parsePermitFlag(input))).toEqual(['internationalPermit:invalid']);
  });
});

describe('when the pre-check-in is open', () => {
  // Return 2026-07-10 at 10:00 Tbilisi time = 06:00 UTC.
  const booking = { reference: 'GR-AAAAAA', pickupDate: '2026-07-05', pickupTime: '10:00', returnDate: '2026-07-10', returnTime: '10:00', verified: true, holdExpiresAt: null };
  const precheckinOpen = (b: typeof booking & { status: BookingStatus }, now: Date, checkedIn: boolean) =>
    bookingCapabilities({ ...b, handovers: { checkOut: b.status !== 'pending' && b.status !== 'confirmed', checkIn: checkedIn } }, now).precheckin;
  it.each([
    ['pending', '2026-07-01T00:00:00Z', false, true],
    ['confirmed', '2026-07-10T05:59:59Z', false, true],
    ['confirmed', '2026-07-09T12:00:00Z', true, false], // returned early
    ['confirmed', '2026-07-10T06:00:00Z', false, false],
    ['confirmed', '2026-08-01T00:00:00Z', false, false],
    ['cancelled', '2026-07-01T00:00:00Z', false, false],
    ['on_rent', '2026-07-09T12:00:00Z', false, true],
    ['returned', '2026-07-09T12:00:00Z', true, false],
  ] as const)('%s at %s, checked in %s: open %s', (status, now, checkedIn, open) => {
    expect(precheckinOpen({ ...booking, status }, new Date(now), checkedIn)).toBe(open);
    if (open) expect(() => assertPrecheckinOpen({ ...booking, status }, open)).not.toThrow();
    else expect(() => assertPrecheckinOpen({ ...booking, status }, open)).toThrow(PrecheckinClosedError);
  });
});

describe('30 days after the return, or after a cancellation', () => {
  const now = new Date('2026-08-15T12:00:00Z'); // 2026-08-15 in Tbilisi
  it.each([
    ['returned 31 days ago', 'confirmed', '2026-07-15', null, true],
    ['returned exactly 30 days ago', 'confirmed', '2026-07-16', null, false],
    ['returned yesterday', 'confirmed', '2026-08-14', null, false],
    ['return still to come', 'pending', '2026-09-01', null, false],
    ['cancelled 31 days ago, return to come', 'cancelled', '2026-12-01', '2026-07-15T11:59:00Z', true],
    ['cancelled 29 days ago', 'cancelled', '2026-12-01', '2026-07-17T12:00:00Z', false],
    ['cancelled yesterday, return long ago', 'cancelled', '2026-01-01', '2026-08-14T12:00:00Z', true],
  ] as const)('%s: deleted %s', (_name, status, returnDate, cancelledAt, expected) => {
    // The comparisons of the purge query (typeorm-precheckin.repository.ts, EXPIRED_BOOKINGS).
    const cut = precheckinRetentionCutoffs(now);
    const cancelledLongAgo = status === 'cancelled' && cancelledAt !== null && new Date(cancelledAt) < cut.cancelledBefore;
    expect(returnDate < cut.returnDateBefore || cancelledLongAgo).toBe(expected);
  });

  it('gives the rule as cutoffs for a query', () => {
    expect(precheckinRetentionCutoffs(now)).toEqual({ returnDateBefore: '2026-07-16', cancelledBefore: new Date('2026-07-16T12:00:00Z') });
  });
});
