import { InvalidArgumentError } from 'commander';
import { isIsoDate, isIsoTime } from '@rentals/backend/domain/shared/dates.js';
import { usageError } from './errors.js';

/** Commander parser for a whole number from `min` to `max`. */
function wholeNumberParser(min: number, max: number): (value: string) => number {
  return (value: string) => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`use a whole number from ${min} to ${max}.`);
    }
    return n;
  };
}

/** Commander parser for --limit: a whole number from 1 to `max`. */
export function limitParser(max: number): (value: string) => number {
  return wholeNumberParser(1, max);
}

/** Commander parser for --offset: a whole number from 0 to `max`. */
export function offsetParser(max = 10_000_000): (value: string) => number {
  return wholeNumberParser(0, max);
}

/** A `YYYY-MM-DD` option value that is a real calendar date, trimmed; a usage error (exit 2) otherwise. */
export function checkDate(value: string, option: string): string {
  const v = value.trim();
  if (!isIsoDate(v)) {
    throw usageError(`invalid date "${value}" for ${option}. Write a real calendar date as YYYY-MM-DD, for example 2026-07-01.`);
  }
  return v;
}

/** An `HH:MM` option value (00:00 to 23:59), trimmed; a usage error (exit 2) otherwise. */
export function checkTime(value: string, option: string): string {
  const v = value.trim();
  if (!isIsoTime(v)) throw usageError(`invalid time "${value}" for ${option}. Write it as HH:MM (24 hours), for example 09:00.`);
  return v;
}
