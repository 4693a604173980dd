import { writeSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import { beforeExitFlush } from '../../lifecycle/exit-when-flushed.js';

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

/**
 * The secret segment of a link, in any case and after any number of slashes: the customer's
 * booking page (`/b/<token>`, `/ru/b/<token>/keep`, `/api/bookings/manage/<token>/verify`), whoever
 * has it can cancel the booking; a staff set-password link (`/staff/set-password/<token>`).
 */
const TOKEN_SEGMENT = /(\/(?:b|manage|set-password)\/+)[^/]+/gi;

function maskTokens(path: string): string {
  return path.replace(TOKEN_SEGMENT, '$1[token]');
}

/** A request path as logged: every link token replaced (before and after decoding), contact details redacted. */
export function loggedPath(path: string): string {
  return maskTokens(redact(maskTokens(path)));
}

export type LogSink = (line: string) => void;
/** A sink that holds lines back for a while; `flush` writes them now. */
export type BatchedSink = LogSink & { flush(): void };

/** Buffered request lines go out at the latest after this long, or once this many bytes wait. */
const FLUSH_AFTER_MS = 100;
const FLUSH_AT_BYTES = 32 * 1024;

/**
 * Stdout, written in batches: the lines of the requests answered within 100 ms (or 32 KB of them)
 * go out in one write instead of one system call each, which was a tenth of the quote request's
 * CPU time under load (bench/results/2026-11-23-api-floor.md). A line is at most 100 ms late. Lines still waiting
 * are written before the process ends: by exitWhenFlushed (graceful stop), else synchronously
 * on 'exit'.
 */
export function batchedStdout(): BatchedSink {
  let pending: string[] = [];
  let bytes = 0;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    bytes = 0;
    process.stdout.write(text);
  };
  beforeExitFlush(flush);
  process.once('exit', () => {
    if (pending.length) writeSync(1, pending.join(''));
  });
  const sink = (line: string) => {
    pending.push(`${line}\n`);
    bytes += line.length + 1;
    if (bytes >= FLUSH_AT_BYTES) flush();
    else if (!timer) {
      timer = setTimeout(flush, FLUSH_AFTER_MS);
      timer.unref();
    }
  };
  return Object.assign(sink, { flush });
}

let processStdout: BatchedSink | null = null;

/**
 * The process's one batched stdout: the request lines and the server's own JSON log lines
 * (StartLogger) share it, so they come out in the order they were logged.
 */
export function sharedStdout(): BatchedSink {
  return (processStdout ??= batchedStdout());
}

/**
 * One structured JSON line per request, written when the answer is finished:
 * time, method, path (without the query string), status and duration in ms.
 */
export function requestLogger(sink: LogSink = sharedStdout()) {
  // The time text changes once a millisecond: under load many lines share it.
  let lastMs = 0;
  let lastTime = '';
  const timeText = (): string => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      lastTime = new Date(now).toISOString();
    }
    return lastTime;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    // `on`, not `once`: 'finish' comes once per response, and `once` wraps and unwraps a listener.
    res.on('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const url = req.originalUrl ?? req.url;
      const query = url.indexOf('?');
      const path = loggedPath(query < 0 ? url : url.slice(0, query));
      const status = res.statusCode;
      // The same text as JSON.stringify of { time, level, msg, method, path, status, ms }, without
      // building the object first (this runs for every request).
      sink(
        `{"time":"${timeText()}","level":"${status >= 500 ? 'error' : 'info'}","msg":"request","method":${JSON.stringify(req.method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}}`,
      );
    });
    next();
  };
}
