/**
 * Pre-check-in documents are stored in the database (docs/product.md §13), so `rentals backup` holds them and
 * `rentals restore` brings them back byte for byte, with the permit flag and the second driver.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { BackupService } from '../../src/application/backup/backup.service.js';
import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { PrecheckinDocumentsService } from '../../src/application/precheckin/precheckin-documents.service.js';
import { SubmitPrecheckinService } from '../../src/application/precheckin/submit-precheckin.service.js';
import { createCoreTestContext, type CoreTestContext } from '../support/core-context.js';
import { bookingRequest } from '../support/fixtures.js';
import { pngImage } from '../support/png.mjs';

describe('backup and restore of pre-check-ins', () => {
  let source: CoreTestContext;
  let target: CoreTestContext;
  const dir = mkdtempSync(join(tmpdir(), 'rentals-precheckin-backup-'));

  beforeAll(async () => {
    source = await createCoreTestContext();
    target = await createCoreTestContext();
  });
  afterAll(async () => {
    // Last made, first closed: each context restores the environment the one before it set.
    await target?.close();
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the backup holds the documents, and a restore brings them back with the form', async () => {
    const created = await source.module.get(CreateBookingService).create(bookingRequest({ customerName: 'Ana Lomidze' }));
    const token = created.bookingPage.split('/').pop()!;
    // Every byte value, quotes and backslashes included, after the PDF signature.
    const pdf = new Uint8Array([...Buffer.from('%PDF-1.4\n'), ...Array.from({ length: 256 }, (_, i) => i), 0x27, 0x5c, 0x0a]);
    await source.module.get(SubmitPrecheckinService).execute(token, {
      internationalPermit: 'on',
      secondDriver: "Seán O'Brien",
      documents: [
        { kind: 'licence', data: new Uint8Array(pngImage()) },
        { kind: 'passport', data: pdf },
      ],
    });

    const file = join(dir, 'backup.sql');
    const summary = await source.module.get(BackupService).backupTo(file);
    expect(summary.tables).toMatchObject({ precheckin_documents: 2, booking_precheckins: 1 });
    expect(summary.migrations).toContain('Precheckin1765400000000');
    const dump = readFileSync(file, 'utf8');
    expect(dump).toContain(Buffer.from(pdf).toString('hex'));

    await target.module.get(BackupService).restoreFrom(file);
    const sql = (text: string) => target.module.get(DataSource).query(text) as Promise<Record<string, unknown>[]>;
    expect(await sql(`SELECT kind, content_type, byte_size, encode(data, 'hex') AS hex FROM precheckin_documents ORDER BY kind`)).toEqual([
      { kind: 'licence', content_type: 'image/png', byte_size: pngImage().length, hex: pngImage().toString('hex') },
      { kind: 'passport', content_type: 'application/pdf', byte_size: pdf.length, hex: Buffer.from(pdf).toString('hex') },
    ]);
    const restored = await target.module.get(PrecheckinDocumentsService).forBooking(created.booking.reference);
    expect(restored).toMatchObject({ internationalPermit: true, secondDriver: "Seán O'Brien", documents: [{ kind: 'licence' }, { kind: 'passport' }] });
    const passport = await target.module.get(PrecheckinDocumentsService).document(created.booking.reference, String(restored!.documents[1].id));
    expect(Buffer.from(passport!.data).equals(Buffer.from(pdf))).toBe(true);
  });
});
