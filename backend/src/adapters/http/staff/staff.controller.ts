import {
  All,
  Body,
  Catch,
  Controller,
  ForbiddenException,
  Get,
  HttpException,
  Injectable,
  Param,
  Post,
  Query,
  Req,
  Res,
  UploadedFiles,
  UseFilters,
  UseGuards,
  UseInterceptors,
  type ArgumentsHost,
  type CanActivate,
  type ExceptionFilter,
  type ExecutionContext,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { CancelBookingService } from '../../../application/booking/cancel-booking.service.js';
import { ConfirmBookingService } from '../../../application/booking/confirm-booking.service.js';
import { FindBookingService } from '../../../application/booking/find-booking.service.js';
import { MoveBookingService } from '../../../application/booking/move-booking.service.js';
import { BookingAgreementService } from '../../../application/agreement/booking-agreement.service.js';
import { HandoverFilesService } from '../../../application/handover/handover-files.service.js';
import { PrecheckinDocumentsService } from '../../../application/precheckin/precheckin-documents.service.js';
import { RecordHandoverService } from '../../../application/handover/record-handover.service.js';
import { Clock } from '../../../application/ports/clock.js';
import { SetStaffPasswordService } from '../../../application/staff/set-staff-password.service.js';
import { StaffBookingsService } from '../../../application/staff/staff-bookings.service.js';
import { StaffSessionService } from '../../../application/staff/staff-session.service.js';
import { SignInRateLimiter } from '../guards/submission-rate-limiter.js';
import { readUploaded, uploadStorage, UploadLimitsInterceptor } from '../uploads/upload-limits.js';
import { clientOf, rateLimitDecision } from '../guards/rate-limit.guard.js';
import { SIGN_IN_MESSAGES } from '../../../domain/staff/staff-account.js';
import { StaffSignInService } from '../../../application/staff/staff-sign-in.service.js';
import { BlockUnitService } from '../../../application/units/block-unit.service.js';
import { FleetCalendarService } from '../../../application/units/fleet-calendar.service.js';
import { ListBlocksService } from '../../../application/units/list-blocks.service.js';
import { ListUnitsService } from '../../../application/units/list-units.service.js';
import { RemoveBlockService } from '../../../application/units/remove-block.service.js';
import { ListVisitsService } from '../../../application/visits/list-visits.service.js';
import { ClearVisitsService } from '../../../application/visits/clear-visits.service.js';
import { imageType, MAX_HANDOVER_PHOTOS, PHOTO_MAX_BYTES, type HandoverKind } from '../../../domain/handover/handover.js';
import { PRECHECKIN_RETENTION_DAYS as PRECHECKIN_DAYS, type DocumentType } from '../../../domain/precheckin/precheckin.js';
import { todayInTbilisi } from '../../../domain/shared/dates.js';
import { domainErrorToHttp, isDomainError } from '../errors/domain-error-mapping.js';
import { STAFF_ASSET_VERSION, STAFF_CSS, STAFF_JS } from './staff-assets.js';
import { HandoverMoneyService } from '../../../application/money/handover-money.service.js';
import { handoverMoneySection } from './staff-money-pages.js';
import { handoverMoneyInput, handoverMoneyValues } from './staff-money.controller.js';
import { clearCookie, CSRF_FIELD, csrfMatches, preSessionToken, PRE_SESSION_COOKIE, readCookie, SESSION_COOKIE, setCookie } from './staff-auth.js';
import {
  bookingPage,
  bookingsPage,
  fleetPage,
  handoverPage,
  loginPage,
  messagePage,
  setPasswordPage,
  todayPage,
  visitsPage,
  type Flash,
  type PageUser,
} from './staff-pages.js';

type Form = Record<string, unknown>;
type UploadedFile = { path: string };

/** The handover form's photos, on disk while they arrive (multer), within the limits; the domain checks their content. */
const UPLOAD = FilesInterceptor('photos', MAX_HANDOVER_PHOTOS + 1, { storage: uploadStorage(), limits: { fileSize: PHOTO_MAX_BYTES, fieldSize: 1024 * 1024, fields: 30, parts: 60 } });

/** Messages after a change, chosen by a fixed key in the address (nothing from the address is shown). */
const DONE: Record<string, string> = {
  confirmed: 'Confirmed.',
  cancelled: 'Cancelled; the car is free again.',
  moved: 'Moved to the other unit.',
  'checked-out': 'Handover recorded.',
  'checked-in': 'Return recorded.',
  blocked: 'Block added.',
  unblocked: 'Block removed.',
  password: 'Your password is set. Sign in with it.',
  cleared: 'Every visit record is deleted.',
};

/** File name extensions of the pre-check-in documents' types. */
const EXTENSIONS: Record<DocumentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

const CSRF_REFUSED = 'This form has expired or did not come from this site. Go back, reload the page and try again.';

function flashOf(done: unknown): Flash {
  return typeof done === 'string' && DONE[done] ? { kind: 'ok', text: DONE[done] } : null;
}

/** Every back-office answer: never cached, never indexed. */
function privateHeaders(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

function send(res: Response, status: number, page: string): void {
  privateHeaders(res);
  res.status(status).type('html').send(page);
}

function seeOther(res: Response, location: string): void {
  privateHeaders(res);
  res.redirect(303, location);
}

/** HTTP errors raised before a handler runs (an upload over the limits): an HTML page, not JSON. */
@Catch(HttpException)
class StaffPageErrorFilter implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const status = exception.getStatus();
    const text = status === 413 ? `A photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB, or there are too many.` : exception.message;
    send(res, status, messagePage({ title: 'Not sent', text: `${text} Go back and try again.` }));
  }
}

/**
 * Before an upload is read: only a signed-in session may send files (guards run before multer's
 * interceptor, so nobody else can make the server hold 20 photos in memory). The form token is
 * checked in the handler, once the multipart body is read.
 */
@Injectable()
class SignedInForUpload implements CanActivate {
  constructor(private readonly sessions: StaffSessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (await this.sessions.find(readCookie(context.switchToHttp().getRequest<Request>(), SESSION_COOKIE))) return true;
    throw new ForbiddenException('You are signed out. Sign in again, then repeat what you did.');
  }
}

/**
 * The back office at /staff (docs/staff.md): server-rendered pages and plain forms, each POST with
 * its form token. Every change goes through the same application services as the CLI, with the
 * signed-in staff member as the actor.
 */
@Controller('staff')
@UseFilters(StaffPageErrorFilter)
export class StaffController {
  constructor(
    private readonly sessions: StaffSessionService,
    private readonly signIn: StaffSignInService,
    private readonly setPassword: SetStaffPasswordService,
    private readonly staffBookings: StaffBookingsService,
    private readonly findBooking: FindBookingService,
    private readonly confirmBooking: ConfirmBookingService,
    private readonly cancelBooking: CancelBookingService,
    private readonly moveBooking: MoveBookingService,
    private readonly handover: RecordHandoverService,
    private readonly handoverFiles: HandoverFilesService,
    private readonly calendar: FleetCalendarService,
    private readonly listBlocks: ListBlocksService,
    private readonly blockUnit: BlockUnitService,
    private readonly removeBlock: RemoveBlockService,
    private readonly listUnits: ListUnitsService,
    private readonly listVisits: ListVisitsService,
    private readonly agreements: BookingAgreementService,
    private readonly clearVisits: ClearVisitsService,
    private readonly precheckins: PrecheckinDocumentsService,
    private readonly clock: Clock,
    private readonly handoverMoney: HandoverMoneyService,
    private readonly signInLimiter: SignInRateLimiter,
  ) {}

  // ---- assets ----

  @Get('assets/staff.css')
  css(@Res() res: Response): void {
    this.asset(res, 'text/css', STAFF_CSS);
  }

  @Get('assets/staff.js')
  js(@Res() res: Response): void {
    this.asset(res, 'text/javascript', STAFF_JS);
  }

  private asset(res: Response, type: string, body: string): void {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${STAFF_ASSET_VERSION}"`);
    res.type(type).send(body);
  }

  // ---- sessions ----

  /** The signed-in staff member, or null after sending them to the sign-in page. */
  private async user(req: Request, res: Response): Promise<PageUser | null> {
    const session = await this.sessions.find(readCookie(req, SESSION_COOKIE));
    if (!session) {
      if (readCookie(req, SESSION_COOKIE) !== undefined) clearCookie(req, res, SESSION_COOKIE);
      seeOther(res, '/staff/login');
      return null;
    }
    return { staff: session.staff, csrf: session.csrfToken };
  }

  /** `user` for a POST: also checks the form token (403 without it or with a wrong one). */
  private async poster(req: Request, res: Response, body: Form | undefined): Promise<PageUser | null> {
    const session = await this.sessions.find(readCookie(req, SESSION_COOKIE));
    if (!session || !csrfMatches(body?.[CSRF_FIELD], session.csrfToken)) {
      send(res, 403, messagePage({ title: 'Not accepted', text: session ? CSRF_REFUSED : 'You are signed out. Sign in again, then repeat what you did.', link: ['/staff/login', 'Sign in'] }));
      return null;
    }
    return { staff: session.staff, csrf: session.csrfToken };
  }

  @Get('login')
  async loginForm(@Req() req: Request, @Res() res: Response, @Query('done') done?: string): Promise<void> {
    if (await this.sessions.find(readCookie(req, SESSION_COOKIE))) return seeOther(res, '/staff');
    send(res, 200, loginPage({ csrf: preSessionToken(req, res), flash: flashOf(done) }));
  }

  @Post('login')
  async login(@Req() req: Request, @Res() res: Response, @Body() body: Form): Promise<void> {
    const wait = await rateLimitDecision(this.signInLimiter, 'staff-sign-in', req, res);
    if (wait !== null) return send(res, 429, loginPage({ csrf: preSessionToken(req, res), flash: { kind: 'error', text: SIGN_IN_MESSAGES.tooMany(wait) } }));
    if (!csrfMatches(body?.[CSRF_FIELD], readCookie(req, PRE_SESSION_COOKIE))) {
      return send(res, 403, messagePage({ title: 'Not accepted', text: CSRF_REFUSED, link: ['/staff/login', 'Sign in'] }));
    }
    try {
      const signed = await this.signIn.execute(body.name, body.password, clientOf(req));
      setCookie(req, res, SESSION_COOKIE, signed.sessionToken);
      seeOther(res, '/staff');
    } catch (e) {
      if (!isDomainError(e)) throw e;
      send(res, 401, loginPage({ csrf: preSessionToken(req, res), name: typeof body.name === 'string' ? body.name.slice(0, 254) : '', flash: { kind: 'error', text: e.message } }));
    }
  }

  @Post('logout')
  async logout(@Req() req: Request, @Res() res: Response, @Body() body: Form): Promise<void> {
    if (!(await this.poster(req, res, body))) return;
    await this.sessions.signOut(readCookie(req, SESSION_COOKIE));
    clearCookie(req, res, SESSION_COOKIE);
    seeOther(res, '/staff/login');
  }

  @Get('set-password/:token')
  async setPasswordForm(@Req() req: Request, @Res() res: Response, @Param('token') token: string): Promise<void> {
    try {
      const member = await this.setPassword.check(token);
      send(res, 200, setPasswordPage({ name: member.name, token, csrf: preSessionToken(req, res) }));
    } catch (e) {
      if (!isDomainError(e)) throw e;
      send(res, 410, messagePage({ title: 'Link not valid', text: e.message }));
    }
  }

  @Post('set-password/:token')
  async setPasswordSubmit(@Req() req: Request, @Res() res: Response, @Param('token') token: string, @Body() body: Form): Promise<void> {
    if (!csrfMatches(body?.[CSRF_FIELD], readCookie(req, PRE_SESSION_COOKIE))) {
      return send(res, 403, messagePage({ title: 'Not accepted', text: CSRF_REFUSED }));
    }
    try {
      await this.setPassword.execute(token, body.password, body.repeat);
      seeOther(res, '/staff/login?done=password');
    } catch (e) {
      if (!isDomainError(e)) throw e;
      if (e.code === 'SIGN_IN_REFUSED') return send(res, 410, messagePage({ title: 'Link not valid', text: e.message }));
      const member = await this.setPassword.check(token).catch(() => null);
      if (!member) return send(res, 410, messagePage({ title: 'Link not valid', text: e.message }));
      send(res, 400, setPasswordPage({ name: member.name, token, csrf: preSessionToken(req, res), flash: { kind: 'error', text: e.message } }));
    }
  }

  // ---- pages ----

  @Get()
  async today(@Req() req: Request, @Res() res: Response, @Query('done') done?: string): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    send(res, 200, todayPage(user, await this.staffBookings.today(), this.clock.now(), flashOf(done)));
  }

  @Get('bookings')
  async bookings(@Req() req: Request, @Res() res: Response, @Query() query: Record<string, unknown>): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    const filters = { q: str(query.q), status: str(query.status), from: str(query.from), to: str(query.to) };
    try {
      send(res, 200, bookingsPage(user, await this.staffBookings.search(filters), filters));
    } catch (e) {
      if (!isDomainError(e)) throw e;
      send(res, 400, bookingsPage(user, [], filters, { kind: 'error', text: e.message }));
    }
  }

  @Get('bookings/:ref')
  async booking(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string, @Query('done') done?: string): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    await this.renderBooking(res, user, ref, 200, flashOf(done));
  }

  private async renderBooking(res: Response, user: PageUser, ref: string, status: number, flash: Flash): Promise<void> {
    try {
      const booking = await this.findBooking.withHistory(ref);
      const handovers = await this.handoverFiles.forBooking(booking.reference);
      const precheckin = await this.precheckins.forBooking(booking.reference);
      const units = (await this.listUnits.execute()).filter((u) => u.active && u.carType === booking.carType).map((u) => u.label);
      const now = this.clock.now();
      send(res, status, bookingPage(user, booking, handovers, { units, today: todayInTbilisi(now), now, agreement: true, precheckin, flash }));
    } catch (e) {
      if (!isDomainError(e)) throw e;
      send(res, domainErrorToHttp(e).status, messagePage({ title: 'Not found', text: e.message, user, link: ['/staff/bookings', 'Bookings'] }));
    }
  }

  /** Runs a booking change for the signed-in staff member; a refusal shows the booking with the reason. */
  private async change(req: Request, res: Response, ref: string, body: Form, done: string, work: (actor: string) => Promise<unknown>): Promise<void> {
    const user = await this.poster(req, res, body);
    if (!user) return;
    try {
      await work(user.staff.name);
      seeOther(res, `/staff/bookings/${encodeURIComponent(ref)}?done=${done}`);
    } catch (e) {
      if (!isDomainError(e)) throw e;
      await this.renderBooking(res, user, ref, domainErrorToHttp(e).status, { kind: 'error', text: e.message });
    }
  }

  @Post('bookings/:ref/confirm')
  confirm(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string, @Body() body: Form): Promise<void> {
    return this.change(req, res, ref, body, 'confirmed', (actor) => this.confirmBooking.execute(ref, actor));
  }

  @Post('bookings/:ref/cancel')
  cancel(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string, @Body() body: Form): Promise<void> {
    return this.change(req, res, ref, body, 'cancelled', (actor) => this.cancelBooking.execute(ref, actor));
  }

  @Post('bookings/:ref/move')
  move(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string, @Body() body: Form): Promise<void> {
    return this.change(req, res, ref, body, 'moved', (actor) => this.moveBooking.execute(ref, body?.unit, actor));
  }

  @Get('bookings/:ref/check-out')
  checkOutForm(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string): Promise<void> {
    return this.handoverForm(req, res, ref, 'check-out');
  }

  @Get('bookings/:ref/check-in')
  checkInForm(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string): Promise<void> {
    return this.handoverForm(req, res, ref, 'check-in');
  }

  private async handoverForm(req: Request, res: Response, ref: string, kind: HandoverKind): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    try {
      await this.handover.assertAllowed(ref, kind);
    } catch (e) {
      if (!isDomainError(e)) throw e;
      return this.renderBooking(res, user, ref, domainErrorToHttp(e).status, { kind: 'error', text: e.message });
    }
    await this.renderHandover(res, user, ref, kind, 200, null);
  }

  private async renderHandover(res: Response, user: PageUser, ref: string, kind: HandoverKind, status: number, flash: Flash, values?: Record<string, string>): Promise<void> {
    try {
      const booking = await this.findBooking.execute(ref);
      const { checkOut } = await this.handoverFiles.forBooking(booking.reference);
      const fuelBack = kind === 'check-in' && values?.fuelEighths ? Number(values.fuelEighths) : undefined;
      const money = handoverMoneySection(kind, await this.handoverMoney.forForm(booking.reference, fuelBack), values ?? {}, checkOut?.fuelEighths ?? null);
      send(res, status, handoverPage(user, kind, booking, { checkOut, flash, values, money }));
    } catch (e) {
      if (!isDomainError(e)) throw e;
      send(res, domainErrorToHttp(e).status, messagePage({ title: 'Not found', text: e.message, user, link: ['/staff/bookings', 'Bookings'] }));
    }
  }

  @Post('bookings/:ref/check-out')
  @UseGuards(SignedInForUpload)
  @UseInterceptors(UploadLimitsInterceptor, UPLOAD)
  checkOut(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string, @Body() body: Form, @UploadedFiles() files: UploadedFile[] | undefined): Promise<void> {
    return this.handoverSubmit(req, res, ref, 'check-out', body, files);
  }

  @Post('bookings/:ref/check-in')
  @UseGuards(SignedInForUpload)
  @UseInterceptors(UploadLimitsInterceptor, UPLOAD)
  checkIn(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string, @Body() body: Form, @UploadedFiles() files: UploadedFile[] | undefined): Promise<void> {
    return this.handoverSubmit(req, res, ref, 'check-in', body, files);
  }

  private async handoverSubmit(req: Request, res: Response, ref: string, kind: HandoverKind, body: Form, files: UploadedFile[] | undefined): Promise<void> {
    const user = await this.poster(req, res, body);
    if (!user) return;
    try {
      await this.handover.execute({
        reference: ref,
        kind,
        odometerKm: body.odometerKm,
        fuelEighths: body.fuelEighths,
        damageNotes: body.damageNotes,
        photos: await Promise.all((files ?? []).map((f) => readUploaded(f, (head) => imageType(head) !== null))),
        signaturePng: dataUrlPng(body.signature),
        by: user.staff.name,
        ...handoverMoneyInput(kind, body),
      });
      seeOther(res, `/staff/bookings/${encodeURIComponent(ref)}?done=${kind === 'check-out' ? 'checked-out' : 'checked-in'}`);
    } catch (e) {
      if (!isDomainError(e)) throw e;
      const values = { odometerKm: str(body.odometerKm) ?? '', fuelEighths: str(body.fuelEighths) ?? '', damageNotes: str(body.damageNotes) ?? '', ...handoverMoneyValues(body) };
      await this.renderHandover(res, user, ref, kind, domainErrorToHttp(e).status, { kind: 'error', text: `${e.message}. Photos and the signature must be added again.` }, values);
    }
  }

  @Get('bookings/:ref/photos/:id')
  async photo(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string, @Param('id') id: string): Promise<void> {
    if (!(await this.user(req, res))) return;
    const photo = await this.handoverFiles.photo(ref, id).catch((e: unknown) => (isDomainError(e) ? null : Promise.reject(e)));
    if (!photo) return send(res, 404, messagePage({ title: 'Not found', text: 'No such photo (photos are deleted 90 days after the return).' }));
    privateHeaders(res);
    res.type(photo.contentType).send(Buffer.from(photo.data));
  }

  @Get('bookings/:ref/signature/:file')
  async signature(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string, @Param('file') file: string): Promise<void> {
    if (!(await this.user(req, res))) return;
    const kind: HandoverKind | null = file === 'check-out.png' ? 'check-out' : file === 'check-in.png' ? 'check-in' : null;
    if (!kind) return send(res, 404, messagePage({ title: 'Not found', text: 'No such signature.' }));
    const png = await this.handoverFiles.signature(ref, kind).catch((e: unknown) => (isDomainError(e) ? null : Promise.reject(e)));
    if (!png) return send(res, 404, messagePage({ title: 'Not found', text: 'No signature recorded.' }));
    privateHeaders(res);
    res.type('image/png').send(Buffer.from(png));
  }

  @Get('bookings/:ref/agreement.pdf')
  async agreement(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    try {
      const { filename, pdf } = await this.agreements.pdf(ref);
      privateHeaders(res);
      res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
      res.type('application/pdf').send(Buffer.from(pdf));
    } catch (e) {
      if (!isDomainError(e)) throw e;
      send(res, domainErrorToHttp(e).status, messagePage({ title: 'No agreement', text: e.message, user, link: ['/staff/bookings', 'Bookings'] }));
    }
  }

  /**
   * A pre-check-in document (the customer's licence or passport), for signed-in staff only: inline to
   * view, `?download=1` to save; never cached, never sniffed as another type.
   */
  @Get('bookings/:ref/documents/:id')
  async document(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string, @Param('id') id: string, @Query('download') download?: string): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    const doc = await this.precheckins.document(ref, id).catch((e: unknown) => (isDomainError(e) ? null : Promise.reject(e)));
    if (!doc) return send(res, 404, messagePage({ title: 'Not found', text: `No such document (pre-check-in documents are deleted ${PRECHECKIN_DAYS} days after the return).`, user }));
    privateHeaders(res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `${download === '1' ? 'attachment' : 'inline'}; filename="${ref.replace(/[^A-Za-z0-9-]/g, '')}-${doc.kind}.${EXTENSIONS[doc.contentType]}"`);
    res.type(doc.contentType).send(Buffer.from(doc.data.buffer, doc.data.byteOffset, doc.data.byteLength));
  }

  @Get('fleet')
  async fleet(@Req() req: Request, @Res() res: Response, @Query() query: Record<string, unknown>): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    await this.renderFleet(res, user, 200, flashOf(query.done), { from: str(query.from), days: str(query.days) ?? '14' });
  }

  private async renderFleet(res: Response, user: PageUser, status: number, flash: Flash, range: { from?: string; days?: string }, values?: Record<string, string>): Promise<void> {
    let cal;
    try {
      cal = await this.calendar.execute({ from: range.from || undefined, days: range.days });
    } catch (e) {
      if (!isDomainError(e)) throw e;
      flash = { kind: 'error', text: e.message };
      status = 400;
      cal = await this.calendar.execute({ days: 14 });
    }
    send(res, status, fleetPage(user, cal, await this.listBlocks.execute({}), { flash, values }));
  }

  @Post('fleet/blocks')
  async addBlock(@Req() req: Request, @Res() res: Response, @Body() body: Form): Promise<void> {
    const user = await this.poster(req, res, body);
    if (!user) return;
    try {
      await this.blockUnit.execute({ label: body.label, from: body.from, to: body.to, reason: str(body.reason) || undefined });
      seeOther(res, '/staff/fleet?done=blocked');
    } catch (e) {
      if (!isDomainError(e)) throw e;
      const values = { label: str(body.label) ?? '', from: str(body.from) ?? '', to: str(body.to) ?? '', reason: str(body.reason) ?? '' };
      await this.renderFleet(res, user, domainErrorToHttp(e).status, { kind: 'error', text: e.message }, {}, values);
    }
  }

  @Post('fleet/blocks/:id/remove')
  async unblock(@Req() req: Request, @Res() res: Response, @Param('id') id: string, @Body() body: Form): Promise<void> {
    const user = await this.poster(req, res, body);
    if (!user) return;
    try {
      await this.removeBlock.execute(id);
      seeOther(res, '/staff/fleet?done=unblocked');
    } catch (e) {
      if (!isDomainError(e)) throw e;
      await this.renderFleet(res, user, domainErrorToHttp(e).status, { kind: 'error', text: e.message }, {});
    }
  }

  @Get('visits')
  async visits(@Req() req: Request, @Res() res: Response, @Query('done') done?: string): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    send(res, 200, visitsPage(user, await this.listVisits.execute({ limit: 200 }), flashOf(done)));
  }

  /** Managers only: deletes every visit record (as the admin page's "delete all"). */
  @Post('visits/clear')
  async clearAllVisits(@Req() req: Request, @Res() res: Response, @Body() body: Form): Promise<void> {
    const user = await this.poster(req, res, body);
    if (!user) return;
    if (user.staff.role !== 'manager') return send(res, 403, messagePage({ title: 'Not allowed', text: 'Only a manager can delete the visit records.', user }));
    await this.clearVisits.execute();
    seeOther(res, '/staff/visits?done=cleared');
  }

  /** Any other path under /staff: the back office's own 404 page (declared last: Nest matches in order). */
  @All('*path')
  async notFound(@Req() req: Request, @Res() res: Response): Promise<void> {
    const session = await this.sessions.find(readCookie(req, SESSION_COOKIE));
    const user = session ? { staff: session.staff, csrf: session.csrfToken } : undefined;
    send(res, 404, messagePage({ title: 'Not found', text: 'There is no such page in the back office.', user, link: user ? ['/staff', 'Today'] : ['/staff/login', 'Sign in'] }));
  }
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** The signature field: a PNG data URL drawn by the page's canvas (anything else: none). */
function dataUrlPng(v: unknown): Uint8Array | null {
  const prefix = 'data:image/png;base64,';
  if (typeof v !== 'string' || !v.startsWith(prefix)) return null;
  return new Uint8Array(Buffer.from(v.slice(prefix.length), 'base64'));
}
