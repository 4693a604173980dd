import { Injectable } from '@nestjs/common';
import { INSURANCE_TYPES, type InsuranceType } from '../../domain/booking/insurance-prices.js';
import type { ServicePrice } from '../../domain/booking/service-prices.js';
import { SERVICE_KEYS, type ServiceKey } from '../../domain/booking/services.js';
import { LOCATIONS, routeKey } from '../../domain/catalogue/locations.js';
import { carKey } from '../../domain/catalogue/cars.js';
import { siteCars } from '../../domain/catalogue/site-fleet.js';
import { PRICE_TIERS } from '../../domain/pricing/daily-rate.js';
import type { BandRates, PriceTables, Season } from '../../domain/pricing/price-tables.js';
import { CatalogueRepository, type PriceChange } from '../ports/catalogue.repository.js';

export type PriceListView = {
  version: number;
  bands: string[];
  /** Every car of the catalogue; `onSite`: shown on the site and bookable (siteCars), else priced only. */
  cars: { name: string; tiers: BandRates; onSite: boolean }[];
  deliveryFees: { from: string; to: string; fee: number }[];
  services: ({ key: ServiceKey } & ServicePrice)[];
  insurance: { type: InsuranceType; perDay: number }[];
  seasons: Season[];
};

export type PriceChangeView = { id: number; at: string; by: string; subject: string; before: unknown; after: unknown };

export function toPriceListView(t: PriceTables): PriceListView {
  const routes: { from: string; to: string; fee: number }[] = [];
  for (const [i, a] of LOCATIONS.entries()) {
    for (const b of LOCATIONS.slice(i)) routes.push({ from: a, to: b, fee: t.deliveryFees[routeKey(a, b)] ?? 0 });
  }
  const onSite = new Set(siteCars(t).map((c) => carKey(c.name)));
  return {
    version: t.version,
    bands: PRICE_TIERS.map((tier) => tier.label),
    cars: t.cars.map((c) => ({ name: c.name, tiers: c.tiers, onSite: onSite.has(carKey(c.name)) })),
    deliveryFees: routes,
    services: SERVICE_KEYS.map((key) => ({ key, ...t.services[key] })),
    insurance: INSURANCE_TYPES.map((type) => ({ type, perDay: t.insurance[type] })),
    seasons: [...t.seasons],
  };
}

/** The price tables as stored (`rentals prices show`, `seasons list`, the managers' page) and their history. */
@Injectable()
export class PriceListService {
  constructor(private readonly catalogue: CatalogueRepository) {}

  async show(): Promise<PriceListView> {
    return toPriceListView(await this.catalogue.tables());
  }

  async seasons(): Promise<Season[]> {
    return [...(await this.catalogue.tables()).seasons];
  }

  async history(limit = 200): Promise<PriceChangeView[]> {
    return (await this.catalogue.history(limit)).map(toChangeView);
  }
}

export function toChangeView(c: PriceChange): PriceChangeView {
  return { id: c.id, at: c.at.toISOString(), by: c.by, subject: c.subject, before: c.before, after: c.after };
}
