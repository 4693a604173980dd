import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  PrecheckinRepository,
  type PrecheckinForm,
  type PrecheckinDocument,
  type StoredPrecheckin,
} from '../../../application/ports/precheckin.repository.js';
import type { DocumentKind, DocumentType } from '../../../domain/precheckin/precheckin.js';
import { inTransaction, poolSql, type Sql } from '../transaction.js';

const bytes = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/** The bookings whose pre-check-in is past keeping ($1: return dates before, $2: cancelled before). */
const EXPIRED_BOOKINGS = `SELECT id FROM bookings WHERE return_date < $1::date OR (status = 'cancelled' AND cancelled_at < $2)`;

/** `booking_precheckins` and `precheckin_documents` (bytea). */
@Injectable()
export class TypeOrmPrecheckinRepository extends PrecheckinRepository {
  private readonly sql: Sql;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async find(bookingId: string): Promise<StoredPrecheckin | null> {
    const [form] = await this.sql<{ international_permit: boolean; second_driver: string | null; licence_number: string | null; passport_number: string | null; updated_at: Date }>(
      `SELECT international_permit, second_driver, licence_number, passport_number, updated_at FROM booking_precheckins WHERE booking_id = $1`,
      [bookingId],
    );
    const documents = await this.sql<{ id: string; kind: DocumentKind; content_type: DocumentType; byte_size: number; uploaded_at: Date }>(
      `SELECT id, kind, content_type, byte_size, uploaded_at FROM precheckin_documents WHERE booking_id = $1 ORDER BY kind, id`,
      [bookingId],
    );
    if (!form && documents.length === 0) return null;
    return {
      internationalPermit: form?.international_permit ?? false,
      secondDriver: form?.second_driver ?? null,
      licenceNumber: form?.licence_number ?? null,
      passportNumber: form?.passport_number ?? null,
      updatedAt: form ? new Date(form.updated_at) : null,
      documents: documents.map((d) => ({ id: Number(d.id), kind: d.kind, contentType: d.content_type, bytes: Number(d.byte_size), uploadedAt: new Date(d.uploaded_at) })),
    };
  }

  async save(bookingId: string, form: PrecheckinForm, at: Date): Promise<void> {
    await inTransaction(this.dataSource, async (sql) => {
      await sql(
        `INSERT INTO booking_precheckins (booking_id, international_permit, second_driver, licence_number, passport_number, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (booking_id) DO UPDATE SET international_permit = EXCLUDED.international_permit, second_driver = EXCLUDED.second_driver,
           licence_number = EXCLUDED.licence_number, passport_number = EXCLUDED.passport_number, updated_at = EXCLUDED.updated_at`,
        [bookingId, form.internationalPermit, form.secondDriver, form.licenceNumber ?? null, form.passportNumber ?? null, at],
      );
      for (const d of form.documents) {
        await sql(`DELETE FROM precheckin_documents WHERE booking_id = $1 AND kind = $2`, [bookingId, d.kind]);
        await sql(`INSERT INTO precheckin_documents (booking_id, kind, content_type, byte_size, data, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
          bookingId,
          d.kind,
          d.contentType,
          d.data.byteLength,
          bytes(d.data),
          at,
        ]);
      }
    });
  }

  async document(bookingId: string, documentId: number): Promise<PrecheckinDocument | null> {
    const [row] = await this.sql<{ kind: DocumentKind; content_type: DocumentType; data: Buffer }>(
      `SELECT kind, content_type, data FROM precheckin_documents WHERE booking_id = $1 AND id = $2`,
      [bookingId, documentId],
    );
    return row ? { kind: row.kind, contentType: row.content_type, data: new Uint8Array(row.data) } : null;
  }

  async purge(cutoffs: { returnDateBefore: string; cancelledBefore: Date }, dryRun: boolean): Promise<{ precheckins: number; documents: number }> {
    const params = [cutoffs.returnDateBefore, cutoffs.cancelledBefore];
    if (dryRun) {
      const [counts] = await this.sql<{ precheckins: number; documents: number }>(
        `SELECT (SELECT count(*)::int FROM precheckin_documents WHERE booking_id IN (${EXPIRED_BOOKINGS})) AS documents,
                (SELECT count(*)::int FROM (SELECT booking_id FROM precheckin_documents UNION SELECT booking_id FROM booking_precheckins) p
                  WHERE p.booking_id IN (${EXPIRED_BOOKINGS})) AS precheckins`,
        params,
      );
      return { precheckins: Number(counts.precheckins), documents: Number(counts.documents) };
    }
    return inTransaction(this.dataSource, async (sql) => {
      const documents = await sql<{ booking_id: string }>(`DELETE FROM precheckin_documents WHERE booking_id IN (${EXPIRED_BOOKINGS}) RETURNING booking_id`, params);
      const forms = await sql<{ booking_id: string }>(`DELETE FROM booking_precheckins WHERE booking_id IN (${EXPIRED_BOOKINGS}) RETURNING booking_id`, params);
      return { precheckins: new Set([...documents, ...forms].map((r) => r.booking_id)).size, documents: documents.length };
    });
  }
}
