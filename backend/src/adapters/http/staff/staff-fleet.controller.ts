import { Body, Controller, Get, Injectable, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { BlockUnitService } from '../../../application/units/block-unit.service.js';
import { FleetCalendarService } from '../../../application/units/fleet-calendar.service.js';
import { ListBlocksService } from '../../../application/units/list-blocks.service.js';
import { RemoveBlockService } from '../../../application/units/remove-block.service.js';
import type { DomainError } from '../../../domain/errors.js';
import { DomainErrorPage, signedIn, StaffPageFilter, type RefusalContext, type StaffAnswer } from './staff-page.filter.js';
import { fleetPage, type Flash, type PageUser } from './staff-pages.js';
import { flashOf, seeOther, sendPage, str, type Form } from './staff-responses.js';
import { StaffUser, StaffUserGuard } from './staff-user.guard.js';

/** The fleet page: the calendar of `range` (the default two weeks without one) and the blocks. */
@Injectable()
export class StaffFleetPage {
  constructor(
    private readonly calendar: FleetCalendarService,
    private readonly listBlocks: ListBlocksService,
  ) {}

  async render(user: PageUser, flash: Flash, range: { from?: string; days?: string } = {}, values?: Record<string, string>): Promise<string> {
    const cal = await this.calendar.execute({ from: range.from || undefined, days: range.days ?? 14 });
    return fleetPage(user, cal, await this.listBlocks.execute({}), { flash, values });
  }
}

/** A calendar range or a block refused: the fleet page of the next two weeks with the reason (and the block's fields again). */
@Injectable()
class FleetRefused extends DomainErrorPage {
  constructor(private readonly page: StaffFleetPage) {
    super();
  }

  protected async render(error: DomainError, { req, status, user }: RefusalContext): Promise<StaffAnswer> {
    const body = req.method === 'POST' ? ((req.body ?? {}) as Form) : null;
    const values = body && req.path.endsWith('/blocks') ? { label: str(body.label) ?? '', from: str(body.from) ?? '', to: str(body.to) ?? '', reason: str(body.reason) ?? '' } : undefined;
    return { status: req.method === 'GET' ? 400 : status, page: await this.page.render(signedIn(user), { kind: 'error', text: error.message }, {}, values) };
  }
}

/** The fleet's calendar (/staff/fleet) and its maintenance blocks. */
@Controller('staff/fleet')
@UseGuards(StaffUserGuard)
// Filters are tried last first: a domain refusal shows the fleet page, the rest the staff page filter.
@UseFilters(StaffPageFilter, FleetRefused)
export class StaffFleetController {
  constructor(
    private readonly page: StaffFleetPage,
    private readonly blockUnit: BlockUnitService,
    private readonly removeBlock: RemoveBlockService,
  ) {}

  @Get()
  async show(@Res() res: Response, @StaffUser() user: PageUser, @Query() query: Record<string, unknown>): Promise<void> {
    sendPage(res, 200, await this.page.render(user, flashOf(query.done), { from: str(query.from), days: str(query.days) ?? '14' }));
  }

  @Post('blocks')
  async addBlock(@Res() res: Response, @Body() body: Form): Promise<void> {
    await this.blockUnit.execute({ label: body.label, from: body.from, to: body.to, reason: str(body.reason) || undefined });
    seeOther(res, '/staff/fleet?done=blocked');
  }

  @Post('blocks/:id/remove')
  async unblock(@Res() res: Response, @Param('id') id: string): Promise<void> {
    await this.removeBlock.execute(id);
    seeOther(res, '/staff/fleet?done=unblocked');
  }
}
