import { Injectable } from '@nestjs/common';
import { InvalidDateError, ValidationError } from '../../domain/errors.js';
import { isIsoDate, TBILISI_UTC_OFFSET_HOURS, wallClockMs } from '../../domain/shared/dates.js';
import {
  CONVERSION_NAME_MAX_LENGTH,
  conversionRow,
  conversionsCsv,
  DEFAULT_CONVERSION_NAME,
  type ConversionRow,
} from '../../domain/tracking/conversions.js';
import { BookingRepository } from '../ports/booking.repository.js';

/**
 * Google Ads offline conversions (docs/operations.md): one row per confirmed booking with a click id,
 * confirmed on or after `since` (a date in Tbilisi), valued at the booking total in EUR.
 */
@Injectable()
export class ExportConversionsService {
  constructor(private readonly bookings: BookingRepository) {}

  async rows(opts: { since?: string; name?: string } = {}): Promise<ConversionRow[]> {
    const since = opts.since === undefined ? null : sinceInstant(opts.since);
    const name = conversionName(opts.name);
    const clicks = await this.bookings.listConversions(since);
    return clicks.map((c) => conversionRow(c, name));
  }

  async csv(opts: { since?: string; name?: string } = {}): Promise<string> {
    return conversionsCsv(await this.rows(opts));
  }
}

/** Midnight in Tbilisi at the start of `date` (YYYY-MM-DD). */
function sinceInstant(date: string): Date {
  const d = date.trim();
  if (!isIsoDate(d)) throw new InvalidDateError(date, 'since');
  return new Date(wallClockMs(d) - TBILISI_UTC_OFFSET_HOURS * 3_600_000);
}

function conversionName(raw: string | undefined): string {
  if (raw === undefined) return DEFAULT_CONVERSION_NAME;
  const name = raw.trim();
  if (!name || [...name].length > CONVERSION_NAME_MAX_LENGTH || /[\p{Cc}\p{Cf}]/u.test(name)) {
    throw new ValidationError([
      { field: 'name', type: 'format', message: `the conversion name must be 1 to ${CONVERSION_NAME_MAX_LENGTH} characters without control characters, as named in Google Ads` },
    ]);
  }
  return name;
}
