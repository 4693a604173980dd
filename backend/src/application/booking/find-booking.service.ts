import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { BookingNotFoundError } from '../../domain/errors.js';
import { BookingHistoryRepository } from '../ports/booking-history.repository.js';
import { BookingRepository } from '../ports/booking.repository.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { toBookingView, type BookingView } from './booking-view.js';
import { HandoverRepository, type StoredHandover } from '../ports/handover.repository.js';
import { toHandoverView, type HandoverView } from '../handover/handover-view.js';
import { BookingMoney, type MoneyView } from '../money/booking-money.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Loads a stored booking by id (uuid) or reference (case-insensitive); throws BookingNotFoundError. */
export async function loadBooking(bookings: BookingRepository, idOrReference: unknown): Promise<StoredBooking> {
  const key = typeof idOrReference === 'string' ? idOrReference.trim() : '';
  if (!key || key.length > 64) throw new BookingNotFoundError(String(idOrReference ?? ''));
  const booking = UUID.test(key) ? await bookings.findById(key) : await bookings.findByReference(key);
  if (!booking) throw new BookingNotFoundError(key);
  return booking;
}

/** One entry of a booking's history as printed (`at` an ISO string). */
export type HistoryEntryView = { at: string; type: string; actor: string; detail: string };

/** `handovers`: the check-out and check-in readings recorded (docs/staff.md), check-out first. */
export type BookingWithHistory = BookingView & { history: HistoryEntryView[]; handovers: HandoverView[] } & MoneyView;

@Injectable()
export class FindBookingService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly config: AppSettings,
    private readonly history: BookingHistoryRepository,
    private readonly handovers: HandoverRepository,
    private readonly money: BookingMoney,
  ) {}

  async execute(idOrReference: string): Promise<BookingView> {
    return toBookingView(await loadBooking(this.bookings, idOrReference), this.config.holdPolicy);
  }

  /** The booking and its history, oldest entry first (`rentals bookings show`). */
  async withHistory(idOrReference: string): Promise<BookingWithHistory> {
    const booking = await loadBooking(this.bookings, idOrReference);
    return this.historyOf(booking, await this.handovers.listFor(booking.id));
  }

  /** `withHistory` of a booking already loaded, with its handovers already read (the back office's booking page). */
  async historyOf(booking: StoredBooking, { checkOut, checkIn }: { checkOut: StoredHandover | null; checkIn: StoredHandover | null }): Promise<BookingWithHistory> {
    const history = await this.history.listFor(booking.id);
    return {
      ...toBookingView(booking, this.config.holdPolicy),
      history: history.map((h) => ({ at: h.at.toISOString(), type: h.type, actor: h.actor, detail: h.detail })),
      handovers: [checkOut, checkIn].filter((h) => h !== null).map(toHandoverView),
      ...(await this.money.view(booking)),
    };
  }
}
