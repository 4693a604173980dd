import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { fleetAvailability, parseAvailabilityQuery, type Availability, type AvailabilityQuery } from '../../domain/availability/availability.js';
import { bookingHoldPeriod } from '../../domain/availability/hold-period.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { Clock } from '../ports/clock.js';
import { UnitRepository } from '../ports/unit.repository.js';
import { siteCars } from '../../domain/catalogue/site-fleet.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';

/**
 * How many units of each car of the site are free for a rental (GET /api/availability, `rentals
 * availability`): free means no booking or block holds it for any part of pickup to return plus
 * the turnaround, the same period a booking would hold. No personal data in the answer.
 */
@Injectable()
export class CheckAvailabilityService {
  constructor(
    private readonly units: UnitRepository,
    private readonly clock: Clock,
    private readonly config: AppSettings,
    private readonly prices: CurrentPrices,
  ) {}

  async execute(raw: Partial<Record<keyof AvailabilityQuery, unknown>>): Promise<Availability> {
    const query = parseAvailabilityQuery(raw, todayInTbilisi(this.clock.now()));
    const [counts, tables] = await Promise.all([this.units.availability(bookingHoldPeriod(query, this.config.turnaroundHours)), this.prices.get()]);
    return fleetAvailability(
      query,
      counts,
      siteCars(tables).map((c) => c.name),
    );
  }
}
