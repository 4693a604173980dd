import { Controller, Get, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { SpeedReportService } from '../../../application/vitals/speed-report.service.js';
import { VITALS_WINDOWS_DAYS } from '../../../domain/vitals/vital-figures.js';
import { speedPage } from './speed-page.js';
import { StaffPageFilter } from './staff-page.filter.js';
import type { PageUser } from './staff-pages.js';
import { sendPage } from './staff-responses.js';
import { Roles, StaffUser, StaffUserGuard } from './staff-user.guard.js';

/** /staff/speed (docs/staff.md): what real visitors waited for, the last 7 and 28 days; managers only. */
@Controller('staff/speed')
@UseGuards(StaffUserGuard)
@Roles(['manager'], 'Only a manager can see the speed figures.', ['/staff', 'Today'])
@UseFilters(StaffPageFilter)
export class StaffSpeedController {
  constructor(private readonly report: SpeedReportService) {}

  @Get()
  async show(@Res() res: Response, @StaffUser() user: PageUser): Promise<void> {
    const reports = await Promise.all(VITALS_WINDOWS_DAYS.map((days) => this.report.execute(days)));
    sendPage(res, 200, speedPage(user, reports));
  }
}
