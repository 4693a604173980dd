import { Injectable, Logger } from '@nestjs/common';
import { BlockNotFoundError, UnitConflictError } from '../../domain/errors.js';
import { Clock } from '../ports/clock.js';
import { UnitRepository } from '../ports/unit.repository.js';
import { toBlockView, type BlockView } from './unit-view.js';

/** Ends a maintenance block (the car is back early, or the block was a mistake): the unit is free again. */
@Injectable()
export class RemoveBlockService {
  private readonly logger = new Logger(RemoveBlockService.name);

  constructor(
    private readonly units: UnitRepository,
    private readonly clock: Clock,
  ) {}

  async execute(rawId: unknown): Promise<BlockView> {
    const text = typeof rawId === 'number' ? String(rawId) : typeof rawId === 'string' ? rawId.trim().replace(/^#/, '') : '';
    if (!/^\d{1,9}$/.test(text)) throw new BlockNotFoundError(String(rawId ?? ''));
    const id = Number(text);
    const removed = await this.units.removeBlock(id, this.clock.now());
    if (!removed) {
      const block = await this.units.findBlock(id);
      if (!block) throw new BlockNotFoundError(text);
      throw new UnitConflictError(`Block ${id} of unit ${block.unitLabel} was removed already; nothing to change`, [`block ${id}`]);
    }
    this.logger.log(`block ${id} of unit ${removed.unitLabel} removed`);
    return toBlockView(removed);
  }
}
