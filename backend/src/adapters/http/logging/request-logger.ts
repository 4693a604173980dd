import type { NextFunction, Request, Response } from 'express';

/** Anything that looks like an e-mail address or a phone number never reaches the log. */
export function redact(raw: string): string {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // keep the raw text when it is not valid percent-encoding
  }
  return text
    .replace(/[^\s/@?&=]+@[^\s/@?&=]+/g, '[redacted]')
    .replace(/(?:%2B|\+)?\d[\d\s().-]{7,}\d/gi, '[redacted]');
}

export type LogSink = (line: string) => void;

/**
 * One structured JSON line per request, written when the answer is finished:
 * time, method, path (without the query string), status and duration in ms.
 */
export function requestLogger(sink: LogSink = (line) => process.stdout.write(`${line}\n`)) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const path = redact((req.originalUrl ?? req.url).split('?')[0]);
      sink(
        JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? 'error' : 'info',
          msg: 'request',
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        }),
      );
    });
    next();
  };
}
