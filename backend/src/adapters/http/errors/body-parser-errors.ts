import type { NextFunction, Request, Response } from 'express';
import { DATABASE_UNAVAILABLE, INTERNAL_ERROR, validationBody } from '../../errors/error-body.js';
import { isDatabaseUnavailable } from '../../errors/database-unavailable.js';

export const BODY_LIMIT = '32kb';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Express error handler for what fails before Nest's router: the JSON body parser (malformed JSON
 * -> 400, over 32 KB -> 413, unsupported charset -> 415) and the static/site middleware.
 * Answers the API's JSON error shape; never a stack trace.
 */
export function earlyErrorHandler(log: (message: string, error: unknown) => void) {
  return (err: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(err);
    const e = err as { type?: string; status?: number; statusCode?: number; body?: unknown };
    switch (e?.type) {
      case 'entity.parse.failed': {
        // The parser is strict: valid JSON that is not an object or array (null, "x", 3) fails too.
        const notAnObject = typeof e.body === 'string' && isJson(e.body);
        res.status(400).json(
          validationBody([
            notAnObject
              ? { field: 'body', type: 'type', message: 'The request body must be a JSON object' }
              : { field: 'body', type: 'format', message: 'The request body is not valid JSON' },
          ]),
        );
        return;
      }
      case 'entity.too.large':
        res.status(413).json({ statusCode: 413, message: `The request body is too large: the limit is 32 KB` });
        return;
      case 'encoding.unsupported':
      case 'charset.unsupported':
        res.status(415).json({ statusCode: 415, message: 'Unsupported body encoding: send UTF-8 JSON' });
        return;
      case 'request.aborted':
        res.status(400).json({ statusCode: 400, message: 'The request was aborted' });
        return;
    }
    const status = e?.status ?? e?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ statusCode: status, message: status === 404 ? 'Not found' : 'Bad request' });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      res.status(503).setHeader('Retry-After', '5').json({ statusCode: 503, message: DATABASE_UNAVAILABLE });
      return;
    }
    log('request failed before routing', err);
    res.status(500).json({ statusCode: 500, message: INTERNAL_ERROR });
  };
}
