import { Module } from '@nestjs/common';
import { AdminTokenService } from '../application/admin/admin-token.service.js';
import { BackupService } from '../application/backup/backup.service.js';
import { HealthService } from '../application/health/health.service.js';
import { RunRetentionService } from '../application/retention/run-retention.service.js';
import { ClearVisitsService } from '../application/visits/clear-visits.service.js';
import { ListVisitsService } from '../application/visits/list-visits.service.js';
import { PurgeVisitsService } from '../application/visits/purge-visits.service.js';
import { RecordVisitService } from '../application/visits/record-visit.service.js';
import { SharedModule } from './shared.module.js';

const USE_CASES = [HealthService, BackupService, AdminTokenService, RunRetentionService, RecordVisitService, ListVisitsService, ClearVisitsService, PurgeVisitsService];

/** Running the site: health, backups, the admin token, the retention of personal data, and the page visits. */
@Module({
  imports: [SharedModule],
  providers: USE_CASES,
  exports: USE_CASES,
})
export class OperationsModule {}
