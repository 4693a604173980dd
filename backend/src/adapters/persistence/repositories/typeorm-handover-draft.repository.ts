import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandoverDraftRepository, type DraftOwner, type HandoverDraft } from '../../../application/ports/handover-draft.repository.js';
import type { HandoverKind } from '../../../domain/handover/handover.js';
import { poolSql, type Sql } from '../transaction.js';

const bytes = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/** `handover_drafts`: a refused handover form's photos (bytea[]) and signature. */
@Injectable()
export class TypeOrmHandoverDraftRepository extends HandoverDraftRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async find(idHash: string, owner: DraftOwner, now: Date): Promise<HandoverDraft | null> {
    const [row] = await this.sql<{ booking_id: string; kind: HandoverKind; session_key: string; photos: Buffer[] | null; signature_png: Buffer | null; expires_at: Date }>(
      `SELECT booking_id, kind, session_key, photos, signature_png, expires_at FROM handover_drafts
        WHERE id_hash = $1 AND booking_id = $2 AND kind = $3 AND session_key = $4 AND expires_at > $5`,
      [idHash, owner.bookingId, owner.kind, owner.sessionKey, now],
    );
    if (!row) return null;
    return {
      idHash,
      bookingId: row.booking_id,
      kind: row.kind,
      sessionKey: row.session_key,
      photos: (row.photos ?? []).map((p) => new Uint8Array(p)),
      signaturePng: row.signature_png ? new Uint8Array(row.signature_png) : null,
      expiresAt: new Date(row.expires_at),
    };
  }

  async save(d: HandoverDraft, createdAt: Date, replacing?: string): Promise<void> {
    await this.sql(
      `WITH gone AS (DELETE FROM handover_drafts WHERE id_hash = $8)
       INSERT INTO handover_drafts (id_hash, booking_id, kind, session_key, photos, signature_png, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5::bytea[], $6, $7, $9)`,
      [d.idHash, d.bookingId, d.kind, d.sessionKey, d.photos.map(bytes), d.signaturePng ? bytes(d.signaturePng) : null, createdAt, replacing ?? '', d.expiresAt],
    );
  }

  async delete(idHash: string): Promise<void> {
    await this.sql(`DELETE FROM handover_drafts WHERE id_hash = $1`, [idHash]);
  }

  async purge(now: Date): Promise<number> {
    const rows = await this.sql<{ id_hash: string }>(
      `DELETE FROM handover_drafts d
        WHERE d.expires_at <= $1 OR EXISTS (SELECT 1 FROM booking_handovers h WHERE h.booking_id = d.booking_id AND h.kind = d.kind)
        RETURNING d.id_hash`,
      [now],
    );
    return rows.length;
  }
}
