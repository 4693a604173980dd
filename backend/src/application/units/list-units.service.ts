import { Injectable } from '@nestjs/common';
import { UnitRepository } from '../ports/unit.repository.js';
import { toUnitView, type UnitView } from './unit-view.js';

/** Every unit of the fleet, retired ones too, in fleet order then by label. */
@Injectable()
export class ListUnitsService {
  constructor(private readonly units: UnitRepository) {}

  async execute(): Promise<UnitView[]> {
    return (await this.units.list()).map(toUnitView);
  }
}
