import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ExchangeRatesService } from '../../../application/money/exchange-rates.service.js';
import { HttpSettings } from '../http-settings.js';

/** How old the rate the pages carry may get before a page request reads it again. */
export const SITE_RATE_TTL_MS = 60_000;

/**
 * The National Bank's latest EUR rate in the pages' configuration (`<meta name="app-config">`,
 * `eurGel`), so that the site shows "≈ ₾…" under each total with no request of its own: read at
 * start, then again when a page is asked for and the value is older than a minute (never waited for).
 */
@Injectable()
export class SiteRates implements OnApplicationBootstrap {
  private readonly logger = new Logger('SiteRates');
  private readAt = 0;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly rates: ExchangeRatesService,
    private readonly settings: HttpSettings,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
  }

  /** Reads the rate again when it is older than SITE_RATE_TTL_MS (in the background). */
  touch(now = Date.now()): void {
    if (now - this.readAt >= SITE_RATE_TTL_MS && !this.reading) void this.refresh();
  }

  refresh(): Promise<void> {
    this.reading ??= this.rates
      .today()
      .then((r) => {
        this.settings.publicConfig.eurGel = r ? Number(r.eur) : null;
        this.readAt = Date.now();
      })
      .catch((e: unknown) => this.logger.warn(`the EUR rate for the site could not be read: ${(e as Error).message}`))
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}
