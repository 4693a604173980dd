import { All, Controller, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { StaffPageFilter } from './staff-page.filter.js';
import { messagePage, type PageUser } from './staff-pages.js';
import { sendPage } from './staff-responses.js';
import { Anyone, OptionalStaffUser, StaffUserGuard } from './staff-user.guard.js';

/**
 * Any other path under /staff: the back office's own 404 page. Registered last in StaffHttpModule:
 * Nest matches routes in order, and this one matches every path.
 */
@Controller('staff')
@UseGuards(StaffUserGuard)
@UseFilters(StaffPageFilter)
export class StaffNotFoundController {
  @All('*path')
  @Anyone()
  notFound(@Res() res: Response, @OptionalStaffUser() user: PageUser | undefined): void {
    sendPage(res, 404, messagePage({ title: 'Not found', text: 'There is no such page in the back office.', user, link: user ? ['/staff', 'Today'] : ['/staff/login', 'Sign in'] }));
  }
}
