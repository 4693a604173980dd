import { Argon2PasswordHasher } from './adapters/security/argon2.password-hasher.js';
import { CryptoSecretTokens } from './adapters/security/crypto-secret.tokens.js';
import { HandoverFilesService } from './application/handover/handover-files.service.js';
import { RecordHandoverService } from './application/handover/record-handover.service.js';
import { HandoverMessages } from './application/ports/handover-messages.js';
import { AgreementOnCheckOut, BookingAgreementService } from './application/agreement/booking-agreement.service.js';
import { CustomerAgreementService } from './application/agreement/customer-agreement.service.js';
import { PrecheckinDocumentsService } from './application/precheckin/precheckin-documents.service.js';
import { SubmitPrecheckinService } from './application/precheckin/submit-precheckin.service.js';
import { PasswordHasher } from './application/ports/password-hasher.js';
import { SecretTokens } from './application/ports/secret-tokens.js';
import { AddStaffService } from './application/staff/add-staff.service.js';
import { DisableStaffService } from './application/staff/disable-staff.service.js';
import { ListStaffService } from './application/staff/list-staff.service.js';
import { SetStaffPasswordService } from './application/staff/set-staff-password.service.js';
import { StaffBookingsService } from './application/staff/staff-bookings.service.js';
import { StaffBookingPagesService } from './application/staff/staff-booking-pages.service.js';
import { StaffSessionService } from './application/staff/staff-session.service.js';
import { StaffSignInService } from './application/staff/staff-sign-in.service.js';

/** The back office's use cases (docs/staff.md, with the customer's pre-check-in and agreement), provided and exported by CoreModule. */
export const STAFF_SERVICES = [
  AddStaffService,
  ListStaffService,
  DisableStaffService,
  SetStaffPasswordService,
  StaffSignInService,
  StaffSessionService,
  StaffBookingsService,
  StaffBookingPagesService,
  RecordHandoverService,
  HandoverFilesService,
  BookingAgreementService,
  CustomerAgreementService,
  SubmitPrecheckinService,
  PrecheckinDocumentsService,
];

/** The adapters they use that CoreModule provides (like the Mailer). */
export const STAFF_CORE_ADAPTERS = [
  { provide: PasswordHasher, useClass: Argon2PasswordHasher },
  { provide: SecretTokens, useClass: CryptoSecretTokens },
  { provide: HandoverMessages, useClass: AgreementOnCheckOut },
];
