import type { BandRates, PriceTables, Season } from '../../domain/pricing/price-tables.js';
import type { ServiceKey } from '../../domain/booking/services.js';
import type { InsuranceType } from '../../domain/booking/insurance-prices.js';
import type { CarTexts } from '../../domain/catalogue/site-fleet.js';

/** A car of the catalogue as stored (rates in EUR; one of a car's names: docs/architecture.md). */
export type CatalogueCar = {
  name: string;
  tiers: BandRates;
  /** One of the cars of the site (shown and bookable). */
  fleet: boolean;
  /** Not offered any more; its bookings are kept. */
  hidden: boolean;
  carClass: string | null;
  seats: number | null;
  texts: Partial<Record<string, CarTexts>>;
};

/** One change of the catalogue: who, when, what, before → after. */
export type PriceChange = { id: number; at: Date; by: string; subject: string; before: unknown; after: unknown };

export type CatalogueChange =
  | { kind: 'tiers'; car: string; tiers: BandRates }
  | { kind: 'fee'; route: string; fee: number }
  | { kind: 'service'; key: ServiceKey; price: number }
  | { kind: 'insurance'; type: InsuranceType; price: number }
  | { kind: 'season-add'; season: Season }
  | { kind: 'season-remove'; name: string }
  | { kind: 'car-add'; car: CatalogueCar }
  | { kind: 'car-edit'; name: string; car: CatalogueCar };

/** The catalogue in PostgreSQL (migration 1766400000000-catalogue.ts; docs/architecture.md). */
export abstract class CatalogueRepository {
  /** The number every change raises (one cheap query). */
  abstract version(): Promise<number>;
  /** Every price the rules read, with the version they belong to. */
  abstract tables(): Promise<PriceTables>;
  /** Every car with its rates, details and texts, hidden ones too, in catalogue order. */
  abstract cars(): Promise<CatalogueCar[]>;
  /** The changes, newest first. */
  abstract history(limit: number): Promise<PriceChange[]>;
  /**
   * One change under the catalogue's lock: `decide` sees the current tables and cars and answers the
   * change, or throws to refuse it (nothing changed). The change, its history row (before → after)
   * and the raised version are one transaction.
   */
  abstract change(by: string, at: Date, decide: (current: { tables: PriceTables; cars: CatalogueCar[] }) => CatalogueChange): Promise<PriceChange>;
}
