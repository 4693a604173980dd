import { Module } from '@nestjs/common';
import { SystemClock } from '../adapters/clock/system.clock.js';
import { PersistenceModule } from '../adapters/persistence/persistence.module.js';
import { Clock } from '../application/ports/clock.js';

/** What every feature module uses: the database with its repositories, and the clock. */
@Module({
  imports: [PersistenceModule],
  providers: [{ provide: Clock, useClass: SystemClock }],
  exports: [PersistenceModule, Clock],
})
export class SharedModule {}
