import { InitialSchema1760000000000 } from './1760000000000-initial-schema.js';
import { UnitsAndHolds1764000000000 } from './1764000000000-units-and-holds.js';
import { RateLimits1764000100000 } from './1764000100000-rate-limits.js';
import { StaffWorkflow1764000200000 } from './1764000200000-staff-workflow.js';
import { BookingLocale1764000300000 } from './1764000300000-booking-locale.js';
import { StaffBackOffice1765300000000 } from './1765300000000-staff-back-office.js';

/** Every migration, oldest first (listed as classes: no file globs, which ES modules make fragile). */
export const MIGRATIONS = [
  InitialSchema1760000000000,
  UnitsAndHolds1764000000000,
  RateLimits1764000100000,
  StaffWorkflow1764000200000,
  BookingLocale1764000300000,
  StaffBackOffice1765300000000,
];
