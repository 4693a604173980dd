import { Injectable } from '@nestjs/common';
import { validateActor } from '../../domain/booking/history.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { UnitOfWork } from '../ports/unit-of-work.js';
import { BookingMoney, type ChargeInput, type MoneyView } from './booking-money.js';

/** `rentals charges add`: a charge in EUR at or after the return (fuel, damage, late, extra day, cleaning, other). */
@Injectable()
export class AddChargeService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly money: BookingMoney,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: ChargeInput & { reference: unknown; by: unknown }): Promise<MoneyView & { reference: string }> {
    const actor = validateActor(input.by);
    const booking = await loadBooking(this.bookings, input.reference);
    const charge = this.money.prepareCharge(booking, input, actor, this.clock.now());
    await this.unitOfWork.run((tx) => this.money.write(tx, booking, [], [charge]));
    return { reference: booking.reference, ...(await this.money.view(booking)) };
  }
}
