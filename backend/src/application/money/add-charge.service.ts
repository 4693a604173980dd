import { Injectable } from '@nestjs/common';
import { validateActor } from '../../domain/booking/history.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { UnitOfWork } from '../ports/unit-of-work.js';
import { newEventId } from '../notifications/booking-change-effects.js';
import { ReceiptService } from './receipt.service.js';
import { BookingMoney, type ChargeInput, type MoneyView } from './booking-money.js';

/** `rentals charges add`: a charge in EUR at or after the return (fuel, damage, late, extra day, cleaning, other). */
@Injectable()
export class AddChargeService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly money: BookingMoney,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly receipts: ReceiptService,
  ) {}

  async execute(input: ChargeInput & { reference: unknown; by: unknown }): Promise<MoneyView & { reference: string }> {
    const actor = validateActor(input.by);
    const booking = await loadBooking(this.bookings, input.reference);
    const charge = this.money.prepareCharge(booking, input, actor, this.clock.now());
    // After the return the receipt is re-issued and mailed again (made before the transaction: the PDF takes a while).
    const receipt = await this.receipts.reissueMail(booking, { payments: [], charges: [charge] }, newEventId());
    await this.unitOfWork.run(async (tx) => {
      await this.money.write(tx, booking, [], [charge]);
      if (receipt) await tx.outbox.add([receipt]);
    });
    return { reference: booking.reference, ...(await this.money.view(booking)) };
  }
}
