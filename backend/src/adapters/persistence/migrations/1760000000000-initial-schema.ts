import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Bookings, click records and visits, with an index for each lookup (docs/persistence.md). */
export class InitialSchema1760000000000 implements MigrationInterface {
  name = 'InitialSchema1760000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference varchar(16) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending'
          CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled')),
        status_reason varchar(16)
          CONSTRAINT bookings_status_reason_check CHECK (status_reason IS NULL OR status_reason IN ('staff', 'unconfirmed')),
        customer_name text NOT NULL,
        driver_age smallint NOT NULL,
        group_size smallint NOT NULL,
        customer_email text NOT NULL,
        customer_phone text NOT NULL,
        pickup_location varchar(16) NOT NULL,
        dropoff_location varchar(16) NOT NULL,
        pickup_date date NOT NULL,
        pickup_time time NOT NULL,
        return_date date NOT NULL,
        return_time time NOT NULL,
        car_type text NOT NULL,
        insurance_type varchar(16) NOT NULL,
        prepaid_fuel boolean NOT NULL DEFAULT false,
        road_assistance boolean NOT NULL DEFAULT false,
        baby_seat boolean NOT NULL DEFAULT false,
        cross_border_armenia boolean NOT NULL DEFAULT false,
        car_roof_tent boolean NOT NULL DEFAULT false,
        camping_equipment boolean NOT NULL DEFAULT false,
        prepaid_car_wash boolean NOT NULL DEFAULT false,
        days integer NOT NULL CONSTRAINT bookings_days_check CHECK (days > 0),
        daily_rate integer NOT NULL,
        total_price integer NOT NULL CONSTRAINT bookings_total_price_check CHECK (total_price >= 0),
        breakdown jsonb NOT NULL,
        bot_score numeric(3, 2),
        gclid text,
        idempotency_key varchar(255),
        client_total_price text,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        cancelled_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX bookings_reference_key ON bookings (reference)`);
    await q.query(`CREATE UNIQUE INDEX bookings_idempotency_key_key ON bookings (idempotency_key)`);
    await q.query(`CREATE INDEX bookings_status_created_idx ON bookings (status, created_at)`);
    await q.query(`CREATE INDEX bookings_created_idx ON bookings (created_at DESC)`);

    await q.query(`
      CREATE TABLE click_records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        device_fingerprint varchar(128) NOT NULL,
        gclid text NOT NULL,
        domain text,
        source_url text,
        referrer text,
        user_agent text,
        screen_resolution varchar(32),
        timezone varchar(64),
        language varchar(64),
        platform varchar(64),
        session_id varchar(128),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX click_records_device_created_idx ON click_records (device_fingerprint, created_at DESC)`);

    await q.query(`
      CREATE TABLE visits (
        id serial PRIMARY KEY,
        ip_address varchar(64) NOT NULL,
        visited_at timestamptz NOT NULL DEFAULT now(),
        is_google_ads_traffic boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX visits_visited_at_idx ON visits (visited_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS visits`);
    await q.query(`DROP TABLE IF EXISTS click_records`);
    await q.query(`DROP TABLE IF EXISTS bookings`);
  }
}
