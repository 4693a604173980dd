import { Injectable, Logger } from '@nestjs/common';
import { VisitRepository } from '../ports/visit.repository.js';

/** Deletes every visit record (admin page, `rentals visits clear --yes`). */
@Injectable()
export class ClearVisitsService {
  private readonly logger = new Logger(ClearVisitsService.name);

  constructor(private readonly visits: VisitRepository) {}

  async execute(): Promise<{ deleted: number }> {
    const deleted = await this.visits.clear();
    this.logger.log(`deleted ${deleted} visit record(s)`);
    return { deleted };
  }
}
