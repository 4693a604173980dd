import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { CoreModule } from '../../core.module.js';
import { MaintenanceJobs } from './maintenance.jobs.js';

/** The server's scheduled jobs; AppModule imports it (the CLI does not). */
@Module({
  imports: [ScheduleModule.forRoot(), CoreModule],
  providers: [MaintenanceJobs],
})
export class SchedulerModule {}
