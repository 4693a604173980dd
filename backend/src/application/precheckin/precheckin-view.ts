import type { DocumentKind, DocumentType } from '../../domain/precheckin/precheckin.js';
import type { StoredPrecheckin } from '../ports/precheckin.repository.js';

/**
 * The pre-check-in as the customer's booking page shows it: whether it can be sent (or changed) now,
 * and what was sent, each document by kind, type, size and time only (its content never goes back
 * to the customer).
 */
export type PrecheckinView = {
  open: boolean;
  internationalPermit: boolean;
  secondDriver: string | null;
  licenceNumber: string | null;
  passportNumber: string | null;
  documents: { kind: DocumentKind; contentType: DocumentType; bytes: number; uploadedAt: string }[];
};

export function toPrecheckinView(stored: StoredPrecheckin | null, open: boolean): PrecheckinView {
  return {
    open,
    internationalPermit: stored?.internationalPermit ?? false,
    secondDriver: stored?.secondDriver ?? null,
    licenceNumber: stored?.licenceNumber ?? null,
    passportNumber: stored?.passportNumber ?? null,
    documents: (stored?.documents ?? []).map((d) => ({ kind: d.kind, contentType: d.contentType, bytes: d.bytes, uploadedAt: d.uploadedAt.toISOString() })),
  };
}
