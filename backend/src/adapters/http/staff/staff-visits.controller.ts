import { Controller, Get, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ClearVisitsService } from '../../../application/visits/clear-visits.service.js';
import { ListVisitsService } from '../../../application/visits/list-visits.service.js';
import { StaffPageFilter } from './staff-page.filter.js';
import { visitsPage, type PageUser } from './staff-pages.js';
import { flashOf, seeOther, sendPage } from './staff-responses.js';
import { Roles, StaffUser, StaffUserGuard } from './staff-user.guard.js';

/** The site's visit records (/staff/visits): every staff member reads them, a manager deletes them all. */
@Controller('staff/visits')
@UseGuards(StaffUserGuard)
@UseFilters(StaffPageFilter)
export class StaffVisitsController {
  constructor(
    private readonly listVisits: ListVisitsService,
    private readonly clearVisits: ClearVisitsService,
  ) {}

  @Get()
  async show(@Res() res: Response, @StaffUser() user: PageUser, @Query('done') done?: string): Promise<void> {
    sendPage(res, 200, visitsPage(user, await this.listVisits.execute({ limit: 200 }), flashOf(done)));
  }

  /** As the admin page's "delete all". */
  @Post('clear')
  @Roles(['manager'], 'Only a manager can delete the visit records.')
  async clear(@Res() res: Response): Promise<void> {
    await this.clearVisits.execute();
    seeOther(res, '/staff/visits?done=cleared');
  }
}
