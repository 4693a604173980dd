import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  StaffRepository,
  type AddStaffResult,
  type PasswordLink,
  type StaffCredentials,
  type SignInKey,
  type StaffSession,
} from '../../../application/ports/staff.repository.js';
import type { StaffMember, StaffRole } from '../../../domain/staff/staff-account.js';
import { inTransaction, poolSql, rollback, type Sql } from '../transaction.js';

type StaffRow = {
  id: number;
  name: string;
  email: string;
  role: string;
  active: boolean;
  password_hash: string | null;
  created_at: Date;
  disabled_at: Date | null;
};

function toMember(r: StaffRow): StaffMember {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email,
    role: r.role as StaffRole,
    active: r.active,
    hasPassword: r.password_hash !== null,
    createdAt: new Date(r.created_at),
    disabledAt: r.disabled_at ? new Date(r.disabled_at) : null,
  };
}

/** Staff accounts, links, wrong-password counts and sessions in PostgreSQL (migration 1765300000000). */
@Injectable()
export class TypeOrmStaffRepository extends StaffRepository {
  private readonly sql: Sql;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async add(staff: { name: string; email: string; role: StaffRole }, link: PasswordLink, at: Date): Promise<AddStaffResult> {
    return inTransaction(this.dataSource, async (sql) => {
      const taken = await sql<{ name_taken: boolean }>(
        `SELECT lower(name) = lower($1) AS name_taken FROM staff_members WHERE lower(name) = lower($1) OR lower(email) = lower($2) ORDER BY 1 DESC LIMIT 1`,
        [staff.name, staff.email],
      );
      if (taken.length > 0) return rollback<AddStaffResult>({ outcome: taken[0].name_taken ? 'name-taken' : 'email-taken' });
      const rows = await sql<StaffRow>(
        `INSERT INTO staff_members (name, email, role, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING *`,
        [staff.name, staff.email, staff.role, at],
      );
      if (rows.length === 0) return rollback<AddStaffResult>({ outcome: 'name-taken' });
      await this.insertLink(sql, rows[0].id, link);
      return { outcome: 'added', staff: toMember(rows[0]) };
    });
  }

  async addLink(staffId: number, link: PasswordLink): Promise<void> {
    await inTransaction(this.dataSource, async (sql) => {
      await sql(`DELETE FROM staff_password_links WHERE staff_id = $1`, [staffId]);
      await this.insertLink(sql, staffId, link);
    });
  }

  private async insertLink(sql: Sql, staffId: number, link: PasswordLink): Promise<void> {
    await sql(`INSERT INTO staff_password_links (token_hash, staff_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
      link.tokenHash,
      staffId,
      link.createdAt,
      link.expiresAt,
    ]);
  }

  async list(): Promise<StaffMember[]> {
    return (await this.sql<StaffRow>(`SELECT * FROM staff_members ORDER BY lower(name)`)).map(toMember);
  }

  async findByName(name: string): Promise<StaffCredentials | null> {
    const [row] = await this.sql<StaffRow>(`SELECT * FROM staff_members WHERE lower(name) = lower($1) OR lower(email) = lower($1) ORDER BY (lower(name) = lower($1)) DESC LIMIT 1`, [name]);
    return row ? { ...toMember(row), passwordHash: row.password_hash } : null;
  }

  async disable(name: string, at: Date): Promise<StaffMember | null> {
    return inTransaction(this.dataSource, async (sql) => {
      const rows = await sql<StaffRow>(
        `UPDATE staff_members SET active = false, disabled_at = COALESCE(disabled_at, $2) WHERE lower(name) = lower($1) RETURNING *`,
        [name, at],
      );
      if (rows.length === 0) return null;
      await sql(`DELETE FROM staff_sessions WHERE staff_id = $1`, [rows[0].id]);
      await sql(`DELETE FROM staff_password_links WHERE staff_id = $1`, [rows[0].id]);
      return toMember(rows[0]);
    });
  }

  async findLink(tokenHash: string, at: Date): Promise<StaffMember | null> {
    const [row] = await this.sql<StaffRow>(
      `SELECT s.* FROM staff_password_links l JOIN staff_members s ON s.id = l.staff_id
        WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2 AND s.active`,
      [tokenHash, at],
    );
    return row ? toMember(row) : null;
  }

  async usePasswordLink(tokenHash: string, passwordHash: string, at: Date): Promise<boolean> {
    return inTransaction(this.dataSource, async (sql) => {
      const used = await sql<{ staff_id: number }>(
        `UPDATE staff_password_links SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
            AND staff_id IN (SELECT id FROM staff_members WHERE active)
          RETURNING staff_id`,
        [tokenHash, at],
      );
      if (used.length === 0) return false;
      const id = used[0].staff_id;
      await sql(`UPDATE staff_members SET password_hash = $2 WHERE id = $1`, [id, passwordHash]);
      await sql(`DELETE FROM staff_sign_in_failures WHERE name_key = $1`, [`staff:${id}`]);
      // A new password ends the sessions signed in with the old one.
      await sql(`DELETE FROM staff_sessions WHERE staff_id = $1`, [id]);
      return true;
    });
  }

  async lockedUntil(key: SignInKey, at: Date): Promise<Date | null> {
    const [row] = await this.sql<{ until: Date | null }>(
      `SELECT max(locked_until) AS until FROM staff_sign_in_failures WHERE name_key = $1 AND client_key = $2 AND locked_until > $3`,
      [key.name, key.client, at],
    );
    return row?.until ? new Date(row.until) : null;
  }

  async recordFailure(key: SignInKey, at: Date, windowStart: Date, threshold: number, lockUntil: Date): Promise<boolean> {
    return inTransaction(this.dataSource, async (sql) => {
      // A transaction lock on the key makes concurrent wrong passwords count one after the other.
      await sql(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${key.name}|${key.client}`]);
      const [row] = await sql<{ id: string }>(`INSERT INTO staff_sign_in_failures (name_key, client_key, at) VALUES ($1, $2, $3) RETURNING id`, [key.name, key.client, at]);
      // Counted afresh after a lock: only the failures since the last one that locked.
      const [{ n }] = await sql<{ n: string }>(
        `SELECT count(*) AS n FROM staff_sign_in_failures f
          WHERE f.name_key = $1 AND f.client_key = $2 AND f.at > $3
            AND f.id > coalesce((SELECT max(id) FROM staff_sign_in_failures l WHERE l.name_key = $1 AND l.client_key = $2 AND l.locked_until IS NOT NULL), 0)`,
        [key.name, key.client, windowStart],
      );
      if (Number(n) < threshold) return false;
      await sql(`UPDATE staff_sign_in_failures SET locked_until = $2 WHERE id = $1`, [row.id, lockUntil]);
      return true;
    });
  }

  async clearFailures(key: SignInKey): Promise<void> {
    await this.sql(`DELETE FROM staff_sign_in_failures WHERE name_key = $1 AND client_key = $2`, [key.name, key.client]);
  }

  async createSession(tokenHash: string, staffId: number, csrfToken: string, at: Date): Promise<void> {
    await this.sql(`INSERT INTO staff_sessions (token_hash, staff_id, csrf_token, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)`, [
      tokenHash,
      staffId,
      csrfToken,
      at,
    ]);
  }

  async findSession(tokenHash: string, idleSince: Date, startedSince: Date): Promise<StaffSession | null> {
    const [row] = await this.sql<StaffRow & { csrf_token: string; session_created_at: Date; last_seen_at: Date }>(
      `SELECT s.*, x.csrf_token, x.created_at AS session_created_at, x.last_seen_at
         FROM staff_sessions x JOIN staff_members s ON s.id = x.staff_id
        WHERE x.token_hash = $1`,
      [tokenHash],
    );
    if (!row) return null;
    if (!row.active || new Date(row.last_seen_at) <= idleSince || new Date(row.session_created_at) <= startedSince) {
      await this.deleteSession(tokenHash);
      return null;
    }
    return { staff: toMember(row), csrfToken: row.csrf_token, createdAt: new Date(row.session_created_at), lastSeenAt: new Date(row.last_seen_at) };
  }

  async touchSession(tokenHash: string, at: Date): Promise<void> {
    await this.sql(`UPDATE staff_sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2`, [tokenHash, at]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.sql(`DELETE FROM staff_sessions WHERE token_hash = $1`, [tokenHash]);
  }

  async purgeExpired(idleSince: Date, startedSince: Date, now: Date, failuresBefore: Date): Promise<number> {
    const sessions = await this.sql(`DELETE FROM staff_sessions WHERE last_seen_at <= $1 OR created_at <= $2 RETURNING 1`, [idleSince, startedSince]);
    const links = await this.sql(`DELETE FROM staff_password_links WHERE expires_at <= $1 OR used_at IS NOT NULL RETURNING 1`, [now]);
    const failures = await this.sql(
      `DELETE FROM staff_sign_in_failures WHERE at <= $1 AND (locked_until IS NULL OR locked_until <= $2) RETURNING 1`,
      [failuresBefore, now],
    );
    return sessions.length + links.length + failures.length;
  }
}
