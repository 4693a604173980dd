import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { BOOKING_STATUSES, isBookingStatus, type BookingStatus } from '../../domain/booking/status.js';
import { ValidationError } from '../../domain/errors.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { toBookingView, type BookingView } from './booking-view.js';

export const DEFAULT_LIST_LIMIT = 50;
export const MAX_LIST_LIMIT = 10_000;
export const MAX_LIST_OFFSET = 10_000_000;

/** A whole number from `min` to `max` given as a number or digits; `fallback` when absent. */
function wholeNumber(raw: unknown, field: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new ValidationError([{ field, type: 'invalid', message: `${field} must be a whole number from ${min} to ${max}` }]);
  }
  return n;
}

/** Validates a list limit: a whole number from 1 to `max`; `fallback` when absent. */
export function listLimit(raw: unknown, fallback: number, max: number): number {
  return wholeNumber(raw, 'limit', fallback, 1, max);
}

/** Validates a list offset: a whole number from 0 to `max`; 0 when absent. */
export function listOffset(raw: unknown, max = MAX_LIST_OFFSET): number {
  return wholeNumber(raw, 'offset', 0, 0, max);
}

/** Bookings, newest first, optionally of one status; `offset` skips that many of the newest (paging). */
@Injectable()
export class ListBookingsService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly config: AppSettings,
  ) {}

  async execute(query: { status?: BookingStatus | string; limit?: number | string; offset?: number | string } = {}): Promise<BookingView[]> {
    let status: BookingStatus | undefined;
    if (query.status !== undefined && query.status !== null && query.status !== '') {
      if (!isBookingStatus(query.status)) {
        throw new ValidationError([{ field: 'status', type: 'invalid', message: `status must be one of ${BOOKING_STATUSES.join(', ')}` }]);
      }
      status = query.status;
    }
    const limit = listLimit(query.limit, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT);
    const offset = listOffset(query.offset);
    const rows = await this.bookings.list({ status, limit, offset });
    return rows.map((b) => toBookingView(b, this.config.holdPolicy));
  }
}
