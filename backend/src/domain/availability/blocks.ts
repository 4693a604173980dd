import { ValidationError, type FieldError } from '../errors.js';
import { addDays, daysBetweenDates, isIsoDate } from '../shared/dates.js';
import { blockPeriod, type Period } from './hold-period.js';

/** The longest maintenance block (a year); longer than that, retire the unit. */
export const MAX_BLOCK_DAYS = 365;
export const BLOCK_REASON_MAX_LENGTH = 200;

export const BLOCK_MESSAGES = Object.freeze({
  from: 'Give the first day of the block as YYYY-MM-DD',
  to: 'Give the last day of the block as YYYY-MM-DD',
  fromInPast: 'A block cannot start before today (Tbilisi time)',
  toBeforeFrom: 'The last day of the block cannot be before its first day',
  tooLong: `A block lasts at most ${MAX_BLOCK_DAYS} days; retire the unit instead`,
  reason: `The reason is text of at most ${BLOCK_REASON_MAX_LENGTH} characters`,
} as const);

/** A maintenance block as asked for: whole days `from` to `to`, both included, and an optional reason. */
export type BlockRequest = { from: string; to: string; reason: string | null; period: Period };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Checks a block request (`from` and `to` are Tbilisi dates, `to` included; `from` not before
 * `today`; at most a year) and returns it with the period it holds. Throws ValidationError.
 */
export function parseBlockRequest(raw: { from?: unknown; to?: unknown; reason?: unknown }, today: string): BlockRequest {
  const errors: FieldError[] = [];
  const from = text(raw.from);
  const to = text(raw.to);
  if (!from) errors.push({ field: 'from', type: 'required', message: BLOCK_MESSAGES.from });
  else if (!isIsoDate(from)) errors.push({ field: 'from', type: 'format', message: BLOCK_MESSAGES.from });
  else if (from < today) errors.push({ field: 'from', type: 'rule', message: BLOCK_MESSAGES.fromInPast });
  if (!to) errors.push({ field: 'to', type: 'required', message: BLOCK_MESSAGES.to });
  else if (!isIsoDate(to)) errors.push({ field: 'to', type: 'format', message: BLOCK_MESSAGES.to });
  if (isIsoDate(from) && isIsoDate(to)) {
    if (to < from) errors.push({ field: 'to', type: 'rule', message: BLOCK_MESSAGES.toBeforeFrom });
    else if (daysBetweenDates(from, addDays(to, 1)) > MAX_BLOCK_DAYS) errors.push({ field: 'to', type: 'rule', message: BLOCK_MESSAGES.tooLong });
  }
  const reasonValue = raw.reason;
  if (reasonValue !== undefined && reasonValue !== null && typeof reasonValue !== 'string') {
    errors.push({ field: 'reason', type: 'format', message: BLOCK_MESSAGES.reason });
  }
  const reason = text(reasonValue).replace(/\s+/g, ' ');
  if (reason.length > BLOCK_REASON_MAX_LENGTH) errors.push({ field: 'reason', type: 'max', message: BLOCK_MESSAGES.reason });
  if (errors.length > 0) throw new ValidationError(errors);
  return { from, to, reason: reason || null, period: blockPeriod(from, to) };
}
