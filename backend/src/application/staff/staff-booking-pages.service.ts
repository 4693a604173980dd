import { Injectable } from '@nestjs/common';
import type { BookingCapabilities } from '../../domain/booking/capabilities.js';
import { assertHandoverAllowed, type HandoverKind } from '../../domain/handover/handover.js';
import { capabilitiesOf } from '../booking/booking-capabilities.js';
import { toBookingView, type BookingView } from '../booking/booking-view.js';
import { FindBookingService, loadBooking, type BookingWithHistory } from '../booking/find-booking.service.js';
import { HandoverMoneyService, type HandoverMoneyView } from '../money/handover-money.service.js';
import { AppSettings } from '../ports/app-settings.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { HandoverRepository, type StoredHandover } from '../ports/handover.repository.js';
import { PrecheckinRepository, type StoredPrecheckin } from '../ports/precheckin.repository.js';
import { UnitRepository } from '../ports/unit.repository.js';

/** The back office's booking page: the booking with its history, its handovers, pre-check-in and the units it may move to. */
export type StaffBookingPageView = {
  booking: BookingWithHistory;
  handovers: { checkOut: StoredHandover | null; checkIn: StoredHandover | null };
  precheckin: StoredPrecheckin | null;
  /** Active units of the booking's car type. */
  units: string[];
  /** What the booking allows now (the page offers only those actions). */
  may: BookingCapabilities;
};

/** The phone's check-out or check-in form. */
export type HandoverFormView = { booking: BookingView; checkOut: StoredHandover | null; money: HandoverMoneyView };

/**
 * What the back office's booking page and handover forms show (docs/staff.md). Each is made from one
 * load of the booking: the page's parts take the stored booking, not its reference again.
 */
@Injectable()
export class StaffBookingPagesService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly handovers: HandoverRepository,
    private readonly precheckins: PrecheckinRepository,
    private readonly units: UnitRepository,
    private readonly findBooking: FindBookingService,
    private readonly handoverMoney: HandoverMoneyService,
    private readonly clock: Clock,
    private readonly config: AppSettings,
  ) {}

  async bookingPage(reference: unknown): Promise<StaffBookingPageView> {
    const stored = await loadBooking(this.bookings, reference);
    const handovers = await this.handovers.listFor(stored.id);
    const booking = await this.findBooking.historyOf(stored, handovers);
    const precheckin = await this.precheckins.find(stored.id);
    const units = (await this.units.list()).filter((u) => u.active && u.carType === stored.carType).map((u) => u.label);
    const may = capabilitiesOf(stored, this.config.holdPolicy, this.clock.now(), {
      handovers: { checkOut: handovers.checkOut !== null, checkIn: handovers.checkIn !== null },
      balanceCents: Math.round(booking.balanceEur * 100),
    });
    return { booking, handovers, precheckin, units, may };
  }

  /**
   * The form of a handover. `check`: refuse (HandoverRefusedError) a handover that cannot be recorded
   * today, as opening the form does; a form shown again after a refused submit skips it.
   * `fuelBack`: at the return, the fuel level typed (for the proposed fuel charge).
   */
  async handoverForm(reference: unknown, kind: HandoverKind, o: { check: boolean; fuelBack?: number }): Promise<HandoverFormView> {
    const stored = await loadBooking(this.bookings, reference);
    const { checkOut, checkIn } = await this.handovers.listFor(stored.id);
    const done = { checkOut: checkOut !== null, checkIn: checkIn !== null };
    if (o.check) assertHandoverAllowed(kind, stored, capabilitiesOf(stored, this.config.holdPolicy, this.clock.now(), { handovers: done }), done);
    const money = await this.handoverMoney.forForm(stored, checkOut, kind === 'check-in' ? o.fuelBack : undefined);
    return { booking: toBookingView(stored, this.config.holdPolicy), checkOut, money };
  }
}
