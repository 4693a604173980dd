import { tbilisiInstant } from '../availability/hold-period.js';
import { addDays } from '../shared/dates.js';
import type { BookingStatus } from '../booking/status.js';
import type { WhatsAppTemplate } from './templates.js';

/** The pickup reminder goes the day before pickup at this time (Tbilisi). */
export const PICKUP_REMINDER_TIME = '18:00';
/** The return reminder goes the morning of the return at this time (Tbilisi). */
export const RETURN_REMINDER_TIME = '09:00';
/** The review request goes this long after the booked return, once the car is back. */
export const REVIEW_AFTER_HOURS = 3;
/** A review request not sent within this many days of the return is not sent any more. */
export const REVIEW_WITHIN_DAYS = 7;

export type ReminderTemplate = Exclude<WhatsAppTemplate, 'booking_received'>;

export type ReminderFacts = {
  status: BookingStatus;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
};

/**
 * The reminders due for a booking at `now` (each is sent once: the caller records it): the pickup
 * reminder from 18:00 the day before pickup until pickup, for a confirmed booking; the return
 * reminder from 09:00 on the return day until the return, for a car on rent; the review request
 * from REVIEW_AFTER_HOURS after the booked return for REVIEW_WITHIN_DAYS, once the car is back
 * (`reviews`: REVIEW_URL is set).
 */
export function dueReminders(b: ReminderFacts, now: Date, reviews: boolean): ReminderTemplate[] {
  const t = now.getTime();
  const pickup = tbilisiInstant(b.pickupDate, b.pickupTime).getTime();
  const ret = tbilisiInstant(b.returnDate, b.returnTime).getTime();
  const due: ReminderTemplate[] = [];
  if (b.status === 'confirmed' && t >= tbilisiInstant(addDays(b.pickupDate, -1), PICKUP_REMINDER_TIME).getTime() && t < pickup) due.push('pickup_reminder');
  if (b.status === 'on_rent' && t >= tbilisiInstant(b.returnDate, RETURN_REMINDER_TIME).getTime() && t < ret) due.push('return_reminder');
  const reviewFrom = ret + REVIEW_AFTER_HOURS * 3_600_000;
  if (reviews && b.status === 'returned' && t >= reviewFrom && t < reviewFrom + REVIEW_WITHIN_DAYS * 86_400_000) due.push('review_request');
  return due;
}

/** The range of dates whose bookings may have a reminder due on `today` (pickups today or tomorrow, returns up to REVIEW_WITHIN_DAYS + 1 days back). */
export function reminderWindow(today: string): { pickupFrom: string; pickupTo: string; returnFrom: string; returnTo: string } {
  return { pickupFrom: today, pickupTo: addDays(today, 1), returnFrom: addDays(today, -(REVIEW_WITHIN_DAYS + 1)), returnTo: today };
}
