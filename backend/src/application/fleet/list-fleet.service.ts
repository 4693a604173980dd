import type { Vehicle } from '../../domain/catalogue/fleet.js';
import { carKey } from '../../domain/catalogue/cars.js';
import { siteFleet } from '../../domain/catalogue/site-fleet.js';
import { PRICE_TIERS } from '../../domain/pricing/daily-rate.js';
import { DEFAULT_PRICE_TABLES, type PriceTables } from '../../domain/pricing/price-tables.js';

export type FleetVehicleView = Vehicle & {
  tiers: { label: string; dailyRate: number }[];
  fromPrice: number;
  /** The vehicle's video on the video-hosting service (VIDEO_IDS), null when none is configured. */
  videoId: string | null;
};

/**
 * The vehicles of the site with their prices per band from the current price tables (a car a
 * manager hid is left out). A plain class (no framework import); CoreModule builds it with the
 * configured video ids and the current prices.
 */
export class ListFleetService {
  private cached: { version: number; views: readonly FleetVehicleView[] } | null = null;

  constructor(
    private readonly videoIds: Readonly<Record<string, string>> = {},
    private readonly prices: () => Promise<PriceTables> = () => Promise.resolve(DEFAULT_PRICE_TABLES),
  ) {}

  /** The same frozen list until the price tables change. */
  async execute(): Promise<readonly FleetVehicleView[]> {
    const tables = await this.prices();
    if (this.cached?.version === tables.version && tables.version !== 0) return this.cached.views;
    const views = deepFreeze(fleetViews(tables, this.videoIds));
    this.cached = { version: tables.version, views };
    return views;
  }
}

/**
 * The cars of the site (the specification's and the added ones, English texts), with the tables' rates
 * (basePrice: 1-3 days; "from": the lowest band).
 */
export function fleetViews(tables: PriceTables, videoIds: Readonly<Record<string, string>> = {}): FleetVehicleView[] {
  return siteFleet(tables, 'en').flatMap((v) => {
    const car = tables.cars.find((c) => carKey(c.name) === carKey(v.carType));
    if (!car) return [];
    return [
      {
        ...v,
        basePrice: car.tiers[0],
        gallery: [...v.gallery],
        specs: [...v.specs],
        tiers: PRICE_TIERS.map((tier, i) => ({ label: tier.label, dailyRate: car.tiers[i] })),
        fromPrice: Math.min(...car.tiers),
        videoId: videoIds[v.id] ?? null,
      },
    ];
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
