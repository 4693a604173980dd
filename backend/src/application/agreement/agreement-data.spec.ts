import { parseConfig } from '../../config/app-config.js';
import { agreementDocument } from '../../domain/agreement/agreement.js';
import { priceBooking } from '../../domain/booking/total.js';
import { DEFAULT_PRICE_TABLES } from '../../domain/pricing/price-tables.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { toAgreementData } from './agreement-data.js';

const fields = {
  pickupLocation: 'tbilisi',
  dropoffLocation: 'kutaisi',
  pickupDate: '2026-12-10',
  pickupTime: '09:00',
  returnDate: '2026-12-17',
  returnTime: '09:00',
  carType: 'Subaru Forester',
  insuranceType: 'enhanced',
  prepaidFuel: true,
};
const breakdown = priceBooking(fields);
const booking = {
  ...fields,
  id: '0b7f6f64-4a57-4bd6-9f1e-5b0c2a1d9e01',
  reference: 'GR-4M7Q2T',
  status: 'confirmed',
  customerName: 'Лейла Ахмед',
  driverAge: 41,
  customerEmail: 'leila@example.com',
  customerPhone: '+971501234567',
  days: breakdown.days,
  totalPrice: breakdown.total,
  breakdown,
  locale: 'ar',
  unit: 'FOR-2',
} as unknown as StoredBooking;

describe('toAgreementData', () => {
  it('takes the language, the stored breakdown and the company from the site settings', () => {
    const site = parseConfig({ BRAND_NAME: 'Kartli Cars', CONTACT_EMAIL: 'desk@kartli.example', CONTACT_PHONE: '995 599 11 22 33', COMPANY_ADDRESS: '1 Station Square, Kutaisi' }).site;
    const handover = { at: new Date('2026-12-10T05:00:00Z'), staffName: 'Nika', odometerKm: 1200, fuelEighths: 8, damageNotes: '', signaturePng: null };
    const data = toAgreementData(booking, site, handover, DEFAULT_PRICE_TABLES);
    expect(data.locale).toBe('ar');
    expect(data.company).toEqual({ name: 'Kartli Cars', email: 'desk@kartli.example', phone: '995 599 11 22 33', address: '1 Station Square, Kutaisi' });
    expect(data.booking).toMatchObject({ reference: 'GR-4M7Q2T', customerName: 'Лейла Ахмед', driverAge: 41, unit: 'FOR-2', days: 7, insuranceType: 'enhanced' });
    expect(data.booking.breakdown).toBe(breakdown);
    expect(data.handover).toBe(handover);
    const doc = agreementDocument(data);
    expect(doc.dir).toBe('rtl');
    expect(doc.company.lines).toEqual(['1 Station Square, Kutaisi', 'desk@kartli.example · +995599112233']);
  });

  it("names the Armenia permission at the booking's own price, else at the tables' current one", () => {
    const site = parseConfig({}).site;
    const handover = { at: new Date(), staffName: 'Nika', odometerKm: 1, fuelEighths: 0, damageNotes: '', signaturePng: null };
    const tables = { ...DEFAULT_PRICE_TABLES, services: { ...DEFAULT_PRICE_TABLES.services, crossBorderArmenia: { price: 60, unit: 'flat' as const } } };
    const bought = { ...booking, breakdown: { ...breakdown, lines: [...breakdown.lines, { key: 'crossBorderArmenia', label: 'Armenia', amount: 90 }] } } as StoredBooking;
    expect(toAgreementData(bought, site, handover, tables).armeniaFee).toBe(90);
    const without = { ...booking, breakdown: { ...breakdown, lines: breakdown.lines.filter((l) => l.key !== 'crossBorderArmenia') } } as StoredBooking;
    expect(toAgreementData(without, site, handover, tables).armeniaFee).toBe(60);
  });

  it('an unknown or missing language gives English', () => {
    const site = parseConfig({}).site;
    const handover = { at: new Date(), staffName: 'Nika', odometerKm: 1, fuelEighths: 0, damageNotes: '', signaturePng: null };
    expect(toAgreementData({ ...booking, locale: undefined } as unknown as StoredBooking, site, handover, DEFAULT_PRICE_TABLES).locale).toBe('en');
  });
});
