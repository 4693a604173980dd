import { Injectable } from '@nestjs/common';
import { RatesSource } from '../../application/ports/rates-source.js';
import { AppConfig } from '../../config/app-config.js';

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;

/** GET NBG_RATES_URL with a time limit; the answer must be JSON of at most 1 MB. */
@Injectable()
export class NbgHttpRatesSource extends RatesSource {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async fetchJson(): Promise<unknown> {
    const url = this.config.nbgRatesUrl;
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    } catch (e) {
      throw new Error(`${new URL(url).host} could not be reached (${(e as Error).message})`);
    }
    if (!res.ok) throw new Error(`${new URL(url).host} answered HTTP ${res.status}`);
    const text = await res.text();
    if (text.length > MAX_BYTES) throw new Error('the answer is larger than 1 MB');
    try {
      return JSON.parse(text);
    } catch {
      throw new Error('the answer is not JSON');
    }
  }
}
