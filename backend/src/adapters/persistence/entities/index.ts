import { ClickRecordOrmEntity } from './click-record.orm-entity.js';
import { VisitOrmEntity } from './visit.orm-entity.js';

/** The tables TypeORM maps to classes; `bookings` is read and written through repositories/booking-columns.ts. */
export const ENTITIES = [ClickRecordOrmEntity, VisitOrmEntity];
export { ClickRecordOrmEntity, VisitOrmEntity };
