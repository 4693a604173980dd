import { ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import { ListFleetService } from '../../../application/fleet/list-fleet.service.js';

@ApiTags('fleet')
@Controller('api/fleet')
export class FleetController {
  constructor(private readonly listFleet: ListFleetService) {}

  /** The five fleet vehicles with their per-tier daily rates and "from" price. */
  @Get()
  list(): ReturnType<ListFleetService['execute']> {
    return this.listFleet.execute();
  }
}
