import { type ArgumentsHost, Body, Controller, Get, Injectable, Logger, Param, Post, Req, Res, UploadedFiles, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { domainErrorToHttp } from '../../errors/domain-error-mapping.js';
import { HandoverDraftsService, type KeptDraft, type TakenDraft } from '../../../application/handover/handover-drafts.service.js';
import { RecordHandoverService } from '../../../application/handover/record-handover.service.js';
import { StaffBookingPagesService } from '../../../application/staff/staff-booking-pages.service.js';
import { DomainError, ValidationError } from '../../../domain/errors.js';
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

/** The page script sends the form itself and wants the reason alone (JSON); a plain form post wants the page. */
const fromScript = (req: Request) => req.accepts(['html', 'json']) === 'json';

/** What a refused plain form post kept (HandoverDraftsService), for the form shown again with the refusal. */
const KEPT = new WeakMap<Request, KeptDraft>();

/** The phone's check-out or check-in form (one load of the booking: StaffBookingPagesService). */
@Injectable()
export class StaffHandoverPage {
  constructor(private readonly pages: StaffBookingPagesService) {}

  /**
   * `values`: what was typed, shown again after a refusal (the form opens without checking again
   * then); `kept`: the photos and signature kept from it, which the form sends again by reference.
   */
  async render(user: PageUser, ref: string, kind: HandoverKind, flash: Flash = null, values?: Record<string, string>, kept?: KeptDraft): Promise<string> {
    const fuelBack = values?.fuelEighths ? Number(values.fuelEighths) : undefined;
    const { booking, checkOut, money } = await this.pages.handoverForm(ref, kind, { check: values === undefined, fuelBack });
    return handoverPage(user, kind, booking, { checkOut, flash, values, kept, money: handoverMoneySection(kind, money, values ?? {}, checkOut?.fuelEighths ?? null) });
  }
}

/**
 * A handover refused. The page script sends the form itself (Accept: application/json) and gets the
 * reason alone: the page stays as it was, photos, signature and what was typed still in it, and the
 * next submit sends them again. A plain form post (no script) gets the form again with what was
 * typed and the reason; its photos and signature are kept on the server (HandoverDraftsService) and
 * the form names them, so its next submit takes them.
 */
@Injectable()
class HandoverRefused extends DomainErrorPage {
  constructor(private readonly page: StaffHandoverPage) {
    super();
  }

  override catch(error: DomainError, host: ArgumentsHost): Promise<void> {
    const req = host.switchToHttp().getRequest<Request>();
    if (!fromScript(req)) return super.catch(error, host);
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
    const kept = KEPT.get(req);
    const what = kept ? [kept.photoCount ? `${kept.photoCount} photo${kept.photoCount === 1 ? '' : 's'}` : '', kept.signed ? 'the signature' : ''].filter(Boolean).join(' and ') : '';
    const flash: Flash = { kind: 'error', text: `${error.message}. ${kept ? `Kept: ${what} (below); correct it and record again.` : 'Photos and the signature must be added again.'}` };
    return { status, page: await this.page.render(signedIn(user), String(req.params.ref), kindOf(req.path), flash, values, kept) };
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
  private readonly logger = new Logger(StaffHandoverController.name);

  constructor(
    private readonly page: StaffHandoverPage,
    private readonly handover: RecordHandoverService,
    private readonly drafts: HandoverDraftsService,
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
  checkOut(@Req() req: Request, @Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string, @Body() body: Form, @UploadedFiles() files: UploadedFile[] | undefined): Promise<void> {
    return this.record(req, res, user, ref, 'check-out', body, files);
  }

  @Post('check-in')
  @FormTokenAfterUpload()
  @UseInterceptors(UploadLimitsInterceptor, UPLOAD)
  @UseFilters(HandoverRefused)
  checkIn(@Req() req: Request, @Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string, @Body() body: Form, @UploadedFiles() files: UploadedFile[] | undefined): Promise<void> {
    return this.record(req, res, user, ref, 'check-in', body, files);
  }

  /**
   * The handover with the photos and signature of the form's draft (`draft`: kept from a refused
   * plain form post) added to those sent now; refused, a plain form post keeps them as a new draft.
   */
  private async record(req: Request, res: Response, user: PageUser, ref: string, kind: HandoverKind, body: Form, files: UploadedFile[] | undefined): Promise<void> {
    assertFormToken(body, user);
    const owner = { reference: ref, kind, session: user.csrf };
    const sent = await Promise.all((files ?? []).map((f) => readUploaded(f, (head) => imageType(head) !== null)));
    const signature = dataUrlPng(body.signature);
    let draft: TakenDraft | null = null;
    try {
      draft = await this.drafts.take(body.draft, owner);
      await this.handover.execute({
        reference: ref,
        kind,
        odometerKm: body.odometerKm,
        fuelEighths: body.fuelEighths,
        damageNotes: body.damageNotes,
        photos: [...(draft?.photos ?? []), ...sent],
        signaturePng: signature ?? draft?.signaturePng ?? null,
        by: user.staff.name,
        ...handoverMoneyInput(kind, body),
      });
    } catch (e) {
      if (e instanceof DomainError && !fromScript(req)) await this.keep(req, owner, [...(draft?.photos ?? []), ...sent], signature ?? draft?.signaturePng ?? null, draft);
      throw e;
    }
    if (draft) await this.drafts.discard(draft);
    seeOther(res, `/staff/bookings/${encodeURIComponent(ref)}?done=${kind === 'check-out' ? 'checked-out' : 'checked-in'}`);
  }

  /** Keeps a refused plain form post's photos and signature for the form shown with the refusal; a failure to keep them loses them (as before), never the refusal. */
  private async keep(req: Request, owner: { reference: unknown; kind: HandoverKind; session: string }, photos: Uint8Array[], signature: Uint8Array | null, draft: TakenDraft | null): Promise<void> {
    try {
      const kept = await this.drafts.keep(owner, photos, signature, draft);
      if (kept) KEPT.set(req, kept);
    } catch (e) {
      this.logger.warn(`the photos of a refused handover were not kept: ${(e as Error).message}`);
    }
  }
}

/** The signature field: a PNG data URL drawn by the page's canvas (anything else: none). */
function dataUrlPng(v: unknown): Uint8Array | null {
  const prefix = 'data:image/png;base64,';
  if (typeof v !== 'string' || !v.startsWith(prefix)) return null;
  return new Uint8Array(Buffer.from(v.slice(prefix.length), 'base64'));
}
