import { Injectable } from '@nestjs/common';
import { ClickRepository } from '../ports/click.repository.js';
import { Clock } from '../ports/clock.js';
import { parseClickRecord } from './click-rules.js';
import { toClickView, type ClickView } from './click-view.js';

/** Stores a device click-tracking record (docs/product.md §14; POST /api/gclid/save, docs/api.md). */
@Injectable()
export class SaveClickService {
  constructor(
    private readonly clicks: ClickRepository,
    private readonly clock: Clock,
  ) {}

  /** Throws ValidationError for a record without a valid fingerprint and gclid, or over-long fields. */
  async execute(record: unknown): Promise<ClickView> {
    const saved = await this.clicks.save(parseClickRecord(record), this.clock.now());
    return toClickView(saved);
  }
}
