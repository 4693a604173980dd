import { BOOKING_COLUMN_LIST } from '../../src/adapters/persistence/repositories/booking-columns.js';
import { TypeOrmBookingRepository } from '../../src/adapters/persistence/repositories/typeorm-booking.repository.js';
import { TypeOrmBookingWrites } from '../../src/adapters/persistence/repositories/typeorm-booking.writes.js';
import { poolSql } from '../../src/adapters/persistence/transaction.js';
import { priceBooking } from '../../src/domain/booking/total.js';
import type { NewBooking } from '../../src/domain/booking/stored-booking.js';
import { DEFAULT_PRICE_TABLES } from '../../src/domain/pricing/price-tables.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { withAllMigrations } from '../support/migrated-database.js';

/**
 * repositories/booking-columns.ts is the one place that knows the columns of `bookings`: every
 * column the migrations make has exactly one entry there, of the same type, and what an insert
 * writes reads back as the same booking.
 */
describe('the booking column table', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('has exactly one entry, of the same type, for each column of the migrated bookings table', async () => {
    const entries = BOOKING_COLUMN_LIST.map((c) => ({ column: c.column, type: c.type }));
    const names = entries.map((e) => e.column);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);

    const columns: { column: string; type: string }[] = await withAllMigrations(db, (ds) =>
      ds.query(
        `SELECT c.column_name AS column, format_type(a.atttypid, a.atttypmod) AS type
           FROM information_schema.columns c
           JOIN pg_attribute a ON a.attrelid = 'public.bookings'::regclass AND a.attname = c.column_name
          WHERE c.table_schema = 'public' AND c.table_name = 'bookings'
          ORDER BY c.column_name`,
      ),
    );
    expect(columns.length).toBeGreaterThan(30);
    const byName = (a: { column: string }, b: { column: string }) => a.column.localeCompare(b.column);
    expect([...entries].sort(byName)).toEqual([...columns].sort(byName));
  });

  it('reads back what an insert wrote, field by field', async () => {
    const rental = {
      carType: 'Toyota FJ Cruiser',
      pickupLocation: 'tbilisi',
      dropoffLocation: 'batumi',
      pickupDate: '2031-03-02',
      pickupTime: '10:30',
      returnDate: '2031-03-09',
      returnTime: '18:00',
      insuranceType: 'standard',
      prepaidFuel: true,
      roadAssistance: false,
      babySeat: true,
      crossBorderArmenia: false,
      carRoofTent: true,
      campingEquipment: false,
      prepaidCarWash: true,
    } as const;
    const breakdown = priceBooking(rental, DEFAULT_PRICE_TABLES);
    const booking: NewBooking = {
      ...rental,
      reference: 'GR-COLS01',
      customerName: 'Nino Beridze',
      driverAge: 34,
      groupSize: 3,
      customerEmail: 'nino@example.com',
      customerPhone: '+995 555 123 456',
      days: breakdown.days,
      dailyRate: breakdown.dailyRate,
      totalPrice: breakdown.total,
      breakdown,
      botScore: 0.7,
      gclid: 'Cj0-columns',
      locale: 'ru',
      idempotencyKey: 'columns-key',
      idempotencyHash: 'a'.repeat(64),
      clientTotalPrice: '505',
      createdAt: new Date('2031-01-02T03:04:05.678Z'),
      verificationRequired: true,
      clientKey: '203.0.113.7',
    };
    await withAllMigrations(db, async (ds) => {
      const inserted = await new TypeOrmBookingWrites(poolSql(ds)).insert(booking);
      const expected = {
        ...booking,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'pending',
        statusReason: null,
        confirmedAt: null,
        cancelledAt: null,
        verifiedAt: null,
        unit: null,
      };
      expect(inserted).toEqual(expected);
      expect(await new TypeOrmBookingRepository(ds).findById(inserted!.id)).toEqual(expected);
      expect(await new TypeOrmBookingRepository(ds).findByReference('gr-cols01')).toEqual(expected);
    });
  });
});
