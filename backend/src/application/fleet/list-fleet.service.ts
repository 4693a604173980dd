import type { Vehicle } from '../../domain/catalogue/fleet.js';
import { carKey } from '../../domain/catalogue/cars.js';
import { fleetVehicleIn } from '../../domain/catalogue/fleet-texts.js';
import { photoFallbackWidth, photoUrl, type SiteCarPhotos } from '../../domain/catalogue/car-photos.js';
import { siteFleet } from '../../domain/catalogue/site-fleet.js';
import { PRICE_TIERS } from '../../domain/pricing/daily-rate.js';
import { deepFreeze } from '../../domain/shared/deep-freeze.js';
import { DEFAULT_PRICE_TABLES, type PriceTables } from '../../domain/pricing/price-tables.js';
import { DEFAULT_LOCALE, type Locale } from '../../domain/site/locales.js';

/** A vehicle as GET /api/fleet and `rentals fleet` list it (one of a car's names: docs/architecture.md). */
export type FleetVehicleView = Vehicle & {
  tiers: { label: string; dailyRate: number }[];
  fromPrice: number;
  /** The vehicle's video on the video-hosting service (VIDEO_IDS), null when none is configured. */
  videoId: string | null;
};

/** The site's car photos and a version that changes with them (CarPhotosService.sitePhotos). */
export type FleetPhotos = { version: string; photos: SiteCarPhotos };

/** The width of the photo URLs the fleet gives (the cards' size). */
const FLEET_PHOTO_WIDTH = 960;

/**
 * The vehicles of the site with their prices per band from the current price tables (a car a
 * manager hid is left out) and their photos (a car with photos: `image` its first, `gallery` all,
 * as `/photos/...webp`; else the drawings). A plain class (no framework import); CoreModule builds
 * it with the configured video ids, the current prices and the photos.
 */
export class ListFleetService {
  private cached = new Map<string, readonly FleetVehicleView[]>();

  constructor(
    private readonly videoIds: Readonly<Record<string, string>> = {},
    private readonly prices: () => Promise<PriceTables> = () => Promise.resolve(DEFAULT_PRICE_TABLES),
    private readonly photos: () => Promise<FleetPhotos> = () => Promise.resolve({ version: 'none', photos: {} }),
  ) {}

  /** The same frozen list until the price tables or the photos change; the cars' texts in `locale` (an added car's else English). */
  async execute(locale: Locale = DEFAULT_LOCALE): Promise<readonly FleetVehicleView[]> {
    const [tables, photos] = await Promise.all([this.prices(), this.photos()]);
    const key = `${tables.version}|${photos.version}|${locale}`;
    const hit = tables.version !== 0 ? this.cached.get(key) : undefined;
    if (hit) return hit;
    const views = deepFreeze(fleetViews(tables, this.videoIds, photos.photos, locale));
    if (!this.cached.has(key)) this.cached = new Map([...this.cached].filter(([k]) => k.startsWith(`${tables.version}|${photos.version}|`)));
    this.cached.set(key, views);
    return views;
  }
}

/**
 * The cars of the site (the specification's and the added ones, descriptions and Key Features in
 * `locale` as the site shows them), with the tables' rates (basePrice: 1-3 days; "from": the lowest band) and their photos where they have some.
 */
export function fleetViews(tables: PriceTables, videoIds: Readonly<Record<string, string>> = {}, photos: SiteCarPhotos = {}, locale: Locale = DEFAULT_LOCALE): FleetVehicleView[] {
  return siteFleet(tables, locale).flatMap((fleetCar) => {
    const v = fleetVehicleIn(fleetCar, locale);
    const car = tables.cars.find((c) => carKey(c.name) === carKey(v.carType));
    if (!car) return [];
    const own = (photos[v.carType] ?? []).map((p) => photoUrl(p, photoFallbackWidth(p, FLEET_PHOTO_WIDTH), 'webp'));
    return [
      {
        ...v,
        image: own[0] ?? v.image,
        basePrice: car.tiers[0],
        gallery: own.length > 0 ? own : [...v.gallery],
        specs: [...v.specs],
        tiers: PRICE_TIERS.map((tier, i) => ({ label: tier.label, dailyRate: car.tiers[i] })),
        fromPrice: Math.min(...car.tiers),
        videoId: videoIds[v.id] ?? null,
      },
    ];
  });
}
