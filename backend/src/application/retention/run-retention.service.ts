import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { Clock } from '../ports/clock.js';
import { OutboxRepository } from '../ports/outbox.repository.js';
import { PersonalDataRepository } from '../ports/personal-data.repository.js';

const DAY_MS = 24 * 60 * 60_000;

/** What one retention run did (or, with `dryRun`, would do), per kind. */
export type RetentionResult = {
  dryRun: boolean;
  /** Sent and skipped outbox messages older than OUTBOX_RETENTION_DAYS, deleted. */
  messagesDeleted: number;
  /** Bookings cancelled or expired more than PII_RETENTION_DAYS ago whose personal data was replaced by `[removed]`. */
  bookingsRedacted: number;
  /** The outbox messages of those bookings, deleted with their copies of that data. */
  bookingMessagesDeleted: number;
  outboxRetentionDays: number;
  piiRetentionDays: number;
};

/**
 * Retention (docs/product.md §17): sent (and skipped) outbox messages are deleted after
 * OUTBOX_RETENTION_DAYS; name, e-mail, phone and click id of bookings cancelled or expired more
 * than PII_RETENTION_DAYS ago become `[removed]` (reference, car, dates and prices stay), and
 * their outbox messages are deleted. 0 turns either off. The server runs it daily (one instance,
 * under the job lease); `rentals retention run [--dry-run]` runs it now.
 */
@Injectable()
export class RunRetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly outbox: OutboxRepository,
    private readonly personalData: PersonalDataRepository,
  ) {}

  async execute(options: { dryRun?: boolean } = {}): Promise<RetentionResult> {
    const dryRun = Boolean(options.dryRun);
    const now = this.clock.now().getTime();
    const { outboxRetentionDays, piiRetentionDays } = this.config;
    // Personal data first: its messages go with it, whatever their age.
    const removal =
      piiRetentionDays > 0 ? await this.personalData.removeFromEndedBookings(new Date(now - piiRetentionDays * DAY_MS), dryRun) : { bookings: 0, messages: 0 };
    const messagesDeleted = outboxRetentionDays > 0 ? await this.outbox.deleteSettled(new Date(now - outboxRetentionDays * DAY_MS), dryRun) : 0;
    const result: RetentionResult = {
      dryRun,
      messagesDeleted,
      bookingsRedacted: removal.bookings,
      bookingMessagesDeleted: removal.messages,
      outboxRetentionDays,
      piiRetentionDays,
    };
    if (!dryRun && (messagesDeleted || removal.bookings)) {
      this.logger.log(`retention: ${messagesDeleted} sent message(s) deleted; personal data removed from ${removal.bookings} ended booking(s) (${removal.messages} of their message(s) deleted)`);
    }
    return result;
  }
}
