import { Body, Controller, Get, Injectable, Param, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SetStaffPasswordService } from '../../../application/staff/set-staff-password.service.js';
import { StaffSessionService } from '../../../application/staff/staff-session.service.js';
import { StaffSignInService } from '../../../application/staff/staff-sign-in.service.js';
import type { DomainError } from '../../../domain/errors.js';
import { SIGN_IN_MESSAGES } from '../../../domain/staff/staff-account.js';
import { clientOf, rateLimitDecision } from '../guards/rate-limit.guard.js';
import { SignInRateLimiter } from '../guards/submission-rate-limiter.js';
import { clearCookie, CSRF_FIELD, csrfMatches, preSessionToken, PRE_SESSION_COOKIE, readCookie, SESSION_COOKIE, setCookie } from './staff-auth.js';
import { DomainErrorPage, StaffPageFilter, type RefusalContext, type StaffAnswer } from './staff-page.filter.js';
import { loginPage, messagePage, setPasswordPage, type PageUser } from './staff-pages.js';
import { flashOf, seeOther, sendPage, str, type Form } from './staff-responses.js';
import { Anyone, OptionalStaffUser, StaffRefusal, StaffUserGuard } from './staff-user.guard.js';

/** The pre-session form token (sign-in, set password): a double-submit cookie. */
function assertPreSessionToken(req: Request, body: Form | undefined): void {
  if (!csrfMatches(body?.[CSRF_FIELD], readCookie(req, PRE_SESSION_COOKIE))) throw new StaffRefusal('form-token');
}

/** A refused sign-in: the form again with the name typed and the reason (401). */
class SignInRefused extends DomainErrorPage {
  protected render(error: DomainError, { req, res }: RefusalContext): Promise<StaffAnswer> {
    const name = str((req.body as Form | undefined)?.name)?.slice(0, 254) ?? '';
    return Promise.resolve({ status: 401, page: loginPage({ csrf: preSessionToken(req, res), name, flash: { kind: 'error', text: error.message } }) });
  }
}

/** A set-password link that is not valid (410), or a password refused: the form again with the reason (400). */
@Injectable()
class SetPasswordRefused extends DomainErrorPage {
  constructor(private readonly setPassword: SetStaffPasswordService) {
    super();
  }

  protected async render(error: DomainError, { req, res }: RefusalContext): Promise<StaffAnswer> {
    const invalid = { status: 410, page: messagePage({ title: 'Link not valid', text: error.message }) };
    if (req.method === 'GET' || error.code === 'SIGN_IN_REFUSED') return invalid;
    const token = String(req.params.token);
    const member = await this.setPassword.check(token).catch(() => null);
    if (!member) return invalid;
    return { status: 400, page: setPasswordPage({ name: member.name, token, csrf: preSessionToken(req, res), flash: { kind: 'error', text: error.message } }) };
  }
}

/** Signing in and out, and the one-time link that sets a staff member's password (docs/staff.md). */
@Controller('staff')
@UseGuards(StaffUserGuard)
@UseFilters(StaffPageFilter)
export class StaffSignInController {
  constructor(
    private readonly sessions: StaffSessionService,
    private readonly signIn: StaffSignInService,
    private readonly setPassword: SetStaffPasswordService,
    private readonly signInLimiter: SignInRateLimiter,
  ) {}

  @Get('login')
  @Anyone()
  loginForm(@Req() req: Request, @Res() res: Response, @OptionalStaffUser() user: PageUser | undefined, @Query('done') done?: string): void {
    if (user) return seeOther(res, '/staff');
    sendPage(res, 200, loginPage({ csrf: preSessionToken(req, res), flash: flashOf(done) }));
  }

  @Post('login')
  @Anyone()
  @UseFilters(SignInRefused)
  async login(@Req() req: Request, @Res() res: Response, @Body() body: Form): Promise<void> {
    const wait = await rateLimitDecision(this.signInLimiter, 'staff-sign-in', req, res);
    if (wait !== null) return sendPage(res, 429, loginPage({ csrf: preSessionToken(req, res), flash: { kind: 'error', text: SIGN_IN_MESSAGES.tooMany(wait) } }));
    assertPreSessionToken(req, body);
    const signed = await this.signIn.execute(body.name, body.password, clientOf(req));
    setCookie(req, res, SESSION_COOKIE, signed.sessionToken);
    seeOther(res, '/staff');
  }

  @Post('logout')
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.sessions.signOut(readCookie(req, SESSION_COOKIE));
    clearCookie(req, res, SESSION_COOKIE);
    seeOther(res, '/staff/login');
  }

  @Get('set-password/:token')
  @Anyone()
  @UseFilters(SetPasswordRefused)
  async setPasswordForm(@Req() req: Request, @Res() res: Response, @Param('token') token: string): Promise<void> {
    const member = await this.setPassword.check(token);
    sendPage(res, 200, setPasswordPage({ name: member.name, token, csrf: preSessionToken(req, res) }));
  }

  @Post('set-password/:token')
  @Anyone()
  @UseFilters(SetPasswordRefused)
  async setPasswordSubmit(@Req() req: Request, @Res() res: Response, @Param('token') token: string, @Body() body: Form): Promise<void> {
    assertPreSessionToken(req, body);
    await this.setPassword.execute(token, body.password, body.repeat);
    seeOther(res, '/staff/login?done=password');
  }
}
