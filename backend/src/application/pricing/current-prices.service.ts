import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { PriceTables } from '../../domain/pricing/price-tables.js';
import { CatalogueRepository } from '../ports/catalogue.repository.js';

/** How long an instance uses its copy of the price tables before it compares the version again. */
export const PRICE_CHECK_MS = 1000;

/**
 * The price tables every quote, booking and page of this instance uses: a copy in memory, checked
 * against the database's version number at most once a second (one cheap SELECT) and reloaded when
 * it changed, so a change made anywhere (another instance, the CLI) is used here within about a
 * second. Concurrent callers share one check. When the database does not answer, the last copy is
 * used (quotes keep working); with no copy yet, the error goes to the caller, so the copy is read
 * when the application starts.
 */
@Injectable()
export class CurrentPrices implements OnApplicationBootstrap {
  private readonly logger = new Logger(CurrentPrices.name);
  private tables: PriceTables | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<PriceTables> | null = null;

  constructor(private readonly catalogue: CatalogueRepository) {}

  get(): Promise<PriceTables> {
    if (this.tables && Date.now() - this.checkedAt < PRICE_CHECK_MS) return Promise.resolve(this.tables);
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.get().catch((e: unknown) => this.logger.warn(`price tables not read at start (${e instanceof Error ? e.message : String(e)})`));
  }

  /** The next `get` checks the version (after a change made by this process). */
  invalidate(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private async refresh(): Promise<PriceTables> {
    try {
      const version = await this.catalogue.version();
      if (!this.tables || this.tables.version !== version) this.tables = await this.catalogue.tables();
      this.checkedAt = Date.now();
      return this.tables;
    } catch (e) {
      if (!this.tables) throw e;
      this.logger.warn(`price tables not checked (${e instanceof Error ? e.message : String(e)}); using version ${this.tables.version}`);
      return this.tables;
    }
  }
}
