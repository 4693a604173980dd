import { Injectable, Logger } from '@nestjs/common';
import { validateActor } from '../../domain/booking/history.js';
import { balanceCents } from '../../domain/money/money.js';
import { assertMoneyStep } from '../../domain/money/money-rules.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { UnitOfWork } from '../ports/unit-of-work.js';
import { newEventId } from '../notifications/booking-change-effects.js';
import { ReceiptService } from './receipt.service.js';
import { BookingMoney, type MoneyView, type PaymentInput } from './booking-money.js';

/** `rentals payments add` and the staff page's "Take a payment" and "Refund": money in EUR, GEL or USD (cash, card, transfer) with its history row. */
@Injectable()
export class RecordPaymentService {
  private readonly logger = new Logger(RecordPaymentService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly money: BookingMoney,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly receipts: ReceiptService,
  ) {}

  /** `refund`: money handed back (at most what was overpaid); else a payment. Both only when bookingCapabilities allows (money-rules.ts). */
  async execute(input: PaymentInput & { reference: unknown; by: unknown; refund?: boolean }): Promise<MoneyView & { reference: string }> {
    const actor = validateActor(input.by);
    const booking = await loadBooking(this.bookings, input.reference);
    const now = this.clock.now();
    const prepared = await this.money.preparePayment(booking, input, actor, now);
    const payment = input.refund ? { ...prepared, refund: true } : prepared;
    const stored = await this.money.stored(booking);
    assertMoneyStep(input.refund ? 'refund' : 'payment', booking, balanceCents(booking.totalPrice, stored.charges, stored.payments), payment.eurCents, now);
    // After the return the receipt is re-issued and mailed again (made before the transaction: the PDF takes a while).
    const receipt = await this.receipts.reissueMail(booking, { payments: [payment], charges: [] }, newEventId());
    await this.unitOfWork.run(async (tx) => {
      await this.money.write(tx, booking, [payment], []);
      if (receipt) await tx.outbox.add([receipt]);
    });
    this.logger.log(`booking ${booking.reference}: ${input.refund ? 'refund' : 'payment'} ${payment.amountCents / 100} ${payment.currency} ${payment.method} by ${actor}`);
    return { reference: booking.reference, ...(await this.money.view(booking)) };
  }
}
