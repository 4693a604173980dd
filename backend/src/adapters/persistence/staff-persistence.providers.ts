import { HandoverDraftRepository } from '../../application/ports/handover-draft.repository.js';
import { HandoverRepository } from '../../application/ports/handover.repository.js';
import { PrecheckinRepository } from '../../application/ports/precheckin.repository.js';
import { StaffBookingQueries } from '../../application/ports/staff-booking-queries.js';
import { StaffRepository } from '../../application/ports/staff.repository.js';
import { MoneyRepository } from '../../application/ports/money.repository.js';
import { TypeOrmMoneyRepository } from './repositories/typeorm-money.repository.js';
import { TypeOrmHandoverDraftRepository } from './repositories/typeorm-handover-draft.repository.js';
import { TypeOrmHandoverRepository } from './repositories/typeorm-handover.repository.js';
import { TypeOrmPrecheckinRepository } from './repositories/typeorm-precheckin.repository.js';
import { TypeOrmStaffBookingQueries } from './repositories/typeorm-staff-booking.queries.js';
import { TypeOrmStaffRepository } from './repositories/typeorm-staff.repository.js';

/** The back office's repositories (docs/staff.md; pre-check-ins too), provided and exported by PersistenceModule. */
export const STAFF_PERSISTENCE_PROVIDERS = [
  { provide: StaffRepository, useClass: TypeOrmStaffRepository },
  { provide: HandoverRepository, useClass: TypeOrmHandoverRepository },
  { provide: HandoverDraftRepository, useClass: TypeOrmHandoverDraftRepository },
  { provide: PrecheckinRepository, useClass: TypeOrmPrecheckinRepository },
  { provide: StaffBookingQueries, useClass: TypeOrmStaffBookingQueries },
  { provide: MoneyRepository, useClass: TypeOrmMoneyRepository },
];

export const STAFF_PERSISTENCE_EXPORTS = [StaffRepository, HandoverRepository, HandoverDraftRepository, PrecheckinRepository, StaffBookingQueries, MoneyRepository];
