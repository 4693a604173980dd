import { Injectable } from '@nestjs/common';
import { RatesSource } from '../../application/ports/rates-source.js';
import { AppConfig } from '../../config/app-config.js';

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;

/**
 * GET NBG_RATES_URL with a time limit; the answer must be JSON of at most 1 MB: a larger
 * Content-Length is refused before a byte is read, and the body is read as it arrives and dropped
 * once it passes 1 MB (a 600 MB answer once took the CLI to 1.38 GB). Redirects are followed only
 * within the same host (and scheme and port).
 */
@Injectable()
export class NbgHttpRatesSource extends RatesSource {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async fetchJson(): Promise<unknown> {
    const text = await this.download(new URL(this.config.nbgRatesUrl));
    try {
      return JSON.parse(text);
    } catch {
      throw new Error('the answer is not JSON');
    }
  }

  private async download(first: URL): Promise<string> {
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    let url = first;
    for (let redirects = 0; ; redirects++) {
      let res: Response;
      try {
        res = await fetch(url, { headers: { accept: 'application/json' }, signal, redirect: 'manual' });
      } catch (e) {
        throw new Error(`${url.host} could not be reached (${(e as Error).message})`);
      }
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        const location = res.headers.get('location');
        const next = location ? new URL(location, url) : null;
        if (!next || next.origin !== first.origin) throw new Error(`${url.host} redirects to another host (${next?.host ?? 'nowhere'}): not followed`);
        if (redirects >= MAX_REDIRECTS) throw new Error(`${url.host} redirects more than ${MAX_REDIRECTS} times`);
        url = next;
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`${url.host} answered HTTP ${res.status}`);
      }
      return readCapped(res, signal);
    }
  }
}

/** The body as text, refused (and the connection dropped) as soon as it is larger than MAX_BYTES. */
async function readCapped(res: Response, signal: AbortSignal): Promise<string> {
  const tooLarge = () => new Error('the answer is larger than 1 MB');
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > MAX_BYTES) {
    await res.body?.cancel();
    throw tooLarge();
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BYTES) {
        await reader.cancel();
        throw tooLarge();
      }
      parts.push(value);
    }
  } catch (e) {
    if (signal.aborted) throw new Error(`the answer did not arrive within ${TIMEOUT_MS / 1000} s`);
    throw e;
  }
  return new TextDecoder().decode(Buffer.concat(parts));
}
