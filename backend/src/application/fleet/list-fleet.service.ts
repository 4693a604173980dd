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
  constructor(private readonly videoIds: Readonly<Record<string, string>> = {}) {}

  execute(): FleetVehicleView[] {
    return FLEET.map((v) => ({
      ...v,
      gallery: [...v.gallery],
      specs: [...v.specs],
      tiers: showcaseTiers(v.basePrice),
      fromPrice: fromPrice(v.basePrice),
      videoId: this.videoIds[v.id] ?? null,
    }));
  }
}
