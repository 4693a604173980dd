import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wrong staff passwords counted per account AND client address (docs/staff.md): five from one
 * address lock that account for that address only, so nobody can lock staff out from elsewhere.
 * `name_key` is the account (`staff:<id>`) or, for a name that is no account, the typed name in
 * lower case (counted the same way, so unknown names answer like known ones); `client_key` the
 * address as the rate limits count it (IPv6 per /64). The per-account lock it replaces goes.
 */
export class StaffSignInFailures1766300100000 implements MigrationInterface {
  name = 'StaffSignInFailures1766300100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_sign_in_failures (
        id bigserial PRIMARY KEY,
        name_key varchar(270) NOT NULL,
        client_key varchar(64) NOT NULL,
        at timestamptz NOT NULL,
        locked_until timestamptz NULL
      )`);
    await q.query(`CREATE INDEX staff_sign_in_failures_key_idx ON staff_sign_in_failures (name_key, client_key, at)`);
    await q.query(`DROP TABLE staff_login_failures`);
    await q.query(`ALTER TABLE staff_members DROP COLUMN locked_until`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_members ADD COLUMN locked_until timestamptz`);
    // The per-account table as migration 1765300000000 made it.
    await q.query(`CREATE TABLE staff_login_failures (id bigserial PRIMARY KEY, staff_id integer NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE, at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX staff_login_failures_staff_idx ON staff_login_failures (staff_id, at)`);
    await q.query(`DROP TABLE staff_sign_in_failures`);
  }
}
