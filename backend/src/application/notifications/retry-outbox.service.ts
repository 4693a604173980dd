import { Injectable, Logger } from '@nestjs/common';
import { OutboxMessageNotFoundError, OutboxMessageSentError, ValidationError } from '../../domain/errors.js';
import { OutboxRepository } from '../ports/outbox.repository.js';

/** Staff make a failed (or waiting) message due again, with a new 24-hour retry window. */
@Injectable()
export class RetryOutboxService {
  private readonly logger = new Logger('Outbox');

  constructor(private readonly outbox: OutboxRepository) {}

  async retry(rawId: unknown): Promise<{ retried: number; ids: number[] }> {
    const text = typeof rawId === 'string' ? rawId.trim().replace(/^#/, '') : String(rawId ?? '');
    if (!/^\d{1,15}$/.test(text) || Number(text) < 1) {
      throw new ValidationError([{ field: 'id', type: 'format', message: `message id must be a whole number (rentals outbox list shows them), not "${String(rawId)}"` }]);
    }
    const id = Number(text);
    const outcome = await this.outbox.retry(id);
    if (outcome === 'not-found') throw new OutboxMessageNotFoundError(text);
    if (outcome === 'sent') throw new OutboxMessageSentError(text);
    this.logger.log(`#${id} retried by hand`);
    return { retried: 1, ids: [id] };
  }

  async retryAllFailed(): Promise<{ retried: number }> {
    const retried = await this.outbox.retryAllFailed();
    if (retried > 0) this.logger.log(`${retried} failed message(s) retried by hand`);
    return { retried };
  }
}
