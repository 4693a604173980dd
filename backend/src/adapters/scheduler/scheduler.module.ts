import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { MaintenanceJobs } from './maintenance.jobs.js';
import { OutboxWorker } from './outbox.worker.js';
import { HandoverRetentionJob } from './handover-retention.job.js';
import { NbgRatesJob } from './nbg-rates.job.js';

/** The server's scheduled jobs and the outbox sender; AppModule imports it (the CLI does not). The services come from the global CoreModule. */
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [MaintenanceJobs, OutboxWorker, HandoverRetentionJob, NbgRatesJob],
})
export class SchedulerModule {}
