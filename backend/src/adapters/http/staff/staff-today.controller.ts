import { Controller, Get, Injectable, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { Clock } from '../../../application/ports/clock.js';
import { StaffBookingsService } from '../../../application/staff/staff-bookings.service.js';
import type { DomainError } from '../../../domain/errors.js';
import { DomainErrorPage, signedIn, StaffPageFilter, type RefusalContext, type StaffAnswer } from './staff-page.filter.js';
import { bookingsPage, todayPage, type PageUser } from './staff-pages.js';
import { flashOf, sendPage, str } from './staff-responses.js';
import { StaffUser, StaffUserGuard } from './staff-user.guard.js';

/** The bookings page's filters, as typed in the address. */
function filtersOf(query: Record<string, unknown>): { q?: string; status?: string; from?: string; to?: string } {
  return { q: str(query.q), status: str(query.status), from: str(query.from), to: str(query.to) };
}

/** Filters the search refuses (a bad date): the page with the reason and no list (400). */
@Injectable()
class SearchRefused extends DomainErrorPage {
  protected render(error: DomainError, { req, user }: RefusalContext): Promise<StaffAnswer> {
    return Promise.resolve({ status: 400, page: bookingsPage(signedIn(user), [], filtersOf(req.query), { kind: 'error', text: error.message }) });
  }
}

/** The day's work (/staff) and the search of every booking (/staff/bookings). */
@Controller('staff')
@UseGuards(StaffUserGuard)
@UseFilters(StaffPageFilter)
export class StaffTodayController {
  constructor(
    private readonly staffBookings: StaffBookingsService,
    private readonly clock: Clock,
  ) {}

  @Get()
  async today(@Res() res: Response, @StaffUser() user: PageUser, @Query('done') done?: string): Promise<void> {
    sendPage(res, 200, todayPage(user, await this.staffBookings.today(), this.clock.now(), flashOf(done)));
  }

  @Get('bookings')
  @UseFilters(SearchRefused)
  async bookings(@Res() res: Response, @StaffUser() user: PageUser, @Query() query: Record<string, unknown>): Promise<void> {
    const filters = filtersOf(query);
    sendPage(res, 200, bookingsPage(user, await this.staffBookings.search(filters), filters));
  }
}
