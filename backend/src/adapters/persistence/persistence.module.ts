import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingRepository } from '../../application/ports/booking.repository.js';
import { ClickRepository } from '../../application/ports/click.repository.js';
import { DatabaseHealth } from '../../application/ports/database-health.js';
import { JobLeaseRepository } from '../../application/ports/job-lease.repository.js';
import { ReferenceGenerator } from '../../application/ports/reference-generator.js';
import { UnitRepository } from '../../application/ports/unit.repository.js';
import { VisitRepository } from '../../application/ports/visit.repository.js';
import { AppConfig } from '../../config/app-config.js';
import { CryptoReferenceGenerator } from './crypto-reference.generator.js';
import { CryptoBookingTokens } from './crypto-booking.tokens.js';
import { BookingTokens } from '../../application/ports/booking-tokens.js';
import { DatabaseConnection } from './database-connection.js';
import { DatabaseConnectionHealth } from './database-connection.health.js';
import { TypeOrmBookingRepository } from './repositories/typeorm-booking.repository.js';
import { TypeOrmClickRepository } from './repositories/typeorm-click.repository.js';
import { TypeOrmUnitRepository } from './repositories/typeorm-unit.repository.js';
import { TypeOrmJobLeaseRepository } from './repositories/typeorm-job-lease.repository.js';
import { TypeOrmVisitRepository } from './repositories/typeorm-visit.repository.js';
import { TypeOrmBookingHistoryRepository } from './repositories/typeorm-booking-history.repository.js';
import { TypeOrmOutboxRepository } from './repositories/typeorm-outbox.repository.js';
import { BookingHistoryRepository } from '../../application/ports/booking-history.repository.js';
import { OutboxRepository } from '../../application/ports/outbox.repository.js';
import { DatabaseBackup } from '../../application/ports/database-backup.js';
import { SqlDatabaseBackup } from './backup/sql-database-backup.js';
import { UnitOfWork } from '../../application/ports/unit-of-work.js';
import { TypeOrmUnitOfWork } from './typeorm.unit-of-work.js';
import { AdminTokenStore } from '../../application/ports/admin-token.store.js';
import { TypeOrmAdminTokenStore } from './repositories/typeorm-admin-token.store.js';
import { PersonalDataRepository } from '../../application/ports/personal-data.repository.js';
import { TypeOrmPersonalDataRepository } from './repositories/typeorm-personal-data.repository.js';
import { CatalogueRepository } from '../../application/ports/catalogue.repository.js';
import { TypeOrmCatalogueRepository } from './repositories/typeorm-catalogue.repository.js';
import { CarPhotoRepository } from '../../application/ports/car-photo.repository.js';
import { TypeOrmCarPhotoRepository } from './repositories/typeorm-car-photo.repository.js';
import { STAFF_PERSISTENCE_EXPORTS, STAFF_PERSISTENCE_PROVIDERS } from './staff-persistence.providers.js';

/**
 * The database (DATABASE_URL, or the embedded one under DATA_DIR), migrated at start, and the
 * repositories behind the application's ports. Closing the Nest application closes the pool and,
 * when this process hosts the embedded database, the database itself.
 */
@Module({
  providers: [
    { provide: DatabaseConnection, useFactory: (config: AppConfig) => DatabaseConnection.open(config), inject: [AppConfig] },
    { provide: DataSource, useFactory: (connection: DatabaseConnection) => connection.dataSource, inject: [DatabaseConnection] },
    { provide: BookingRepository, useClass: TypeOrmBookingRepository },
    { provide: ClickRepository, useClass: TypeOrmClickRepository },
    { provide: VisitRepository, useClass: TypeOrmVisitRepository },
    { provide: UnitRepository, useClass: TypeOrmUnitRepository },
    { provide: DatabaseHealth, useClass: DatabaseConnectionHealth },
    { provide: ReferenceGenerator, useClass: CryptoReferenceGenerator },
    { provide: BookingTokens, useClass: CryptoBookingTokens },
    { provide: JobLeaseRepository, useClass: TypeOrmJobLeaseRepository },
    { provide: BookingHistoryRepository, useClass: TypeOrmBookingHistoryRepository },
    { provide: OutboxRepository, useClass: TypeOrmOutboxRepository },
    { provide: UnitOfWork, useClass: TypeOrmUnitOfWork },
    { provide: DatabaseBackup, useClass: SqlDatabaseBackup },
    { provide: AdminTokenStore, useClass: TypeOrmAdminTokenStore },
    { provide: PersonalDataRepository, useClass: TypeOrmPersonalDataRepository },
    { provide: CatalogueRepository, useClass: TypeOrmCatalogueRepository },
    ...STAFF_PERSISTENCE_PROVIDERS,
    { provide: CarPhotoRepository, useClass: TypeOrmCarPhotoRepository },
  ],
  exports: [
    DatabaseConnection,
    DataSource,
    BookingRepository,
    ClickRepository,
    VisitRepository,
    DatabaseHealth,
    ReferenceGenerator,
    BookingTokens,
    UnitRepository,
    JobLeaseRepository,
    BookingHistoryRepository,
    OutboxRepository,
    UnitOfWork,
    DatabaseBackup,
    AdminTokenStore,
    PersonalDataRepository,
    CatalogueRepository,
    ...STAFF_PERSISTENCE_EXPORTS,
    CarPhotoRepository,
  ],
})
export class PersistenceModule {}
