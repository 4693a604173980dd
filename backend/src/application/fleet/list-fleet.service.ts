import { FLEET, type Vehicle } from '../../domain/catalogue/fleet.js';
import { fromPrice, showcaseTiers } from '../../domain/pricing/showcase.js';

export type FleetVehicleView = Vehicle & {
  tiers: { label: string; dailyRate: number }[];
  fromPrice: number;
  /** The vehicle's video on the video-hosting service (VIDEO_IDS), null when none is configured. */
  videoId: string | null;
};

/**
 * The five vehicles of the site with their prices per tier. A plain class (no framework import) so
 * the CLI's `fleet` uses it without booting Nest; CoreModule builds it with the configured video ids.
 */
export class ListFleetService {
  private views: readonly FleetVehicleView[] | null = null;

  constructor(private readonly videoIds: Readonly<Record<string, string>> = {}) {}

  /**
   * The same list for the life of the process (it depends only on the catalogue and the
   * configuration), worked out once and frozen, instead of on every GET /api/fleet.
   */
  execute(): readonly FleetVehicleView[] {
    this.views ??= deepFreeze(
      FLEET.map((v) => ({
        ...v,
        gallery: [...v.gallery],
        specs: [...v.specs],
        tiers: showcaseTiers(v.basePrice),
        fromPrice: fromPrice(v.basePrice),
        videoId: this.videoIds[v.id] ?? null,
      })),
    );
    return this.views;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
