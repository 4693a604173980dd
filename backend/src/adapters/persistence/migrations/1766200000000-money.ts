import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money of the rental (docs/product.md, "Payments and charges"; docs/staff.md):
 * - `exchange_rates`: the National Bank of Georgia's lari per EUR and per USD, one row per day they
 *   are valid from (numeric: exact decimals), from the daily job or `rentals rates set`;
 * - `booking_payments`: what was handed over: amount in cents of its currency, method, staff member,
 *   time, its EUR value in cents and the rate used;
 * - `booking_charges`: charges at the return in EUR cents (fuel, damage, late, extra day, cleaning, other);
 * - `booking_agreements`: the agreement PDF made once at check-out, served as stored;
 * - `booking_precheckins` gains the driving licence and passport numbers;
 * - history rows `payment` and `charge`.
 */
export class Money1766200000000 implements MigrationInterface {
  name = 'Money1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_rates (
        valid_on date PRIMARY KEY,
        eur_gel numeric(16, 8) NOT NULL CONSTRAINT exchange_rates_eur_check CHECK (eur_gel > 0),
        usd_gel numeric(16, 8) NOT NULL CONSTRAINT exchange_rates_usd_check CHECK (usd_gel > 0),
        source varchar(16) NOT NULL CONSTRAINT exchange_rates_source_check CHECK (source IN ('nbg', 'manual')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE booking_payments (
        id bigserial PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        amount_cents bigint NOT NULL CONSTRAINT booking_payments_amount_check CHECK (amount_cents > 0),
        currency varchar(3) NOT NULL CONSTRAINT booking_payments_currency_check CHECK (currency IN ('EUR', 'GEL', 'USD')),
        method varchar(16) NOT NULL CONSTRAINT booking_payments_method_check CHECK (method IN ('cash', 'card', 'transfer')),
        staff_name varchar(64) NOT NULL,
        eur_cents bigint NOT NULL CONSTRAINT booking_payments_eur_check CHECK (eur_cents >= 0),
        rate numeric(16, 8),
        rate_date date
      )`);
    await q.query(`CREATE INDEX booking_payments_booking_idx ON booking_payments (booking_id, at)`);
    await q.query(`CREATE INDEX booking_payments_at_idx ON booking_payments (at)`);
    await q.query(`
      CREATE TABLE booking_charges (
        id bigserial PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        kind varchar(16) NOT NULL CONSTRAINT booking_charges_kind_check CHECK (kind IN ('fuel', 'damage', 'late', 'extra_day', 'cleaning', 'other')),
        amount_cents bigint NOT NULL CONSTRAINT booking_charges_amount_check CHECK (amount_cents > 0),
        note varchar(200) NOT NULL DEFAULT '',
        staff_name varchar(64) NOT NULL
      )`);
    await q.query(`CREATE INDEX booking_charges_booking_idx ON booking_charges (booking_id, at)`);
    await q.query(`
      CREATE TABLE booking_agreements (
        booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
        pdf bytea NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`ALTER TABLE booking_precheckins ADD COLUMN licence_number varchar(40), ADD COLUMN passport_number varchar(40)`);
    await q.query(`ALTER TABLE booking_history DROP CONSTRAINT booking_history_type_check`);
    await q.query(`
      ALTER TABLE booking_history ADD CONSTRAINT booking_history_type_check
        CHECK (type IN ('created', 'confirmed', 'cancelled', 'expired', 'moved', 'verified', 'checked_out', 'checked_in', 'payment', 'charge'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM booking_history WHERE type IN ('payment', 'charge')`);
    await q.query(`ALTER TABLE booking_history DROP CONSTRAINT booking_history_type_check`);
    await q.query(`
      ALTER TABLE booking_history ADD CONSTRAINT booking_history_type_check
        CHECK (type IN ('created', 'confirmed', 'cancelled', 'expired', 'moved', 'verified', 'checked_out', 'checked_in'))`);
    await q.query(`ALTER TABLE booking_precheckins DROP COLUMN licence_number, DROP COLUMN passport_number`);
    await q.query(`DROP TABLE booking_agreements`);
    await q.query(`DROP TABLE booking_charges`);
    await q.query(`DROP TABLE booking_payments`);
    await q.query(`DROP TABLE exchange_rates`);
  }
}
