import { Injectable, Logger } from '@nestjs/common';
import { describeHolds, holdName } from '../../domain/availability/holds.js';
import { UnitConflictError } from '../../domain/errors.js';
import { Clock } from '../ports/clock.js';
import { UnitRepository } from '../ports/unit.repository.js';
import { loadUnit, toUnitView, type UnitView } from './unit-view.js';

/**
 * Takes a unit out of service (sold, written off). Refused, naming them, while it holds bookings
 * that are not over yet: move them to another unit first. Its past bookings keep their unit.
 */
@Injectable()
export class RetireUnitService {
  private readonly logger = new Logger(RetireUnitService.name);

  constructor(
    private readonly units: UnitRepository,
    private readonly clock: Clock,
  ) {}

  async execute(label: unknown): Promise<UnitView> {
    const unit = await loadUnit(this.units, label);
    if (!unit.active) throw new UnitConflictError(`Unit ${unit.label} is retired already; nothing to change`, [unit.label]);
    const result = await this.units.retire(unit.id, this.clock.now());
    if (result.outcome === 'busy') {
      const refs = result.holds.map(holdName);
      throw new UnitConflictError(
        `Unit ${unit.label} still holds ${result.holds.length} booking${result.holds.length === 1 ? '' : 's'} that ${result.holds.length === 1 ? 'is' : 'are'} not over: ${describeHolds(result.holds)}. Move or cancel ${result.holds.length === 1 ? 'it' : 'them'} first`,
        refs,
      );
    }
    this.logger.log(`unit ${unit.label} retired`);
    return toUnitView(result.unit);
  }
}
