import { Injectable, Logger } from '@nestjs/common';
import { parseBlockRequest } from '../../domain/availability/blocks.js';
import { describeHolds, holdName } from '../../domain/availability/holds.js';
import { RuleViolationError, UnitConflictError } from '../../domain/errors.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { Clock } from '../ports/clock.js';
import { UnitRepository } from '../ports/unit.repository.js';
import { loadUnit, toBlockView, type BlockView } from './unit-view.js';

/**
 * Takes a unit off the road for whole days (maintenance, repair): a block holds it like a
 * booking, so no booking can get it then. Refused, naming them, when bookings or other blocks
 * hold it for part of that time.
 */
@Injectable()
export class BlockUnitService {
  private readonly logger = new Logger(BlockUnitService.name);

  constructor(
    private readonly units: UnitRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { label: unknown; from: unknown; to: unknown; reason?: unknown }): Promise<BlockView> {
    const now = this.clock.now();
    const request = parseBlockRequest(input, todayInTbilisi(now));
    const unit = await loadUnit(this.units, input.label);
    if (!unit.active) throw new RuleViolationError(`Unit ${unit.label} is retired; only units in service can be blocked`, 'label');
    const result = await this.units.addBlock(unit.id, request.period, request.reason, now);
    if (result.outcome === 'unit-retired') throw new RuleViolationError(`Unit ${unit.label} is retired; only units in service can be blocked`, 'label');
    if (result.outcome === 'conflict') {
      throw new UnitConflictError(
        `Unit ${unit.label} is held from ${request.from} to ${request.to} by ${describeHolds(result.holds)}. Move those bookings to another unit first, or choose other days`,
        result.holds.map(holdName),
      );
    }
    this.logger.log(`unit ${unit.label} blocked from ${request.from} to ${request.to} (block ${result.block.id})`);
    return toBlockView(result.block);
  }
}
