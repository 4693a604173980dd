import { Injectable } from '@nestjs/common';
import { HandoverRefusedError } from '../../domain/errors.js';
import type { Charge, Payment } from '../../domain/money/money.js';
import { receiptDocument, receiptFileName, receiptIssue, receiptMail } from '../../domain/money/receipt.js';
import { toAgreementData } from '../agreement/agreement-data.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';
import { loadByToken } from '../booking/booking-page-view.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { mailPayload } from '../notifications/outbox-mail.js';
import { AgreementRenderer } from '../ports/agreement-renderer.js';
import { AppSettings } from '../ports/app-settings.js';
import { BookingTokens } from '../ports/booking-tokens.js';
import { BookingRepository } from '../ports/booking.repository.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { Clock } from '../ports/clock.js';
import { HandoverRepository } from '../ports/handover.repository.js';
import { MoneyRepository } from '../ports/money.repository.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';

/** The topic of the e-mail with the receipt attached, in the outbox. */
const RECEIPT_MAIL_TOPIC = 'mail.customer.receipt';

/**
 * The receipt of a returned rental (docs/staff.md): rental lines, charges, payments with their
 * currencies and rates, balance, in the booking's language with the agreement's renderer. E-mailed
 * at check-in; staff download it at `/staff/bookings/<ref>/receipt.pdf`, the customer from their page.
 */
@Injectable()
export class ReceiptService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly handovers: HandoverRepository,
    private readonly money: MoneyRepository,
    private readonly renderer: AgreementRenderer,
    private readonly tokens: BookingTokens,
    private readonly clock: Clock,
    private readonly config: AppSettings,
    private readonly prices: CurrentPrices,
  ) {}

  async render(booking: StoredBooking, returnedAt: Date | null, payments: readonly Payment[], charges: readonly Charge[]): Promise<Uint8Array> {
    const data = toAgreementData(booking, this.config.site, { at: returnedAt ?? new Date(0), staffName: '', odometerKm: 0, fuelEighths: 0, damageNotes: '', signaturePng: null }, await this.prices.get());
    const issue = returnedAt ? receiptIssue(returnedAt, [...payments, ...charges]) : 1;
    return this.renderer.renderDocument(receiptDocument({ locale: data.locale, company: data.company, booking: data.booking, armeniaFee: data.armeniaFee, returnedAt, payments, charges, issue }));
  }

  async pdf(reference: unknown): Promise<{ filename: string; pdf: Uint8Array }> {
    return this.pdfOf(await loadBooking(this.bookings, reference));
  }

  /** For the customer's page (`/b/<token>/receipt.pdf`): only once the car is back. */
  async customerPdf(token: unknown): Promise<{ filename: string; pdf: Uint8Array }> {
    return this.pdfOf(await loadByToken(this.bookings, this.tokens, token, this.clock.now()));
  }

  private async pdfOf(booking: StoredBooking): Promise<{ filename: string; pdf: Uint8Array }> {
    const { checkIn } = await this.handovers.listFor(booking.id);
    if (!checkIn) throw new HandoverRefusedError(`Booking ${booking.reference} has not been returned yet: its receipt is made at the return`);
    const [payments, charges] = await Promise.all([this.money.paymentsFor(booking.id), this.money.chargesFor(booking.id)]);
    return { filename: receiptFileName(booking.reference), pdf: await this.render(booking, checkIn.at, payments, charges) };
  }

  /** The receipt e-mail of a check-in, with the payments and charges it records (queued in its transaction). */
  async mailForCheckIn(booking: StoredBooking, returnedAt: Date, payments: readonly Payment[], charges: readonly Charge[], eventId: string): Promise<OutboxDraft> {
    const pdf = await this.render(booking, returnedAt, payments, charges);
    const data = toAgreementData(booking, this.config.site, { at: returnedAt, staffName: '', odometerKm: 0, fuelEighths: 0, damageNotes: '', signaturePng: null }, await this.prices.get());
    const issue = receiptIssue(returnedAt, [...payments, ...charges]);
    const mail = receiptMail({ customerEmail: booking.customerEmail, customerName: booking.customerName, reference: booking.reference, locale: data.locale, issue }, this.config.site.brandName, pdf);
    return { eventId, channel: 'email', topic: RECEIPT_MAIL_TOPIC, bookingId: booking.id, reference: booking.reference, payload: mailPayload(mail) };
  }

  /**
   * A payment or charge recorded after the return re-issues the receipt ("Receipt GR-… (2)") with
   * everything stored plus what is being recorded, mailed again: the draft to queue in the
   * recording's transaction. Null before the return (the check-in mails the first one).
   */
  async reissueMail(booking: StoredBooking, added: { payments: readonly Payment[]; charges: readonly Charge[] }, eventId: string): Promise<OutboxDraft | null> {
    const { checkIn } = await this.handovers.listFor(booking.id);
    if (!checkIn) return null;
    const [payments, charges] = await Promise.all([this.money.paymentsFor(booking.id), this.money.chargesFor(booking.id)]);
    return this.mailForCheckIn(booking, checkIn.at, [...payments, ...added.payments], [...charges, ...added.charges], eventId);
  }
}
