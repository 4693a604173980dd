import { Body, Controller, Get, Injectable, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { BookingAgreementService } from '../../../application/agreement/booking-agreement.service.js';
import { CancelBookingService } from '../../../application/booking/cancel-booking.service.js';
import { ConfirmBookingService } from '../../../application/booking/confirm-booking.service.js';
import { MoveBookingService } from '../../../application/booking/move-booking.service.js';
import { HandoverFilesService } from '../../../application/handover/handover-files.service.js';
import { PrecheckinDocumentsService } from '../../../application/precheckin/precheckin-documents.service.js';
import { StaffBookingPagesService } from '../../../application/staff/staff-booking-pages.service.js';
import { DomainError } from '../../../domain/errors.js';
import type { HandoverKind } from '../../../domain/handover/handover.js';
import { PRECHECKIN_RETENTION_DAYS as PRECHECKIN_DAYS, type DocumentType } from '../../../domain/precheckin/precheckin.js';
import { DomainErrorPage, MessageOnDomainError, signedIn, StaffPageFilter, type RefusalContext, type StaffAnswer } from './staff-page.filter.js';
import { bookingPage, messagePage, type Flash, type PageUser } from './staff-pages.js';
import { RecordPaymentService } from '../../../application/money/record-payment.service.js';
import { flashOf, privateHeaders, seeOther, sendPage } from './staff-responses.js';
import { StaffUser, StaffUserGuard } from './staff-user.guard.js';

/** File name extensions of the pre-check-in documents' types. */
const EXTENSIONS: Record<DocumentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** The back office's page of one booking (one load of it: StaffBookingPagesService). */
@Injectable()
export class StaffBookingPage {
  constructor(private readonly pages: StaffBookingPagesService) {}

  async render(user: PageUser, ref: string, flash: Flash): Promise<string> {
    const view = await this.pages.bookingPage(ref);
    return bookingPage(user, view.booking, view.handovers, { units: view.units, may: view.may, agreement: true, precheckin: view.precheckin, flash });
  }
}

/** A change of the booking refused (or a handover form that cannot open yet): the booking's page with the reason. */
@Injectable()
export class BookingChangeRefused extends DomainErrorPage {
  constructor(private readonly page: StaffBookingPage) {
    super();
  }

  protected async render(error: DomainError, { req, status, user }: RefusalContext): Promise<StaffAnswer> {
    return { status, page: await this.page.render(signedIn(user), String(req.params.ref), { kind: 'error', text: error.message }) };
  }
}

/** Nothing found for a file's address: null (the route answers its own 404). */
const orNull = (e: unknown) => (e instanceof DomainError ? null : Promise.reject(e));

/**
 * A booking in the back office (docs/staff.md): its page, the changes staff make there (confirm,
 * cancel, move to another unit) with the signed-in staff member as the actor, and its files
 * (handover photos and signatures, the agreement, the pre-check-in documents).
 */
@Controller('staff/bookings/:ref')
@UseGuards(StaffUserGuard)
@UseFilters(StaffPageFilter)
export class StaffBookingController {
  constructor(
    private readonly page: StaffBookingPage,
    private readonly confirmBooking: ConfirmBookingService,
    private readonly cancelBooking: CancelBookingService,
    private readonly moveBooking: MoveBookingService,
    private readonly handoverFiles: HandoverFilesService,
    private readonly agreements: BookingAgreementService,
    private readonly precheckins: PrecheckinDocumentsService,
    private readonly payments: RecordPaymentService,
  ) {}

  @Get()
  async show(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string, @Query('done') done?: string): Promise<void> {
    sendPage(res, 200, await this.page.render(user, ref, flashOf(done)));
  }

  @Post('confirm')
  @UseFilters(BookingChangeRefused)
  async confirm(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string): Promise<void> {
    await this.confirmBooking.execute(ref, user.staff.name);
    seeOther(res, done(ref, 'confirmed'));
  }

  @Post('cancel')
  @UseFilters(BookingChangeRefused)
  async cancel(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string): Promise<void> {
    await this.cancelBooking.execute(ref, user.staff.name);
    seeOther(res, done(ref, 'cancelled'));
  }

  @Post('move')
  @UseFilters(BookingChangeRefused)
  async move(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string, @Body() body: Record<string, unknown>): Promise<void> {
    await this.moveBooking.execute(ref, body?.unit, user.staff.name);
    seeOther(res, done(ref, 'moved'));
  }

  /** "Take a payment" and "Refund" after the handover (docs/staff.md): RecordPaymentService decides with bookingCapabilities. */
  @Post('payments')
  @UseFilters(BookingChangeRefused)
  async pay(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string, @Body() body: Record<string, unknown>): Promise<void> {
    await this.payments.execute({ reference: ref, amount: body?.amount, currency: body?.currency, method: body?.method, by: user.staff.name });
    seeOther(res, done(ref, 'paid'));
  }

  @Post('refunds')
  @UseFilters(BookingChangeRefused)
  async refund(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string, @Body() body: Record<string, unknown>): Promise<void> {
    await this.payments.execute({ reference: ref, amount: body?.amount, currency: body?.currency, method: body?.method, by: user.staff.name, refund: true });
    seeOther(res, done(ref, 'refunded'));
  }

  @Get('photos/:id')
  async photo(@Res() res: Response, @Param('ref') ref: string, @Param('id') id: string): Promise<void> {
    const photo = await this.handoverFiles.photo(ref, id).catch(orNull);
    if (!photo) return sendPage(res, 404, messagePage({ title: 'Not found', text: 'No such photo (photos are deleted 90 days after the return).' }));
    privateHeaders(res);
    res.type(photo.contentType).send(Buffer.from(photo.data));
  }

  @Get('signature/:file')
  async signature(@Res() res: Response, @Param('ref') ref: string, @Param('file') file: string): Promise<void> {
    const kind: HandoverKind | null = file === 'check-out.png' ? 'check-out' : file === 'check-in.png' ? 'check-in' : null;
    if (!kind) return sendPage(res, 404, messagePage({ title: 'Not found', text: 'No such signature.' }));
    const png = await this.handoverFiles.signature(ref, kind).catch(orNull);
    if (!png) return sendPage(res, 404, messagePage({ title: 'Not found', text: 'No signature recorded.' }));
    privateHeaders(res);
    res.type('image/png').send(Buffer.from(png));
  }

  @Get('agreement.pdf')
  @UseFilters(new MessageOnDomainError('No agreement'))
  async agreement(@Res() res: Response, @Param('ref') ref: string): Promise<void> {
    const { filename, pdf } = await this.agreements.pdf(ref);
    privateHeaders(res);
    res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
    res.type('application/pdf').send(Buffer.from(pdf));
  }

  /**
   * A pre-check-in document (the customer's licence or passport), for signed-in staff only: inline to
   * view, `?download=1` to save; never cached, never sniffed as another type.
   */
  @Get('documents/:id')
  async document(@Res() res: Response, @StaffUser() user: PageUser, @Param('ref') ref: string, @Param('id') id: string, @Query('download') download?: string): Promise<void> {
    const doc = await this.precheckins.document(ref, id).catch(orNull);
    if (!doc) return sendPage(res, 404, messagePage({ title: 'Not found', text: `No such document (pre-check-in documents are deleted ${PRECHECKIN_DAYS} days after the return).`, user }));
    privateHeaders(res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `${download === '1' ? 'attachment' : 'inline'}; filename="${ref.replace(/[^A-Za-z0-9-]/g, '')}-${doc.kind}.${EXTENSIONS[doc.contentType]}"`);
    res.type(doc.contentType).send(Buffer.from(doc.data.buffer, doc.data.byteOffset, doc.data.byteLength));
  }
}

/** The booking's page after a change, with its message. */
function done(ref: string, key: string): string {
  return `/staff/bookings/${encodeURIComponent(ref)}?done=${key}`;
}
