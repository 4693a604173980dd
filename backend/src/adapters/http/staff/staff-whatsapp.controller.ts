import { Controller, Get, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { WhatsAppOverviewService } from '../../../application/whatsapp/whatsapp-overview.service.js';
import { StaffPageFilter } from './staff-page.filter.js';
import type { PageUser } from './staff-pages.js';
import { sendPage } from './staff-responses.js';
import { StaffUser, StaffUserGuard } from './staff-user.guard.js';
import { whatsappInboxPage } from './staff-whatsapp-page.js';

/** The WhatsApp inbox (/staff/whatsapp): every signed-in staff member reads it. */
@Controller('staff/whatsapp')
@UseGuards(StaffUserGuard)
@UseFilters(StaffPageFilter)
export class StaffWhatsAppController {
  constructor(private readonly overview: WhatsAppOverviewService) {}

  @Get()
  async show(@Res() res: Response, @StaffUser() user: PageUser): Promise<void> {
    sendPage(res, 200, whatsappInboxPage(user, await this.overview.inbox(100)));
  }
}
