import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AdminTokenStore } from '../../../application/ports/admin-token.store.js';
import { AppConfig } from '../../../config/app-config.js';
import { poolSql, type Sql } from '../transaction.js';

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
/** 192 random bits, base64url (32 characters). */
const newToken = () => randomBytes(24).toString('base64url');

/** Compares two SHA-256 hex digests in constant time. */
function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === 32 && y.length === 32 && timingSafeEqual(x, y);
}

/** The `admin_token` table: one row, the SHA-256 (hex) of the generated token. */
@Injectable()
export class TypeOrmAdminTokenStore extends AdminTokenStore {
  private readonly sql: Sql;

  constructor(
    dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    super();
    this.sql = poolSql(dataSource);
  }

  async createIfAbsent(): Promise<string | null> {
    const token = newToken();
    // The primary key (always 1) lets exactly one of concurrent inserts through.
    const rows = await this.sql<{ id: number }>(`INSERT INTO admin_token (id, token_sha256) VALUES (1, $1) ON CONFLICT (id) DO NOTHING RETURNING id`, [sha256Hex(token)]);
    return rows.length === 1 ? token : null;
  }

  async rotate(): Promise<string> {
    const token = newToken();
    await this.sql(
      `INSERT INTO admin_token (id, token_sha256) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET token_sha256 = EXCLUDED.token_sha256, created_at = now()`,
      [sha256Hex(token)],
    );
    return token;
  }

  async matches(presented: string): Promise<boolean> {
    const digest = sha256Hex(presented);
    if (this.config.adminToken) return sameDigest(digest, sha256Hex(this.config.adminToken));
    const [row] = await this.sql<{ token_sha256: string }>(`SELECT token_sha256 FROM admin_token WHERE id = 1`);
    return Boolean(row) && sameDigest(digest, row.token_sha256.trim());
  }
}
