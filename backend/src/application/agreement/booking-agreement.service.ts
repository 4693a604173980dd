import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { agreementMail } from '../../domain/agreement/agreement-mail.js';
import { parseDocumentNumber, type AgreementDrivers } from '../../domain/agreement/agreement-drivers.js';
import { agreementFileName } from '../../domain/agreement/agreement.js';
import { HandoverRefusedError } from '../../domain/errors.js';
import { amountText, type Charge, type Payment } from '../../domain/money/money.js';
import { moneyText } from '../../domain/money/money-text.js';
import { toBookingView } from '../booking/booking-view.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { HandoverMessages } from '../ports/handover-messages.js';
import { type HandoverInput } from '../handover/record-handover.service.js';
import { ReceiptService } from '../money/receipt.service.js';
import { bookingLocale, toMailBooking } from '../notifications/booking-change-effects.js';
import { mailPayload } from '../notifications/outbox-mail.js';
import { AgreementRenderer } from '../ports/agreement-renderer.js';
import { BookingRepository } from '../ports/booking.repository.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { HandoverRepository, type NewHandover } from '../ports/handover.repository.js';
import { MoneyRepository } from '../ports/money.repository.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';
import { PrecheckinRepository } from '../ports/precheckin.repository.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';
import { toAgreementData } from './agreement-data.js';

/** The topic of the e-mail with the agreement attached, in the outbox. */
const AGREEMENT_MAIL_TOPIC = 'mail.customer.agreement';

/**
 * At check-out, the rental agreement (PDF) made once: stored with the check-out and e-mailed to the
 * customer through the outbox, in the check-out's transaction (docs/staff.md). It names the second
 * driver of the pre-check-in, the licence and passport numbers (typed by staff, else the
 * pre-check-in's) and what was paid at the handover. At check-in, the receipt e-mail.
 */
@Injectable()
export class AgreementOnCheckOut extends HandoverMessages {
  constructor(
    private readonly renderer: AgreementRenderer,
    private readonly config: AppSettings,
    private readonly precheckins: PrecheckinRepository,
    private readonly receipts: ReceiptService,
    private readonly prices: CurrentPrices,
  ) {
    super();
  }

  async forCheckOut(
    booking: StoredBooking,
    money: { payments: Payment[]; documents?: HandoverInput['documents'] },
  ): Promise<(handover: NewHandover, newId: () => string) => Promise<{ messages: OutboxDraft[]; agreementPdf: Uint8Array }>> {
    const typed = { licence: parseDocumentNumber(money.documents?.licenceNumber, 'licenceNumber'), passport: parseDocumentNumber(money.documents?.passportNumber, 'passportNumber') };
    const pre = await this.precheckins.find(booking.id);
    const drivers: AgreementDrivers = {
      secondDriver: pre?.secondDriver ?? null,
      licenceNumber: typed.licence ?? pre?.licenceNumber ?? null,
      passportNumber: typed.passport ?? pre?.passportNumber ?? null,
    };
    return (handover, newId) => this.drawAgreement(booking, handover, newId, drivers, money.payments);
  }

  private async drawAgreement(booking: StoredBooking, handover: NewHandover, newId: () => string, drivers: AgreementDrivers, payments: Payment[]): Promise<{ messages: OutboxDraft[]; agreementPdf: Uint8Array }> {
    const data = toAgreementData(booking, this.config.site, {
      at: handover.at,
      staffName: handover.staffName,
      odometerKm: handover.odometerKm,
      fuelEighths: handover.fuelEighths,
      damageNotes: handover.damageNotes,
      signaturePng: handover.signaturePng,
    }, await this.prices.get());
    const m = moneyText(data.locale);
    const paid = {
      eurCents: payments.reduce((s, p) => s + p.eurCents, 0),
      lines: payments.map((p) => `${amountText(p.amountCents)} ${p.currency} · ${m.method[p.method]}${p.rate ? ` · ${p.rate} ${p.currency}/EUR` : ''}`),
    };
    const pdf = await this.renderer.render({ ...data, drivers, paid });
    const mail = agreementMail(toMailBooking(toBookingView(booking, this.config.holdPolicy), bookingLocale(booking)), this.config.site, pdf);
    return {
      messages: [{ eventId: newId(), channel: 'email', topic: AGREEMENT_MAIL_TOPIC, bookingId: booking.id, reference: booking.reference, payload: mailPayload(mail) }],
      agreementPdf: pdf,
    };
  }

  async forCheckIn(booking: StoredBooking, handover: NewHandover, newId: () => string, money: { payments: Payment[]; charges: Charge[] }): Promise<OutboxDraft[]> {
    return [await this.receipts.mailForCheckIn(booking, handover.at, money.payments, money.charges, newId(), handover.odometerKm)];
  }
}

/**
 * The agreement of a handed-over booking, for staff to download (`GET /staff/bookings/<ref>/agreement.pdf`):
 * the PDF stored at check-out, as it was signed. A booking handed over before agreements were stored
 * gets one made from its check-out.
 */
@Injectable()
export class BookingAgreementService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly handovers: HandoverRepository,
    private readonly renderer: AgreementRenderer,
    private readonly config: AppSettings,
    private readonly money: MoneyRepository,
    private readonly prices: CurrentPrices,
  ) {}

  async pdf(reference: unknown): Promise<{ filename: string; pdf: Uint8Array }> {
    const booking = await loadBooking(this.bookings, reference);
    const stored = await this.money.agreement(booking.id);
    if (stored) return { filename: agreementFileName(booking.reference), pdf: stored };
    const { checkOut } = await this.handovers.listFor(booking.id);
    if (!checkOut) throw new HandoverRefusedError(`Booking ${booking.reference} has not been handed over: its agreement is made at the handover`);
    const signaturePng = await this.handovers.signature(booking.id, 'check-out');
    const pdf = await this.renderer.render(toAgreementData(booking, this.config.site, { ...checkOut, signaturePng }, await this.prices.get()));
    return { filename: agreementFileName(booking.reference), pdf };
  }
}
