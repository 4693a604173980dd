import { Body, Controller, Get, Injectable, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ChangePricesService } from '../../../application/pricing/change-prices.service.js';
import { PriceListService } from '../../../application/pricing/price-list.service.js';
import type { DomainError } from '../../../domain/errors.js';
import { changeRequest, pricePreviewPage, pricesPage } from './prices-page.js';
import { DomainErrorPage, signedIn, StaffPageFilter, type RefusalContext, type StaffAnswer } from './staff-page.filter.js';
import type { Flash, PageUser } from './staff-pages.js';
import { seeOther, sendPage, type Form } from './staff-responses.js';
import { Roles, StaffUser, StaffUserGuard } from './staff-user.guard.js';

/** The prices page with the current tables and the last changes. */
@Injectable()
export class StaffPricesPage {
  constructor(private readonly priceList: PriceListService) {}

  async render(user: PageUser, flash: Flash): Promise<string> {
    return pricesPage(user, await this.priceList.show(), await this.priceList.history(30), { flash });
  }
}

/** A change refused: the prices page with the reason. */
@Injectable()
class PriceChangeRefused extends DomainErrorPage {
  constructor(private readonly page: StaffPricesPage) {
    super();
  }

  protected async render(error: DomainError, { status, user }: RefusalContext): Promise<StaffAnswer> {
    return { status, page: await this.page.render(signedIn(user), { kind: 'error', text: error.message }) };
  }
}

/** /staff/prices (docs/staff.md): managers change rates, fees, services and seasons, each previewed first. */
@Controller('staff/prices')
@UseGuards(StaffUserGuard)
@Roles(['manager'], 'Only a manager can see and change prices.', ['/staff', 'Today'])
// Filters are tried last first: a domain refusal shows the prices page, the rest the staff page filter.
@UseFilters(StaffPageFilter, PriceChangeRefused)
export class StaffPricesController {
  constructor(
    private readonly page: StaffPricesPage,
    private readonly changes: ChangePricesService,
  ) {}

  @Get()
  async show(@Res() res: Response, @StaffUser() user: PageUser, @Query('done') done?: string): Promise<void> {
    sendPage(res, 200, await this.page.render(user, done === 'saved' ? { kind: 'ok', text: 'Saved: every quote and page uses it within seconds.' } : null));
  }

  @Post('preview')
  async preview(@Res() res: Response, @StaffUser() user: PageUser, @Body() body: Form): Promise<void> {
    const parsed = changeRequest(body ?? {});
    if (!parsed) return sendPage(res, 400, await this.page.render(user, { kind: 'error', text: 'Unknown change.' }));
    sendPage(res, 200, pricePreviewPage(user, await this.changes.preview(parsed.request), parsed.fields));
  }

  @Post('save')
  async save(@Res() res: Response, @StaffUser() user: PageUser, @Body() body: Form): Promise<void> {
    const parsed = changeRequest(body ?? {});
    if (!parsed) return sendPage(res, 400, await this.page.render(user, { kind: 'error', text: 'Unknown change.' }));
    await this.changes.apply(parsed.request, user.staff.name);
    seeOther(res, '/staff/prices?done=saved');
  }
}
