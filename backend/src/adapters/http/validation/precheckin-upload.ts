import type { Request, Response } from 'express';
import multer from 'multer';
import { readUploaded, uploadStorage } from '../uploads/upload-limits.js';
import { holdsNul } from './nul-bytes.js';
import type { PrecheckinSubmission } from '../../../application/precheckin/submit-precheckin.service.js';
import { documentType, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, PRECHECKIN_BODY_MAX_BYTES, PRECHECKIN_FIELDS_MAX_BYTES } from '../../../domain/precheckin/precheckin.js';

/** Why a pre-check-in request could not be read (the body's content is checked by the domain afterwards). */
type UploadRefusal = {
  status: 400 | 411 | 413 | 415;
  /** `document-size`: one file over the limit (the body was read to its end, so a page may follow). */
  reason: 'not-multipart' | 'length-required' | 'body-too-large' | 'document-size' | 'malformed';
  message: string;
};

const MB = 1024 * 1024;

/**
 * The pre-check-in form (multipart/form-data), its files on disk while they arrive (UploadGate
 * removes them after the answer): at most one file per document kind of at most 10 MB, the two
 * text fields; any other part is refused.
 */
const parse = multer({
  storage: uploadStorage(),
  limits: { fileSize: DOCUMENT_MAX_BYTES, files: DOCUMENT_KINDS.length, fields: 6, parts: DOCUMENT_KINDS.length + 6, fieldSize: PRECHECKIN_FIELDS_MAX_BYTES, headerPairs: 20 },
}).fields(DOCUMENT_KINDS.map((name) => ({ name, maxCount: 1 })));

/**
 * Whether the request may be read at all, decided from its headers alone: multipart, with a
 * Content-Length (every browser sends one for a form) no larger than PRECHECKIN_BODY_MAX_BYTES.
 * A longer body is refused before a byte of it is read; `Connection: close` then spares the server
 * from reading it to keep the connection.
 */
export function uploadHeadersRefusal(req: Request, res: Response): UploadRefusal | null {
  if (!req.is('multipart/form-data')) {
    return { status: 415, reason: 'not-multipart', message: 'Send the pre-check-in as multipart/form-data.' };
  }
  const length = req.headers['content-length'];
  if (length === undefined || !/^\d{1,12}$/.test(length)) {
    res.setHeader('Connection', 'close');
    return { status: 411, reason: 'length-required', message: 'Send the pre-check-in with a Content-Length.' };
  }
  if (Number(length) > PRECHECKIN_BODY_MAX_BYTES) {
    res.setHeader('Connection', 'close');
    return {
      status: 413,
      reason: 'body-too-large',
      message: `The pre-check-in is too large: at most ${DOCUMENT_MAX_BYTES / MB} MB per document, ${Math.floor(PRECHECKIN_BODY_MAX_BYTES / MB)} MB in all.`,
    };
  }
  return null;
}

type Parts = { body?: Record<string, unknown>; files?: Record<string, { path: string; size: number }[]> };

/**
 * Reads the form (after `uploadHeadersRefusal` let it through): the fields and the files by kind, an
 * empty file input (no file chosen) left out. A file over 10 MB, an unknown or repeated part, or a
 * broken body is a refusal; nothing of it is kept.
 */
export async function readPrecheckinUpload(req: Request, res: Response): Promise<{ form: PrecheckinSubmission } | { refusal: UploadRefusal }> {
  try {
    await new Promise<void>((resolve, reject) => parse(req, res, (err: unknown) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve())));
  } catch (e) {
    if (e instanceof multer.MulterError && e.code === 'LIMIT_FILE_SIZE') {
      return { refusal: { status: 413, reason: 'document-size', message: `A document is larger than ${DOCUMENT_MAX_BYTES / MB} MB.` } };
    }
    const detail = e instanceof multer.MulterError ? `${e.message}${e.field ? ` (${e.field.slice(0, 32)})` : ''}` : 'the form is not well formed';
    return { refusal: { status: 400, reason: 'malformed', message: `The pre-check-in form could not be read: ${detail}.` } };
  }
  const { body = {}, files = {} } = req as Parts;
  if (holdsNul(body)) return { refusal: { status: 400, reason: 'malformed', message: 'The pre-check-in form could not be read: a field holds a NUL character.' } };
  const documents = await Promise.all(
    DOCUMENT_KINDS.flatMap((kind) => (files[kind] ?? []).filter((f) => f.size > 0).map(async (f) => ({ kind, data: await readUploaded(f, (head) => documentType(head) !== null) }))),
  );
  return { form: { internationalPermit: body.internationalPermit, secondDriver: body.secondDriver, licenceNumber: body.licenceNumber, passportNumber: body.passportNumber, documents } };
}
