import { Controller, Get } from '@nestjs/common';
import { ListFleetService } from '../../../application/fleet/list-fleet.service.js';

@Controller('api/fleet')
export class FleetController {
  constructor(private readonly listFleet: ListFleetService) {}

  /** The five fleet vehicles with their per-tier daily rates and "from" price. */
  @Get()
  list(): ReturnType<ListFleetService['execute']> {
    return this.listFleet.execute();
  }
}
