import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { agreementMail } from '../../domain/agreement/agreement-mail.js';
import { agreementFileName } from '../../domain/agreement/agreement.js';
import { HandoverRefusedError } from '../../domain/errors.js';
import { toBookingView } from '../booking/booking-view.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { HandoverMessages } from '../ports/handover-messages.js';
import { bookingLocale, toMailBooking } from '../notifications/booking-change-effects.js';
import { mailPayload } from '../notifications/outbox-mail.js';
import { AgreementRenderer } from '../ports/agreement-renderer.js';
import { BookingRepository, type StoredBooking } from '../ports/booking.repository.js';
import { HandoverRepository, type NewHandover } from '../ports/handover.repository.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';
import { toAgreementData } from './agreement-data.js';

/** The topic of the e-mail with the agreement attached, in the outbox. */
const AGREEMENT_MAIL_TOPIC = 'mail.customer.agreement';

/**
 * At check-out, the rental agreement (PDF) e-mailed to the customer through the outbox, in the
 * check-out's transaction (docs/staff.md). Queued whoever checks out, like every other message: an
 * instance with e-mail sends it (docs/operations.md).
 */
@Injectable()
export class AgreementOnCheckOut extends HandoverMessages {
  constructor(
    private readonly renderer: AgreementRenderer,
    private readonly config: AppSettings,
  ) {
    super();
  }

  async forCheckOut(booking: StoredBooking, handover: NewHandover, newId: () => string): Promise<OutboxDraft[]> {
    const pdf = await this.renderer.render(
      toAgreementData(booking, this.config.site, {
        at: handover.at,
        staffName: handover.staffName,
        odometerKm: handover.odometerKm,
        fuelEighths: handover.fuelEighths,
        damageNotes: handover.damageNotes,
        signaturePng: handover.signaturePng,
      }),
    );
    const mail = agreementMail(toMailBooking(toBookingView(booking, this.config.holdPolicy), bookingLocale(booking)), this.config.site, pdf);
    return [{ eventId: newId(), channel: 'email', topic: AGREEMENT_MAIL_TOPIC, bookingId: booking.id, reference: booking.reference, payload: mailPayload(mail) }];
  }
}

/** The agreement of a handed-over booking, for staff to download (`GET /staff/bookings/<ref>/agreement.pdf`). */
@Injectable()
export class BookingAgreementService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly handovers: HandoverRepository,
    private readonly renderer: AgreementRenderer,
    private readonly config: AppSettings,
  ) {}

  async pdf(reference: unknown): Promise<{ filename: string; pdf: Uint8Array }> {
    const booking = await loadBooking(this.bookings, reference);
    const { checkOut } = await this.handovers.listFor(booking.id);
    if (!checkOut) throw new HandoverRefusedError(`Booking ${booking.reference} has not been handed over: its agreement is made at the handover`);
    const signaturePng = await this.handovers.signature(booking.id, 'check-out');
    const pdf = await this.renderer.render(toAgreementData(booking, this.config.site, { ...checkOut, signaturePng }));
    return { filename: agreementFileName(booking.reference), pdf };
  }
}
