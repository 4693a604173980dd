import type { NextFunction, Request, Response } from 'express';
import { validationBody } from '../../errors/error-body.js';

/** A NUL in a path or query, percent-encoded (a raw one never gets past Node's HTTP parser). */
const ENCODED_NUL = /%00/;

/** Whether a parsed body (JSON, or a form's fields) holds a NUL in any string or key, at any depth. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  for (const [key, v] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(v, depth + 1)) return true;
  return false;
}

const MESSAGE = 'The request holds a NUL character, which no field, path or parameter may contain';

/**
 * A NUL (U+0000) in the path, the query or a parsed body is a 400 before any route sees it:
 * PostgreSQL refuses NUL in text, so it would otherwise end as a 500 deep inside a use case. The
 * API answers in its JSON error shape; pages and forms with a plain text 400. Multipart fields
 * are checked where they are read (validation/upload-limits.ts).
 */
export function refuseNulBytes() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!ENCODED_NUL.test(req.url) && !holdsNul(req.body)) return next();
    const api = req.path === '/api' || req.path.startsWith('/api/');
    if (api) res.status(400).json(validationBody([{ field: 'request', type: 'format', message: MESSAGE }]));
    else res.status(400).type('text/plain').send(`Bad request: ${MESSAGE}.`);
  };
}
