import { writeSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';

/** What may hide an e-mail address (an @, maybe percent-encoded) or a phone number (9+ digits). */
const MAY_HOLD_CONTACT = /[@%]|\d[\d\s().-]{7,}\d/;

/** Anything that looks like an e-mail address or a phone number never reaches the log. */
export function redact(raw: string): string {
  // Most paths hold neither: skip the decoding and the two replacements (the request log's hot path).
  if (!MAY_HOLD_CONTACT.test(raw)) return raw;
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
 * Stdout, one write per turn of the event loop: under load the lines of all requests answered in
 * one turn go out in one system call instead of one each (the profile of docs/performance.md).
 * Lines still waiting when the process exits are written synchronously.
 */
export function batchedStdout(): LogSink {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', () => {
    if (pending.length) writeSync(1, pending.join(''));
  });
  return (line) => {
    pending.push(`${line}\n`);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

/**
 * One structured JSON line per request, written when the answer is finished:
 * time, method, path (without the query string), status and duration in ms.
 */
export function requestLogger(sink: LogSink = batchedStdout()) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    res.once('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const url = req.originalUrl ?? req.url;
      const query = url.indexOf('?');
      const path = redact(query < 0 ? url : url.slice(0, query));
      const status = res.statusCode;
      // The same text as JSON.stringify of { time, level, msg, method, path, status, ms }, without
      // building the object first (this runs for every request).
      sink(
        `{"time":"${new Date().toISOString()}","level":"${status >= 500 ? 'error' : 'info'}","msg":"request","method":${JSON.stringify(req.method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}}`,
      );
    });
    next();
  };
}
