import { Injectable, Logger } from '@nestjs/common';
import { UnitConflictError } from '../../domain/errors.js';
import { UnitRepository } from '../ports/unit.repository.js';
import { loadUnit, toUnitView, type UnitView } from './unit-view.js';

/** Puts a retired unit back in service (a unit retired by mistake, a car back from a long repair). */
@Injectable()
export class ReactivateUnitService {
  private readonly logger = new Logger(ReactivateUnitService.name);

  constructor(private readonly units: UnitRepository) {}

  async execute(label: unknown): Promise<UnitView> {
    const unit = await loadUnit(this.units, label);
    if (unit.active) throw new UnitConflictError(`Unit ${unit.label} is in service already; nothing to change`, [unit.label]);
    const back = await this.units.reactivate(unit.id);
    this.logger.log(`unit ${unit.label} back in service`);
    return toUnitView(back);
  }
}
