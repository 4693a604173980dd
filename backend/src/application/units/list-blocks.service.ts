import { Injectable } from '@nestjs/common';
import { Clock } from '../ports/clock.js';
import { UnitRepository } from '../ports/unit.repository.js';
import { loadUnit, toBlockView, type BlockView } from './unit-view.js';

/** Maintenance blocks by start: the current and coming ones, or `all` (past and removed too); of one unit if given. */
@Injectable()
export class ListBlocksService {
  constructor(
    private readonly units: UnitRepository,
    private readonly clock: Clock,
  ) {}

  async execute(filter: { label?: unknown; all?: boolean } = {}): Promise<BlockView[]> {
    const unit = filter.label === undefined || filter.label === null || filter.label === '' ? null : await loadUnit(this.units, filter.label);
    const blocks = await this.units.listBlocks({ unitId: unit?.id, endingAfter: this.clock.now(), all: filter.all === true });
    return blocks.map(toBlockView);
  }
}
