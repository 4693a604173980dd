import { crc32, deflateSync } from 'node:zlib';
import type { AgreementData } from '../../src/domain/agreement/agreement.js';
import { bookingTotal } from '../../src/domain/booking/total.js';
import type { Locale } from '../../src/domain/site/locales.js';

/**
 * A PNG of a drawn signature (a dark scrawl on transparent white), made here without a canvas:
 * grey + alpha pixels, deflated, with the chunk CRCs.
 */
export function signaturePng(width = 300, height = 110): Uint8Array {
  const rows: Buffer[] = [];
  const ink = (x: number, y: number) => {
    const t = x / width;
    const curve = height / 2 + Math.sin(t * Math.PI * 5) * height * 0.28 * (1 - t * 0.5) + Math.cos(t * Math.PI * 13) * 6;
    return Math.abs(y - curve) < 2.2 || (Math.abs(y - height * 0.8) < 1.2 && x > width * 0.15 && x < width * 0.85);
  };
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 2); // filter byte 0, then grey + alpha per pixel
    for (let x = 0; x < width; x++) {
      const on = ink(x, y);
      row[1 + x * 2] = on ? 20 : 255;
      row[2 + x * 2] = on ? 255 : 0;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 4; // grey + alpha
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.concat(rows))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** An 8-day FJ Cruiser rental Tbilisi -> Batumi with standard cover, Armenia and a baby seat, handed over with 6/8 fuel. */
export function agreementData(locale: Locale, overrides: { damageNotes?: string; signaturePng?: Uint8Array | null } = {}): AgreementData {
  const breakdown = bookingTotal({
    carType: 'Toyota FJ Cruiser',
    pickupLocation: 'tbilisi',
    dropoffLocation: 'batumi',
    days: 8,
    insuranceType: 'standard',
    services: { crossBorderArmenia: true, babySeat: true },
  });
  return {
    locale,
    armeniaFee: 90,
    company: { name: 'Georgia 4x4 Rentals', email: 'hello@example.com', phone: '995 555 000 000', address: '12 Rustaveli Avenue, Tbilisi 0108, Georgia' },
    booking: {
      reference: 'GR-7K3Q9P',
      customerName: 'Ana Kapanadze',
      customerEmail: 'ana@example.com',
      customerPhone: '+995 555 12 34 56',
      driverAge: 34,
      carType: 'Toyota FJ Cruiser',
      unit: 'FJ-101-GE',
      pickupLocation: 'tbilisi',
      pickupDate: '2026-07-01',
      pickupTime: '09:00',
      dropoffLocation: 'batumi',
      returnDate: '2026-07-09',
      returnTime: '09:00',
      days: 8,
      insuranceType: 'standard',
      breakdown,
    },
    handover: {
      at: new Date('2026-07-01T05:10:00Z'),
      staffName: 'Giorgi Beridze',
      odometerKm: 48213,
      fuelEighths: 6,
      damageNotes: overrides.damageNotes ?? 'Scratch on the rear bumper, left side (10 cm).',
      signaturePng: overrides.signaturePng === undefined ? signaturePng() : overrides.signaturePng,
    },
  };
}
