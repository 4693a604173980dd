import { Module } from '@nestjs/common';
import { HttpModule } from './adapters/http/http.module.js';
import { SchedulerModule } from './adapters/scheduler/scheduler.module.js';
import { CoreModule } from './core.module.js';
import { StaffHttpModule } from './adapters/http/staff/staff.module.js';
import { UploadLimitsModule } from './adapters/http/uploads/upload-limits.js';

/** The server: the core (config, persistence, use cases) + the HTTP adapter + the scheduled jobs. */
@Module({
  imports: [CoreModule, UploadLimitsModule, HttpModule, StaffHttpModule, SchedulerModule],
})
export class AppModule {}
