import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { isOverdue, nextBookingConflicts } from '../../domain/booking/overdue.js';
import { BOOKING_STATUSES, isBookingStatus } from '../../domain/booking/status.js';
import { ValidationError } from '../../domain/errors.js';
import { addDays, isIsoDate, todayInTbilisi } from '../../domain/shared/dates.js';
import { toBookingView, type BookingView } from '../booking/booking-view.js';
import { Clock } from '../ports/clock.js';
import { StaffBookingQueries } from '../ports/staff-booking-queries.js';
import { WhatsAppRepository } from '../ports/whatsapp.repository.js';

const SEARCH_LIMIT = 100;

/** A car on rent past its return (docs/product.md §10), and the unit's next booking when the car's lateness endangers it. */
export type OverdueRental = { booking: BookingView; conflict: BookingView | null };

export type TodayView = {
  /** Overdue rentals, longest overdue first: the page shows them first, in red. */
  overdue: OverdueRental[];
  today: string;
  tomorrow: string;
  pickups: BookingView[];
  returns: BookingView[];
  /** Pending bookings, oldest first (the ones closest to expiring). */
  pending: BookingView[];
  /** When the customer of each of these bookings (by id) last wrote on WhatsApp about it (ISO); the cards say so. */
  wroteOnWhatsApp: Record<string, string>;
};

/** What the back office lists: today's and tomorrow's pickups and returns, and the booking search. */
@Injectable()
export class StaffBookingsService {
  constructor(
    private readonly queries: StaffBookingQueries,
    private readonly clock: Clock,
    private readonly config: AppSettings,
    private readonly whatsapp: WhatsAppRepository,
  ) {}

  async today(): Promise<TodayView> {
    const today = todayInTbilisi(this.clock.now());
    const tomorrow = addDays(today, 1);
    const view = (b: Parameters<typeof toBookingView>[0]) => toBookingView(b, this.config.holdPolicy);
    const now = this.clock.now();
    const [{ pickups, returns }, pending, onRent] = await Promise.all([
      this.queries.due(today, tomorrow),
      this.queries.search({ status: 'pending', limit: SEARCH_LIMIT }),
      this.queries.onRent(),
    ]);
    const overdue: OverdueRental[] = [];
    for (const b of onRent.filter((r) => isOverdue(r, now))) {
      const next = await this.queries.nextOnUnit(b.id);
      const conflict = next && nextBookingConflicts(next, now, this.config.turnaroundHours) ? view(next) : null;
      overdue.push({ booking: view(b), conflict });
    }
    const ids = [...new Set([...pickups, ...returns, ...pending, ...onRent].map((b) => b.id))];
    const wrote = await this.whatsapp.lastWrote(ids);
    const wroteOnWhatsApp = Object.fromEntries([...wrote].map(([id, at]) => [id, at.toISOString()]));
    return { overdue, today, tomorrow, pickups: pickups.map(view), returns: returns.map(view), pending: pending.map(view).reverse(), wroteOnWhatsApp };
  }

  async search(input: { q?: unknown; status?: unknown; from?: unknown; to?: unknown }): Promise<BookingView[]> {
    const text = typeof input.q === 'string' ? input.q.trim().slice(0, 100) : '';
    const status = typeof input.status === 'string' && input.status ? input.status : undefined;
    if (status !== undefined && !isBookingStatus(status)) {
      throw new ValidationError([{ field: 'status', type: 'invalid', message: `the status is one of ${BOOKING_STATUSES.join(', ')}` }]);
    }
    const date = (raw: unknown, field: string) => {
      if (raw === undefined || raw === '') return undefined;
      if (!isIsoDate(raw)) throw new ValidationError([{ field, type: 'format', message: 'a date is written YYYY-MM-DD' }]);
      return raw;
    };
    const found = await this.queries.search({ text: text || undefined, status, from: date(input.from, 'from'), to: date(input.to, 'to'), limit: SEARCH_LIMIT });
    return found.map((b) => toBookingView(b, this.config.holdPolicy));
  }
}
