import { Injectable, Logger } from '@nestjs/common';
import { ValidationError } from '../../domain/errors.js';
import { parseEuros, parseRoute, parseSeason, parseServiceKey, parseTiers, type SeasonInput } from '../../domain/pricing/price-changes.js';
import { requirePricedCar } from '../../domain/pricing/price-tables.js';
import { Clock } from '../ports/clock.js';
import { CatalogueRepository, type CatalogueChange, type PriceChange } from '../ports/catalogue.repository.js';
import type { PriceTables } from '../../domain/pricing/price-tables.js';
import { CurrentPrices } from './current-prices.service.js';
import { toChangeView, type PriceChangeView } from './price-list.service.js';

/**
 * The managers' price changes (CLI `prices set`, `fees set`, `services set`, `seasons add|remove`;
 * `/staff/prices`): each checked by the domain against the current tables, stored with who, when,
 * before and after, and used by every instance within seconds (CurrentPrices). Bad input changes
 * nothing. `preview` answers what a change would make of the tables without storing it.
 */
@Injectable()
export class ChangePricesService {
  private readonly logger = new Logger(ChangePricesService.name);

  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly prices: CurrentPrices,
    private readonly clock: Clock,
  ) {}

  async setRates(car: unknown, tiers: unknown, by: string): Promise<PriceChangeView> {
    const rates = parseTiers(tiers);
    return this.change(by, ({ tables }) => ({ kind: 'tiers', car: requirePricedCar(tables, String(car ?? ''), 'car').name, tiers: rates }));
  }

  async setFee(from: unknown, to: unknown, eur: unknown, by: string): Promise<PriceChangeView> {
    const route = parseRoute(from, to);
    const fee = parseEuros(eur, 'fee');
    return this.change(by, () => ({ kind: 'fee', route, fee }));
  }

  async setService(key: unknown, eur: unknown, by: string): Promise<PriceChangeView> {
    const service = parseServiceKey(key);
    const price = parseEuros(eur, 'price');
    return this.change(by, () => ({ kind: 'service', key: service, price }));
  }

  async addSeason(input: SeasonInput, by: string): Promise<PriceChangeView> {
    return this.change(by, ({ tables }) => ({ kind: 'season-add', season: parseSeason(input, tables) }));
  }

  async removeSeason(name: unknown, by: string): Promise<PriceChangeView> {
    return this.change(by, ({ tables }) => {
      const wanted = String(name ?? '').trim().toLowerCase();
      const season = tables.seasons.find((s) => s.name.toLowerCase() === wanted);
      if (!season) {
        const known = tables.seasons.map((s) => `"${s.name}"`).join(', ') || 'none';
        throw new ValidationError([{ field: 'name', type: 'invalid', message: `no season named "${String(name ?? '')}" (seasons: ${known})` }]);
      }
      return { kind: 'season-remove', name: season.name };
    });
  }

  private async change(by: string, decide: (current: { tables: PriceTables }) => CatalogueChange): Promise<PriceChangeView> {
    const who = by.trim().slice(0, 100) || 'unknown';
    const change: PriceChange = await this.catalogue.change(who, this.clock.now(), decide);
    this.prices.invalidate();
    this.logger.log(`price change by ${who}: ${change.subject}`);
    return toChangeView(change);
  }
}
