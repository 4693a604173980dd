import { InitialSchema1760000000000 } from './1760000000000-initial-schema.js';
import { UnitsAndHolds1764000000000 } from './1764000000000-units-and-holds.js';
import { RateLimits1764000100000 } from './1764000100000-rate-limits.js';
import { StaffWorkflow1764000200000 } from './1764000200000-staff-workflow.js';
import { BookingLocale1764000300000 } from './1764000300000-booking-locale.js';
import { VerifiedHolds1765000000000 } from './1765000000000-verified-holds.js';
import { IdempotencyRequestHash1765100000000 } from './1765100000000-idempotency-request-hash.js';
import { AdminTokenOutboxSkippedRetention1765200000000 } from './1765200000000-admin-token-outbox-skipped-retention.js';
import { StaffBackOffice1765300000000 } from './1765300000000-staff-back-office.js';
import { Precheckin1765400000000 } from './1765400000000-precheckin.js';
import { RentalStates1766100000000 } from './1766100000000-rental-states.js';
import { Money1766200000000 } from './1766200000000-money.js';
import { BookingTokenOrigin1766300000000 } from './1766300000000-booking-token-origin.js';
import { StaffSignInFailures1766300100000 } from './1766300100000-staff-sign-in-failures.js';
import { Refunds1767041000000 } from './1767041000000-refunds.js';
import { SiteFleet1766600000000 } from './1766600000000-site-fleet.js';
import { CarPhotos1766500000000 } from './1766500000000-car-photos.js';
import { Catalogue1766400000000 } from './1766400000000-catalogue.js';
import { WebVitals1767045000000 } from './1767045000000-web-vitals.js';
import { HandoverDrafts1767047000000 } from './1767047000000-handover-drafts.js';
import { WhatsApp1767043000000 } from './1767043000000-whatsapp.js';

/** Every migration, oldest first (listed as classes: no file globs, which ES modules make fragile). */
export const MIGRATIONS = [
  InitialSchema1760000000000,
  UnitsAndHolds1764000000000,
  RateLimits1764000100000,
  StaffWorkflow1764000200000,
  BookingLocale1764000300000,
  VerifiedHolds1765000000000,
  IdempotencyRequestHash1765100000000,
  AdminTokenOutboxSkippedRetention1765200000000,
  StaffBackOffice1765300000000,
  Precheckin1765400000000,
  RentalStates1766100000000,
  Money1766200000000,
  BookingTokenOrigin1766300000000,
  StaffSignInFailures1766300100000,
  Catalogue1766400000000,
  CarPhotos1766500000000,
  SiteFleet1766600000000,
  Refunds1767041000000,
  WhatsApp1767043000000,
  WebVitals1767045000000,
  HandoverDrafts1767047000000,
];
