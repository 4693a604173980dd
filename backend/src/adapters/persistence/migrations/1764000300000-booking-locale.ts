import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a booking was made in (docs/product.md §15): en, ru, he or ar. Existing bookings were all
 * made on the English site, so the column defaults to en; the CHECK keeps anything else out.
 */
export class BookingLocale1764000300000 implements MigrationInterface {
  name = 'BookingLocale1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE bookings
        ADD COLUMN locale varchar(2) NOT NULL DEFAULT 'en'
          CONSTRAINT bookings_locale_check CHECK (locale IN ('en', 'ru', 'he', 'ar'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP COLUMN locale`);
  }
}
