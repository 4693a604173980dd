import { Injectable, Logger } from '@nestjs/common';
import { validateActor } from '../../domain/booking/history.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { UnitOfWork } from '../ports/unit-of-work.js';
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
  ) {}

  async execute(input: PaymentInput & { reference: unknown; by: unknown }): Promise<MoneyView & { reference: string }> {
    const actor = validateActor(input.by);
    const booking = await loadBooking(this.bookings, input.reference);
    const payment = await this.money.preparePayment(booking, input, actor, this.clock.now());
    await this.unitOfWork.run((tx) => this.money.write(tx, booking, [payment], []));
    this.logger.log(`booking ${booking.reference}: payment ${payment.amountCents / 100} ${payment.currency} ${payment.method} by ${actor}`);
    return { reference: booking.reference, ...(await this.money.view(booking)) };
  }
}
