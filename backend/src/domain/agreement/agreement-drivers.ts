import { ValidationError } from '../errors.js';

/** The drivers and documents the agreement names (docs/staff.md): from the pre-check-in, or typed by staff at check-out. */
export type AgreementDrivers = { secondDriver: string | null; licenceNumber: string | null; passportNumber: string | null };

export const DOCUMENT_NUMBER_MAX_LENGTH = 40;
const DOCUMENT_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} \-/.]*$/u;

/** A driving licence or passport number: optional; letters, digits, spaces, `-`, `/`, `.`; at most 40 characters. */
export function parseDocumentNumber(raw: unknown, field: 'licenceNumber' | 'passportNumber'): string | null {
  if (raw === undefined || raw === null) return null;
  const text = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : null;
  if (text === null) throw new ValidationError([{ field, type: 'invalid', message: 'the document number is text' }]);
  if (text === '') return null;
  if ([...text].length > DOCUMENT_NUMBER_MAX_LENGTH) throw new ValidationError([{ field, type: 'max', message: `the document number must be at most ${DOCUMENT_NUMBER_MAX_LENGTH} characters` }]);
  if (!DOCUMENT_NUMBER.test(text)) throw new ValidationError([{ field, type: 'format', message: 'the document number may hold letters, digits, spaces, "-", "/" and "." only' }]);
  return text;
}
