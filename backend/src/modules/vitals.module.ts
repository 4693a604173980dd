import { Module } from '@nestjs/common';
import { VitalsRepository } from '../application/ports/vitals.repository.js';
import { RecordVitalsService } from '../application/vitals/record-vitals.service.js';
import { SpeedReportService } from '../application/vitals/speed-report.service.js';
import { TypeOrmVitalsRepository } from '../adapters/persistence/repositories/typeorm-vitals.repository.js';
import { SharedModule } from './shared.module.js';

/**
 * Real visitors' figures (docs/api.md, POST /api/vitals): the beacons' store, POST /api/vitals's use case
 * and the report of /staff/speed and `rentals vitals`. The retention job deletes old figures
 * through VitalsRepository.
 */
@Module({
  imports: [SharedModule],
  providers: [{ provide: VitalsRepository, useClass: TypeOrmVitalsRepository }, RecordVitalsService, SpeedReportService],
  exports: [VitalsRepository, RecordVitalsService, SpeedReportService],
})
export class VitalsModule {}
