import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ChangePricesService } from '../../../application/pricing/change-prices.service.js';
import { PriceListService } from '../../../application/pricing/price-list.service.js';
import { StaffSessionService } from '../../../application/staff/staff-session.service.js';
import { domainErrorToHttp, isDomainError } from '../errors/domain-error-mapping.js';
import { CSRF_FIELD, csrfMatches, readCookie, SESSION_COOKIE } from './staff-auth.js';
import { changeRequest, pricePreviewPage, pricesPage } from './prices-page.js';
import { messagePage, type Flash, type PageUser } from './staff-pages.js';

type Form = Record<string, unknown>;

function send(res: Response, status: number, page: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.status(status).type('html').send(page);
}

const NOT_MANAGER = 'Only a manager can see and change prices.';

/** /staff/prices (docs/staff.md): managers change rates, fees, services and seasons, each previewed first. */
@Controller('staff/prices')
export class StaffPricesController {
  constructor(
    private readonly sessions: StaffSessionService,
    private readonly priceList: PriceListService,
    private readonly changes: ChangePricesService,
  ) {}

  /** The signed-in manager; otherwise the answer is sent (sign-in, 403) and null returned. */
  private async manager(req: Request, res: Response, body?: Form): Promise<PageUser | null> {
    const session = await this.sessions.find(readCookie(req, SESSION_COOKIE));
    if (!session) {
      if (body) send(res, 403, messagePage({ title: 'Not accepted', text: 'You are signed out. Sign in again, then repeat what you did.', link: ['/staff/login', 'Sign in'] }));
      else {
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(303, '/staff/login');
      }
      return null;
    }
    const user = { staff: session.staff, csrf: session.csrfToken };
    if (body && !csrfMatches(body[CSRF_FIELD], session.csrfToken)) {
      send(res, 403, messagePage({ title: 'Not accepted', text: 'The form was out of date. Go back, reload the page and try again.', user }));
      return null;
    }
    if (session.staff.role !== 'manager') {
      send(res, 403, messagePage({ title: 'Not allowed', text: NOT_MANAGER, user, link: ['/staff', 'Today'] }));
      return null;
    }
    return user;
  }

  private async page(res: Response, user: PageUser, status: number, flash: Flash): Promise<void> {
    send(res, status, pricesPage(user, await this.priceList.show(), await this.priceList.history(30), { flash }));
  }

  @Get()
  async show(@Req() req: Request, @Res() res: Response, @Query('done') done?: string): Promise<void> {
    const user = await this.manager(req, res);
    if (!user) return;
    await this.page(res, user, 200, done === 'saved' ? { kind: 'ok', text: 'Saved: every quote and page uses it within seconds.' } : null);
  }

  @Post('preview')
  async preview(@Req() req: Request, @Res() res: Response, @Body() body: Form): Promise<void> {
    const user = await this.manager(req, res, body ?? {});
    if (!user) return;
    const parsed = changeRequest(body ?? {});
    if (!parsed) return this.page(res, user, 400, { kind: 'error', text: 'Unknown change.' });
    try {
      send(res, 200, pricePreviewPage(user, await this.changes.preview(parsed.request), parsed.fields));
    } catch (e) {
      if (!isDomainError(e)) throw e;
      await this.page(res, user, domainErrorToHttp(e).status, { kind: 'error', text: e.message });
    }
  }

  @Post('save')
  async save(@Req() req: Request, @Res() res: Response, @Body() body: Form): Promise<void> {
    const user = await this.manager(req, res, body ?? {});
    if (!user) return;
    const parsed = changeRequest(body ?? {});
    if (!parsed) return this.page(res, user, 400, { kind: 'error', text: 'Unknown change.' });
    try {
      await this.changes.apply(parsed.request, user.staff.name);
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, '/staff/prices?done=saved');
    } catch (e) {
      if (!isDomainError(e)) throw e;
      await this.page(res, user, domainErrorToHttp(e).status, { kind: 'error', text: e.message });
    }
  }
}
