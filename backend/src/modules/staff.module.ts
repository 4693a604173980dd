import { Module } from '@nestjs/common';
import { Argon2PasswordHasher } from '../adapters/security/argon2.password-hasher.js';
import { CryptoSecretTokens } from '../adapters/security/crypto-secret.tokens.js';
import { AgreementOnCheckOut, BookingAgreementService } from '../application/agreement/booking-agreement.service.js';
import { CustomerAgreementService } from '../application/agreement/customer-agreement.service.js';
import { HandoverDraftsService } from '../application/handover/handover-drafts.service.js';
import { HandoverFilesService } from '../application/handover/handover-files.service.js';
import { RecordHandoverService } from '../application/handover/record-handover.service.js';
import { HandoverMessages } from '../application/ports/handover-messages.js';
import { PasswordHasher } from '../application/ports/password-hasher.js';
import { SecretTokens } from '../application/ports/secret-tokens.js';
import { PrecheckinDocumentsService } from '../application/precheckin/precheckin-documents.service.js';
import { SubmitPrecheckinService } from '../application/precheckin/submit-precheckin.service.js';
import { AddStaffService } from '../application/staff/add-staff.service.js';
import { DisableStaffService } from '../application/staff/disable-staff.service.js';
import { ListStaffService } from '../application/staff/list-staff.service.js';
import { SetStaffPasswordService } from '../application/staff/set-staff-password.service.js';
import { StaffBookingPagesService } from '../application/staff/staff-booking-pages.service.js';
import { StaffBookingsService } from '../application/staff/staff-bookings.service.js';
import { StaffSessionService } from '../application/staff/staff-session.service.js';
import { StaffSignInService } from '../application/staff/staff-sign-in.service.js';
import { BookingModule } from './booking.module.js';
import { MessagingModule } from './messaging.module.js';
import { MoneyModule } from './money.module.js';
import { SharedModule } from './shared.module.js';

const USE_CASES = [
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
  HandoverDraftsService,
  BookingAgreementService,
  CustomerAgreementService,
  SubmitPrecheckinService,
  PrecheckinDocumentsService,
];

/** The back office (docs/staff.md): accounts and sign-in, the booking pages, the handover, the agreement, and the customer's pre-check-in. */
@Module({
  imports: [SharedModule, BookingModule, MessagingModule, MoneyModule],
  providers: [
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: SecretTokens, useClass: CryptoSecretTokens },
    { provide: HandoverMessages, useClass: AgreementOnCheckOut },
    ...USE_CASES,
  ],
  exports: USE_CASES,
})
export class StaffModule {}
