import { Injectable, Logger } from '@nestjs/common';
import { validateActor } from '../../domain/booking/history.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { UnitOfWork } from '../ports/unit-of-work.js';
import { newEventId } from '../notifications/booking-change-effects.js';
import { ReceiptService } from './receipt.service.js';
import { BookingMoney, type MoneyView, type PaymentInput } from './booking-money.js';

/** `rentals payments add`: a payment in EUR, GEL or USD (cash, card, transfer) with its history row. */
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

  async execute(input: PaymentInput & { reference: unknown; by: unknown }): Promise<MoneyView & { reference: string }> {
    const actor = validateActor(input.by);
    const booking = await loadBooking(this.bookings, input.reference);
    const payment = await this.money.preparePayment(booking, input, actor, this.clock.now());
    // After the return the receipt is re-issued and mailed again (made before the transaction: the PDF takes a while).
    const receipt = await this.receipts.reissueMail(booking, { payments: [payment], charges: [] }, newEventId());
    await this.unitOfWork.run(async (tx) => {
      await this.money.write(tx, booking, [payment], []);
      if (receipt) await tx.outbox.add([receipt]);
    });
    this.logger.log(`booking ${booking.reference}: payment ${payment.amountCents / 100} ${payment.currency} ${payment.method} by ${actor}`);
    return { reference: booking.reference, ...(await this.money.view(booking)) };
  }
}
