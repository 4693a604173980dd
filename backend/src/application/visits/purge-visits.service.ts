import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { Clock } from '../ports/clock.js';
import { VisitRepository } from '../ports/visit.repository.js';

/** Deletes visit records older than VISIT_RETENTION_DAYS (personal data, docs/product.md §17). */
@Injectable()
export class PurgeVisitsService {
  private readonly logger = new Logger(PurgeVisitsService.name);

  constructor(
    private readonly visits: VisitRepository,
    private readonly clock: Clock,
    private readonly config: AppSettings,
  ) {}

  async execute(): Promise<{ deleted: number; before: string }> {
    const before = new Date(this.clock.now().getTime() - this.config.visitRetentionDays * 86_400_000);
    const deleted = await this.visits.deleteBefore(before);
    if (deleted > 0) this.logger.log(`purged ${deleted} visit record(s) from before ${before.toISOString()}`);
    return { deleted, before: before.toISOString() };
  }
}
