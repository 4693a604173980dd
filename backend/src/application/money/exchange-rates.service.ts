import { Injectable, Logger } from '@nestjs/common';
import { InvalidDateError } from '../../domain/errors.js';
import { checkFeedRates, checkManualRates, parseNbgRates, parseRate, type ExchangeRates } from '../../domain/money/rates.js';
import { isIsoDate, todayInTbilisi } from '../../domain/shared/dates.js';
import { Clock } from '../ports/clock.js';
import { MoneyRepository, type StoredRates } from '../ports/money.repository.js';
import { RatesSource } from '../ports/rates-source.js';

/** The rates as printed (`rentals rates show --json`): GEL per one unit, decimals as numbers. */
export type RatesView = { date: string; eur: number; usd: number; source: 'nbg' | 'manual'; updatedAt: string };

export function toRatesView(r: StoredRates): RatesView {
  return { date: r.date, eur: Number(r.eur), usd: Number(r.usd), source: r.source, updatedAt: r.updatedAt.toISOString() };
}

/**
 * The National Bank of Georgia's exchange rates (docs/product.md, "Payments and charges"): shown,
 * fetched from NBG_RATES_URL (the daily job and `rentals rates fetch`) or set by hand. A file that
 * is not the bank's format changes nothing: the last good rates stay, and the reason is logged.
 */
@Injectable()
export class ExchangeRatesService {
  private readonly logger = new Logger('ExchangeRates');

  constructor(
    private readonly money: MoneyRepository,
    private readonly source: RatesSource,
    private readonly clock: Clock,
  ) {}

  async list(limit = 10): Promise<RatesView[]> {
    return (await this.money.listRates(limit)).map(toRatesView);
  }

  /** The rates valid today (Tbilisi), else the latest earlier ones; null when none is stored. */
  today(): Promise<ExchangeRates | null> {
    return this.money.ratesOn(todayInTbilisi(this.clock.now()));
  }

  /** The newest stored rates (by the day they are valid from). */
  private async last(): Promise<ExchangeRates | null> {
    const [last] = await this.money.listRates(1);
    return last ? { date: last.date, eur: last.eur, usd: last.usd } : null;
  }

  /** Reads the bank's rates and stores them; throws Error with the reason (nothing stored) when the answer is not usable. */
  async fetch(): Promise<ExchangeRates> {
    let rates: ExchangeRates;
    try {
      rates = parseNbgRates(await this.source.fetchJson());
      checkFeedRates(rates, await this.last());
    } catch (e) {
      const reason = (e as Error).message;
      this.logger.warn(`NBG rates not updated, the last good rates stay: ${reason}`);
      throw new Error(`The National Bank's rates were not updated (the last good rates stay): ${reason}`);
    }
    await this.money.saveRates(rates, 'nbg');
    this.logger.log(`NBG rates of ${rates.date}: EUR ${rates.eur} GEL, USD ${rates.usd} GEL`);
    return rates;
  }

  /**
   * Rates typed by staff (`rentals rates set`), e.g. when the bank cannot be reached: within 1–10
   * lari, and a change of more than 20 % from the last stored rates only with `force`.
   */
  async set(input: { date: unknown; eur: unknown; usd: unknown; force?: boolean }): Promise<ExchangeRates> {
    if (!isIsoDate(input.date)) throw new InvalidDateError(String(input.date ?? ''), 'date');
    const rates = { date: input.date, eur: parseRate(input.eur, 'eur'), usd: parseRate(input.usd, 'usd') };
    checkManualRates(rates, await this.last(), input.force === true);
    await this.money.saveRates(rates, 'manual');
    return rates;
  }
}
