import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Controller, Delete, Get, Query, UseGuards } from '@nestjs/common';
import { ClearVisitsService } from '../../../application/visits/clear-visits.service.js';
import { ListVisitsService } from '../../../application/visits/list-visits.service.js';
import { VisitsListQuery } from '../dto/visits-list.query.js';
import { AdminTokenGuard } from '../guards/admin-token.guard.js';

/** The admin visit list (docs/product.md §2); needs Authorization: Bearer <ADMIN_TOKEN>. */
@ApiTags('admin')
@ApiBearerAuth('admin')
@Controller('api/ip/visits')
@UseGuards(AdminTokenGuard)
export class VisitsController {
  constructor(
    private readonly listVisits: ListVisitsService,
    private readonly clearVisits: ClearVisitsService,
  ) {}

  @Get()
  async list(@Query() query: VisitsListQuery) {
    return { visits: await this.listVisits.execute({ limit: query.limit }) };
  }

  @Delete()
  clear() {
    return this.clearVisits.execute();
  }
}
