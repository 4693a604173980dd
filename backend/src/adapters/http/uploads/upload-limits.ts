import { mkdirSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  Module,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { AppConfig } from '../../../config/app-config.js';
import { clientOf } from '../guards/rate-limit.guard.js';
import { UploadGarbage } from './upload-garbage.js';

/**
 * The limits every upload (multipart body) passes (docs/operations.md, "Uploads"), each a setting,
 * 0 = off: at most `perClient` at once per client address (IPv6 per /64) and `total` at once in
 * all, else 429; a body must arrive at `minBytesPerSecond` or more, measured over the last
 * `graceSeconds` once the first `graceSeconds` have passed, else its connection is ended.
 */
export type UploadLimitSettings = { perClient: number; total: number; minBytesPerSecond: number; graceSeconds: number };

/** Where multer puts the files of a request while it is being answered (removed after). */
export const UPLOAD_TMP_DIR = join(tmpdir(), 'rentals-uploads');

/**
 * multer's storage for every upload route: files go to UPLOAD_TMP_DIR on disk as they arrive,
 * never held in memory while a slow client sends them. UploadGate removes them when the answer ends.
 */
export function uploadStorage(): multer.StorageEngine {
  mkdirSync(UPLOAD_TMP_DIR, { recursive: true, mode: 0o700 });
  return multer.diskStorage({ destination: UPLOAD_TMP_DIR });
}

/** How much of a stored file `readUploaded` looks at before reading it whole. */
const HEAD_BYTES = 16;

/**
 * A file multer stored, read whole once the request has arrived (only then is it in memory). With
 * `wanted`, its first bytes are read first: a file they show to be of no accepted type is answered
 * as those bytes only (the domain refuses it by its content), never read whole.
 */
export async function readUploaded(file: { path: string }, wanted?: (head: Uint8Array) => boolean): Promise<Uint8Array> {
  if (wanted) {
    const handle = await open(file.path, 'r');
    try {
      const head = new Uint8Array(HEAD_BYTES);
      const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
      if (!wanted(head.subarray(0, bytesRead))) return head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }
  const data = await readFile(file.path);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

type WithFiles = Request & { file?: { path?: string }; files?: { path?: string }[] | Record<string, { path?: string }[]> };

function storedPaths(req: WithFiles): string[] {
  const files = [req.file, ...(Array.isArray(req.files) ? req.files : Object.values(req.files ?? {}).flat())];
  return files.flatMap((f) => (f?.path ? [f.path] : []));
}

/** The 429 of an upload over a limit: the body is not read, the connection closed after the answer. */
export function tooManyUploads(res: Response): HttpException {
  res.setHeader('Retry-After', '10');
  res.setHeader('Connection', 'close');
  return new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: 'Too many uploads at once. Try again in a few seconds.' }, HttpStatus.TOO_MANY_REQUESTS);
}

/** How often the transfer rate of a body is looked at. */
const RATE_CHECK_MS = 1000;

/**
 * Counts the uploads in progress (per client address and in all) in this process, watches the
 * transfer rate of their bodies, keeps the garbage of their bodies small while they arrive
 * (UploadGarbage), and removes their files from disk when their answer ends.
 */
export class UploadGate {
  private readonly perClient = new Map<string, number>();
  private inProgress = 0;

  constructor(
    readonly settings: UploadLimitSettings,
    private readonly garbage = new UploadGarbage(),
  ) {}

  /** Uploads in progress now (all clients). */
  get active(): number {
    return this.inProgress;
  }

  /**
   * Lets an upload in before its body is read: true, and it counts until its answer ends (or its
   * connection does); false when a limit is reached (answer 429 without reading the body).
   */
  enter(req: Request, res: Response): boolean {
    const { perClient, total } = this.settings;
    const client = clientOf(req);
    const mine = this.perClient.get(client) ?? 0;
    if ((total > 0 && this.inProgress >= total) || (perClient > 0 && mine >= perClient)) return false;
    this.inProgress++;
    this.perClient.set(client, mine + 1);
    this.garbage.start();
    const stopWatching = this.watchRate(req);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      stopWatching();
      this.garbage.stop();
      this.inProgress--;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
      for (const path of storedPaths(req as WithFiles)) void rm(path, { force: true }).catch(() => undefined);
    };
    res.once('finish', release);
    res.once('close', release);
    return true;
  }

  /** Ends the connection of a body slower than minBytesPerSecond over the last graceSeconds, after the first graceSeconds. */
  private watchRate(req: Request): () => void {
    const { minBytesPerSecond, graceSeconds } = this.settings;
    if (minBytesPerSecond <= 0 || graceSeconds <= 0) return () => undefined;
    const socket = req.socket;
    const samples: { at: number; bytes: number }[] = [{ at: Date.now(), bytes: socket.bytesRead }];
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) return clearInterval(timer);
      const now = { at: Date.now(), bytes: socket.bytesRead };
      samples.push(now);
      const windowStart = now.at - graceSeconds * 1000;
      if (samples[0].at > windowStart) return; // still within the first graceSeconds
      while (samples.length > 1 && samples[1].at <= windowStart) samples.shift();
      const from = samples[0];
      const rate = ((now.bytes - from.bytes) * 1000) / Math.max(1, now.at - from.at);
      if (rate < minBytesPerSecond) {
        clearInterval(timer);
        socket.destroy();
      }
    }, RATE_CHECK_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}

/**
 * The upload limits on a Nest route: put it before multer's interceptor, so nothing of the body is
 * read before the upload is let in:
 * `@UseInterceptors(UploadLimitsInterceptor, FilesInterceptor('photos', n, { storage: uploadStorage(), limits }))`,
 * then read each file with `readUploaded(file)`. Over a limit: 429 (Retry-After, Connection: close).
 */
@Injectable()
export class UploadLimitsInterceptor implements NestInterceptor {
  constructor(private readonly gate: UploadGate) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const res = http.getResponse<Response>();
    if (!this.gate.enter(http.getRequest<Request>(), res)) throw tooManyUploads(res);
    return next.handle();
  }
}

/** One UploadGate for the whole process (every upload route counts against the same limits): the HTTP and staff modules import this one module. */
@Module({
  providers: [
    {
      provide: UploadGate,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new UploadGate(config.uploadLimits),
    },
    UploadLimitsInterceptor,
  ],
  exports: [UploadGate, UploadLimitsInterceptor],
})
export class UploadLimitsModule {}
