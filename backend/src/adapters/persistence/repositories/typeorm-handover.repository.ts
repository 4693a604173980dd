import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandoverRepository, HandoverWrites, type HandoverPhoto, type NewHandover, type StoredHandover } from '../../../application/ports/handover.repository.js';
import type { HandoverKind } from '../../../domain/handover/handover.js';
import { poolSql, type Sql } from '../transaction.js';

type HandoverRow = {
  id: string;
  kind: HandoverKind;
  at: Date;
  staff_name: string;
  odometer_km: number;
  fuel_eighths: number;
  damage_notes: string;
  has_signature: boolean;
  fuel_lower: boolean;
  new_damage: boolean;
  photo_ids: string[] | null;
};

const bytes = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/** Reads `booking_handovers` and `handover_photos` (bytea); TypeOrmHandoverWrites writes them. */
@Injectable()
export class TypeOrmHandoverRepository extends HandoverRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async listFor(bookingId: string): Promise<{ checkOut: StoredHandover | null; checkIn: StoredHandover | null }> {
    const rows = await this.sql<HandoverRow>(
      `SELECT h.id, h.kind, h.at, h.staff_name, h.odometer_km, h.fuel_eighths, h.damage_notes,
              h.signature_png IS NOT NULL AS has_signature, h.fuel_lower, h.new_damage,
              (SELECT array_agg(p.id ORDER BY p.position) FROM handover_photos p WHERE p.handover_id = h.id) AS photo_ids
         FROM booking_handovers h WHERE h.booking_id = $1`,
      [bookingId],
    );
    const map = (r: HandoverRow | undefined): StoredHandover | null =>
      r
        ? {
            id: Number(r.id),
            kind: r.kind,
            at: new Date(r.at),
            staffName: r.staff_name,
            odometerKm: Number(r.odometer_km),
            fuelEighths: Number(r.fuel_eighths),
            damageNotes: r.damage_notes,
            hasSignature: r.has_signature,
            fuelLower: r.fuel_lower,
            newDamage: r.new_damage,
            photoIds: (r.photo_ids ?? []).map(Number),
            photoCount: (r.photo_ids ?? []).length,
          }
        : null;
    return { checkOut: map(rows.find((r) => r.kind === 'check-out')), checkIn: map(rows.find((r) => r.kind === 'check-in')) };
  }

  async photo(bookingId: string, photoId: number): Promise<HandoverPhoto | null> {
    const [row] = await this.sql<{ content_type: 'image/jpeg' | 'image/png'; data: Buffer }>(
      `SELECT p.content_type, p.data FROM handover_photos p JOIN booking_handovers h ON h.id = p.handover_id WHERE h.booking_id = $1 AND p.id = $2`,
      [bookingId, photoId],
    );
    return row ? { contentType: row.content_type, data: new Uint8Array(row.data) } : null;
  }

  async signature(bookingId: string, kind: HandoverKind): Promise<Uint8Array | null> {
    const [row] = await this.sql<{ signature_png: Buffer | null }>(`SELECT signature_png FROM booking_handovers WHERE booking_id = $1 AND kind = $2`, [bookingId, kind]);
    return row?.signature_png ? new Uint8Array(row.signature_png) : null;
  }

  async purgePhotos(returnedBefore: Date): Promise<number> {
    const rows = await this.sql<{ id: string }>(
      `DELETE FROM handover_photos p
        WHERE p.handover_id IN (
          SELECT h.id FROM booking_handovers h
           WHERE h.booking_id IN (SELECT booking_id FROM booking_handovers WHERE kind = 'check-in' AND at < $1 AND NOT new_damage))
        RETURNING p.id`,
      [returnedBefore],
    );
    return rows.length;
  }
}

/** Writes a handover with its photos inside a unit of work (with its history row and outbox messages). */
export class TypeOrmHandoverWrites extends HandoverWrites {
  constructor(private readonly sql: Sql) {
    super();
  }

  async add(bookingId: string, h: NewHandover): Promise<boolean> {
    const rows = await this.sql<{ id: string }>(
      `INSERT INTO booking_handovers (booking_id, kind, at, staff_name, odometer_km, fuel_eighths, damage_notes, signature_png, fuel_lower, new_damage)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (booking_id, kind) DO NOTHING RETURNING id`,
      [bookingId, h.kind, h.at, h.staffName, h.odometerKm, h.fuelEighths, h.damageNotes, h.signaturePng ? bytes(h.signaturePng) : null, h.fuelLower, h.newDamage],
    );
    if (rows.length === 0) return false;
    const id = rows[0].id;
    for (const [i, p] of h.photos.entries()) {
      await this.sql(`INSERT INTO handover_photos (handover_id, position, content_type, data) VALUES ($1, $2, $3, $4)`, [id, i, p.contentType, bytes(p.data)]);
    }
    return true;
  }
}
