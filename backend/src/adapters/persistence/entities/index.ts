import { BookingOrmEntity } from './booking.orm-entity.js';
import { ClickRecordOrmEntity } from './click-record.orm-entity.js';
import { VisitOrmEntity } from './visit.orm-entity.js';

export const ENTITIES = [BookingOrmEntity, ClickRecordOrmEntity, VisitOrmEntity];
export { BookingOrmEntity, ClickRecordOrmEntity, VisitOrmEntity };
