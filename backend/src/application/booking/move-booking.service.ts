import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { bookingHoldPeriod } from '../../domain/availability/hold-period.js';
import { describeHolds, holdName } from '../../domain/availability/holds.js';
import { InvalidTransitionError, RuleViolationError, UnitConflictError } from '../../domain/errors.js';
import type { Period } from '../../domain/availability/hold-period.js';
import { BookingChangeEffects } from '../notifications/booking-change-effects.js';
import { BookingRepository, HoldOverlapError, type MoveHoldResult } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { UnitOfWork, rollback } from '../ports/unit-of-work.js';
import { UnitRepository } from '../ports/unit.repository.js';
import { loadUnit } from '../units/unit-view.js';
import { capabilitiesOf } from './booking-capabilities.js';
import { toBookingView, type BookingView } from './booking-view.js';
import { loadBooking } from './find-booking.service.js';
import { validateActor } from '../../domain/booking/history.js';
import { DEFAULT_STAFF_ACTOR } from './confirm-booking.service.js';

/**
 * Staff move a pending or confirmed booking to another unit of the same car (a swap before a
 * handover, a car in the workshop). Refused, naming them, when the unit is held then; PostgreSQL's
 * exclusion constraint refuses it too if a hold slips in at the same moment.
 */
@Injectable()
export class MoveBookingService {
  private readonly logger = new Logger(MoveBookingService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly units: UnitRepository,
    private readonly clock: Clock,
    private readonly config: AppSettings,
    private readonly unitOfWork: UnitOfWork,
    private readonly effects: BookingChangeEffects,
  ) {}

  async execute(idOrReference: string, unitLabel: unknown, by: unknown = DEFAULT_STAFF_ACTOR): Promise<BookingView> {
    return (await this.move(idOrReference, unitLabel, by)).booking;
  }

  /** Like `execute`, also telling which unit the booking held before (null: none). */
  async move(idOrReference: string, unitLabel: unknown, by: unknown = DEFAULT_STAFF_ACTOR): Promise<{ booking: BookingView; from: string | null }> {
    const actor = validateActor(by);
    const booking = await loadBooking(this.bookings, idOrReference);
    const unit = await loadUnit(this.units, unitLabel, 'unit');
    const notHolding = () => new RuleViolationError(`Booking ${booking.reference} is cancelled and holds no car; nothing to move`, 'reference');
    if (!capabilitiesOf(booking, this.config.holdPolicy, this.clock.now()).move) {
      if (booking.status === 'cancelled') throw notHolding();
      // Handed over: the car on the road is that unit, the booking stays on it (docs/product.md §10).
      throw new InvalidTransitionError(booking.status, booking.status, `Booking ${booking.reference} has been handed over on unit ${booking.unit ?? '?'}; it cannot move to another car`);
    }
    if (unit.carType !== booking.carType) {
      throw new RuleViolationError(
        `Unit ${unit.label} is a ${unit.carType}, but booking ${booking.reference} is for a ${booking.carType}: move it to another ${booking.carType}`,
        'unit',
      );
    }
    const retired = () => new RuleViolationError(`Unit ${unit.label} is retired; move the booking to a unit in service`, 'unit');
    if (!unit.active) throw retired();
    const period = bookingHoldPeriod(booking, this.config.turnaroundHours);
    const result = await this.moveHold(booking.id, unit.id, period, this.clock.now(), actor);
    switch (result.outcome) {
      case 'moved': {
        const moved = await this.bookings.findById(booking.id);
        if (!moved) throw notHolding();
        this.logger.log(`booking ${booking.reference} moved from ${result.from ?? 'no unit'} to ${unit.label} by ${actor}`);
        return { booking: toBookingView(moved, this.config.holdPolicy), from: result.from };
      }
      case 'same-unit':
        throw new UnitConflictError(`Booking ${booking.reference} is on unit ${unit.label} already; nothing to change`, [booking.reference]);
      case 'conflict':
        throw new UnitConflictError(
          `Unit ${unit.label} is held during booking ${booking.reference} by ${describeHolds(result.conflicts)}; nothing was changed`,
          result.conflicts.map(holdName),
        );
      case 'unit-retired':
        throw retired();
      case 'not-holding':
        throw notHolding();
    }
  }

  /**
   * One transaction: the hold moved (under the booking's and the unit's locks, TypeOrmBookingWrites)
   * with its history row `moved` and its webhook event; nothing written unless it moved. A hold that
   * slipped in meanwhile (PostgreSQL's exclusion constraint refused the move) is a conflict too,
   * naming the holds now in the way.
   */
  private async moveHold(bookingId: string, unitId: number, period: Period, at: Date, actor: string): Promise<MoveHoldResult> {
    try {
      return await this.unitOfWork.run(async (tx) => {
        const result = await tx.bookings.moveHold(bookingId, unitId, period, at);
        if (result.outcome !== 'moved') return rollback(result);
        await this.effects.record(tx, [{ type: 'moved', bookingId, reference: result.reference, at, actor, detail: { fromUnit: result.from, toUnit: result.to } }]);
        return result;
      });
    } catch (e) {
      if (!(e instanceof HoldOverlapError)) throw e;
      return { outcome: 'conflict', conflicts: await this.bookings.holdsInTheWay(unitId, e.period, bookingId) };
    }
  }
}
