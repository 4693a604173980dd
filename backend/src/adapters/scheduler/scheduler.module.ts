import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { CoreModule } from '../../core.module.js';
import { MaintenanceJobs } from './maintenance.jobs.js';
import { OutboxWorker } from './outbox.worker.js';
import { HandoverRetentionJob } from './handover-retention.job.js';
import { NbgRatesJob } from './nbg-rates.job.js';

/** The server's scheduled jobs and the outbox sender; AppModule imports it (the CLI does not). */
@Module({
  imports: [ScheduleModule.forRoot(), CoreModule],
  providers: [MaintenanceJobs, OutboxWorker, HandoverRetentionJob, NbgRatesJob],
})
export class SchedulerModule {}
