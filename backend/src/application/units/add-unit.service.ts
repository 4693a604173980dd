import { Injectable, Logger } from '@nestjs/common';
import { requireFleetCar, requireUnitLabel } from '../../domain/availability/units.js';
import { UnitConflictError } from '../../domain/errors.js';
import { siteCars } from '../../domain/catalogue/site-fleet.js';
import { Clock } from '../ports/clock.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';
import { UnitRepository } from '../ports/unit.repository.js';
import { toUnitView, type UnitView } from './unit-view.js';

/** Adds a unit (a physical car) of one of the cars of the site (an added one too); the label must be new. */
@Injectable()
export class AddUnitService {
  private readonly logger = new Logger(AddUnitService.name);

  constructor(
    private readonly units: UnitRepository,
    private readonly clock: Clock,
    private readonly prices: CurrentPrices,
  ) {}

  async execute(input: { carType: unknown; label: unknown }): Promise<UnitView> {
    const carType = requireFleetCar(input.carType, 'carType', siteCars(await this.prices.get()));
    const label = requireUnitLabel(input.label);
    const added = await this.units.add({ label, carType }, this.clock.now());
    if (!added) {
      const existing = await this.units.findByLabel(label);
      const what = existing ? `a ${existing.carType}${existing.active ? '' : ', retired'}` : 'another unit';
      throw new UnitConflictError(`The label ${label} is taken already (${what}); labels are unique`, [label]);
    }
    this.logger.log(`unit ${added.label} (${added.carType}) added`);
    return toUnitView(added);
  }
}
