import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff back office (docs/staff.md):
 * - `staff_members`: accounts (name unique ignoring case, e-mail, role, argon2id password hash,
 *   disabled or not, locked until when);
 * - `staff_password_links`: one-time set-password links, only the SHA-256 of the token stored;
 * - `staff_login_failures`: wrong passwords, counted over 15 minutes for the lockout;
 * - `staff_sessions`: sign-ins (SHA-256 of the cookie's token, the form token, last request), so
 *   every instance knows them;
 * - `booking_handovers` and `handover_photos`: check-out and check-in readings, the customer's
 *   signature (PNG) and photos (JPEG/PNG) as bytea, so backups and every instance have them;
 * - history types `checked_out` and `checked_in`. The type check lists every type the branches of
 *   this round add (`verified` too), so the order in which their migrations run does not matter.
 */
export class StaffBackOffice1765300000000 implements MigrationInterface {
  name = 'StaffBackOffice1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_members (
        id serial PRIMARY KEY,
        name varchar(64) NOT NULL,
        email varchar(254) NOT NULL,
        role varchar(16) NOT NULL DEFAULT 'staff' CONSTRAINT staff_members_role_check CHECK (role IN ('staff', 'manager')),
        password_hash text,
        active boolean NOT NULL DEFAULT true,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        disabled_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX staff_members_name_key ON staff_members (lower(name))`);
    await q.query(`CREATE UNIQUE INDEX staff_members_email_key ON staff_members (lower(email))`);
    await q.query(`
      CREATE TABLE staff_password_links (
        token_hash char(64) PRIMARY KEY,
        staff_id integer NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX staff_password_links_staff_idx ON staff_password_links (staff_id)`);
    await q.query(`
      CREATE TABLE staff_login_failures (
        id bigserial PRIMARY KEY,
        staff_id integer NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX staff_login_failures_staff_idx ON staff_login_failures (staff_id, at)`);
    await q.query(`
      CREATE TABLE staff_sessions (
        token_hash char(64) PRIMARY KEY,
        staff_id integer NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
        csrf_token varchar(64) NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id)`);
    await q.query(`
      CREATE TABLE booking_handovers (
        id bigserial PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CONSTRAINT booking_handovers_kind_check CHECK (kind IN ('check-out', 'check-in')),
        at timestamptz NOT NULL,
        staff_name varchar(64) NOT NULL,
        odometer_km integer NOT NULL CONSTRAINT booking_handovers_km_check CHECK (odometer_km >= 0),
        fuel_eighths smallint NOT NULL CONSTRAINT booking_handovers_fuel_check CHECK (fuel_eighths BETWEEN 0 AND 8),
        damage_notes text NOT NULL DEFAULT '',
        signature_png bytea,
        fuel_lower boolean NOT NULL DEFAULT false,
        new_damage boolean NOT NULL DEFAULT false,
        photos_deleted_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX booking_handovers_booking_kind_key ON booking_handovers (booking_id, kind)`);
    await q.query(`
      CREATE TABLE handover_photos (
        id bigserial PRIMARY KEY,
        handover_id bigint NOT NULL REFERENCES booking_handovers (id) ON DELETE CASCADE,
        position smallint NOT NULL,
        content_type varchar(16) NOT NULL CONSTRAINT handover_photos_type_check CHECK (content_type IN ('image/jpeg', 'image/png')),
        data bytea NOT NULL
      )`);
    await q.query(`CREATE INDEX handover_photos_handover_idx ON handover_photos (handover_id, position)`);
    await q.query(`ALTER TABLE booking_history DROP CONSTRAINT booking_history_type_check`);
    await q.query(`
      ALTER TABLE booking_history ADD CONSTRAINT booking_history_type_check
        CHECK (type IN ('created', 'confirmed', 'cancelled', 'expired', 'moved', 'verified', 'checked_out', 'checked_in'))`);
    await q.query(`ALTER TABLE outbox ALTER COLUMN topic TYPE varchar(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM booking_history WHERE type IN ('checked_out', 'checked_in')`);
    await q.query(`ALTER TABLE booking_history DROP CONSTRAINT booking_history_type_check`);
    await q.query(`
      ALTER TABLE booking_history ADD CONSTRAINT booking_history_type_check
        CHECK (type IN ('created', 'confirmed', 'cancelled', 'expired', 'moved', 'verified'))`);
    await q.query(`DROP TABLE handover_photos`);
    await q.query(`DROP TABLE booking_handovers`);
    await q.query(`DROP TABLE staff_sessions`);
    await q.query(`DROP TABLE staff_login_failures`);
    await q.query(`DROP TABLE staff_password_links`);
    await q.query(`DROP TABLE staff_members`);
  }
}
