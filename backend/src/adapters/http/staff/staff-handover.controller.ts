import { type ArgumentsHost, Body, Controller, Get, Injectable, Param, Post, Res, UploadedFiles, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { domainErrorToHttp } from '../../errors/domain-error-mapping.js';
import { RecordHandoverService } from '../../../application/handover/record-handover.service.js';
import { StaffBookingPagesService } from '../../../application/staff/staff-booking-pages.service.js';
import { type DomainError, ValidationError } from '../../../domain/errors.js';
import { imageType, MAX_HANDOVER_PHOTOS, PHOTO_MAX_BYTES, type HandoverKind } from '../../../domain/handover/handover.js';
import { readUploaded, uploadStorage, UploadLimitsInterceptor } from '../uploads/upload-limits.js';
import { BookingChangeRefused } from './staff-booking.controller.js';
import { handoverMoneySection } from './staff-money-pages.js';
import { handoverMoneyInput, handoverMoneyValues } from './staff-money.controller.js';
import { DomainErrorPage, signedIn, StaffPageFilter, type RefusalContext, type StaffAnswer } from './staff-page.filter.js';
import { handoverPage, type Flash, type PageUser } from './staff-pages.js';
import { privateHeaders, seeOther, sendPage, str, type Form } from './staff-responses.js';
import { assertFormToken, FormTokenAfterUpload, StaffUser, StaffUserGuard } from './staff-user.guard.js';

type UploadedFile = { path: string };

/** The handover form's photos, on disk while they arrive (multer), within the limits; the domain checks their content. */
const UPLOAD = FilesInterceptor('photos', MAX_HANDOVER_PHOTOS + 1, { storage: uploadStorage(), limits: { fileSize: PHOTO_MAX_BYTES, fieldSize: 1024 * 1024, fields: 30, parts: 60 } });

/** The handover of a form's address (…/check-out or …/check-in). */
const kindOf = (path: string): HandoverKind => (path.endsWith('/check-in') ? 'check-in' : 'check-out');

/** The phone's check-out or check-in form (one load of the booking: StaffBookingPagesService). */
@Injectable()
export class StaffHandoverPage {
  constructor(private readonly pages: StaffBookingPagesService) {}

  /** `values`: what was typed, shown again after a refusal (the form opens without checking again then). */
  async render(user: PageUser, ref: string, kind: HandoverKind, flash: Flash = null, values?: Record<string, string>): Promise<string> {
    const fuelBack = values?.fuelEighths ? Number(values.fuelEighths) : undefined;
    const { booking, checkOut, money } = await this.pages.handoverForm(ref, kind, { check: values === undefined, fuelBack });
    return handoverPage(user, kind, booking, { checkOut, flash, values, money: handoverMoneySection(kind, money, values ?? {}, checkOut?.fuelEighths ?? null) });
  }
}

/**
 * A handover refused. The page script sends the form itself (Accept: application/json) and gets the
 * reason alone: the page stays as it was, photos, signature and what was typed still in it, and the
 * next submit sends them again. A plain form post (no script) gets the form again with what was
 * typed and the reason; its photos and signature are not kept.
 */
@Injectable()
class HandoverRefused extends DomainErrorPage {
  constructor(private readonly page: StaffHandoverPage) {
    super();
  }

  override catch(error: DomainError, host: ArgumentsHost): Promise<void> {
    const req = host.switchToHttp().getRequest<Request>();
    if (req.accepts(['html', 'json']) !== 'json') return super.catch(error, host);
    const res = host.switchToHttp().getResponse<Response>();
    privateHeaders(res);
    // `field`: the form field at fault, which the page moves to.
    const field = error instanceof ValidationError ? error.errors[0]?.field : undefined;
    res.status(domainErrorToHttp(error).status).json({ message: error.message, ...(field ? { field } : {}) });
    return Promise.resolve();
  }

  protected async render(error: DomainError, { req, status, user }: RefusalContext): Promise<StaffAnswer> {
    const body = (req.body ?? {}) as Form;
    const values = { odometerKm: str(body.odometerKm) ?? '', fuelEighths: str(body.fuelEighths) ?? '', damageNotes: str(body.damageNotes) ?? '', ...handoverMoneyValues(body) };
    const flash: Flash = { kind: 'error', text: `${error.message}. Photos and the signature must be added again.` };
    return { status, page: await this.page.render(signedIn(user), String(req.params.ref), kindOf(req.path), flash, values) };
  }
}

/**
 * The handover of the car (check-out) and its return (check-in) on the phone (docs/staff.md): the
 * readings, photos scaled down in the browser, the customer's signature, the money taken.
 */
@Controller('staff/bookings/:ref')
@UseGuards(StaffUserGuard)
@UseFilters(StaffPageFilter)
export class StaffHandoverController {
  constructor(
    private readonly page: StaffHandoverPage,
    private readonly handover: RecordHandoverService,
  ) {}

  @Get('check-out')
  @UseFilters(BookingChangeRefused)
  async checkOutForm(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string): Promise<void> {
    sendPage(res, 200, await this.page.render(user, ref, 'check-out'));
  }

  @Get('check-in')
  @UseFilters(BookingChangeRefused)
  async checkInForm(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string): Promise<void> {
    sendPage(res, 200, await this.page.render(user, ref, 'check-in'));
  }

  // Guards run before the upload is read: only a signed-in session makes the server take photos.
  @Post('check-out')
  @FormTokenAfterUpload()
  @UseInterceptors(UploadLimitsInterceptor, UPLOAD)
  @UseFilters(HandoverRefused)
  checkOut(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string, @Body() body: Form, @UploadedFiles() files: UploadedFile[] | undefined): Promise<void> {
    return this.record(res, user, ref, 'check-out', body, files);
  }

  @Post('check-in')
  @FormTokenAfterUpload()
  @UseInterceptors(UploadLimitsInterceptor, UPLOAD)
  @UseFilters(HandoverRefused)
  checkIn(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string, @Body() body: Form, @UploadedFiles() files: UploadedFile[] | undefined): Promise<void> {
    return this.record(res, user, ref, 'check-in', body, files);
  }

  private async record(res: Response, user: PageUser, ref: string, kind: HandoverKind, body: Form, files: UploadedFile[] | undefined): Promise<void> {
    assertFormToken(body, user);
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
  }
}

/** The signature field: a PNG data URL drawn by the page's canvas (anything else: none). */
function dataUrlPng(v: unknown): Uint8Array | null {
  const prefix = 'data:image/png;base64,';
  if (typeof v !== 'string' || !v.startsWith(prefix)) return null;
  return new Uint8Array(Buffer.from(v.slice(prefix.length), 'base64'));
}
