import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { Clock } from '../ports/clock.js';
import { OutboxRepository } from '../ports/outbox.repository.js';
import { PersonalDataRepository } from '../ports/personal-data.repository.js';
import { PrecheckinRepository } from '../ports/precheckin.repository.js';
import { PRECHECKIN_RETENTION_DAYS, precheckinRetentionCutoffs } from '../../domain/precheckin/precheckin.js';
import { VITALS_RETENTION_DAYS } from '../../domain/vitals/vital-figures.js';
import { VitalsRepository } from '../ports/vitals.repository.js';

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
  /** Bookings whose pre-check-in (documents, permit flag, second driver) was deleted: returned or cancelled more than 30 days ago. */
  precheckinsDeleted: number;
  /** The documents (licence, passport) among them. */
  documentsDeleted: number;
  /** Real visitors' figures (POST /api/vitals) received more than 90 days ago, deleted. */
  vitalsDeleted: number;
  outboxRetentionDays: number;
  piiRetentionDays: number;
  precheckinRetentionDays: number;
  vitalsRetentionDays: number;
};

/**
 * Retention (docs/product.md §17): sent (and skipped) outbox messages are deleted after
 * OUTBOX_RETENTION_DAYS; name, e-mail, phone and click id of bookings cancelled or expired more
 * than PII_RETENTION_DAYS ago become `[removed]` (reference, car, dates and prices stay), and
 * their outbox messages are deleted. 0 turns either off. Pre-check-ins (documents, permit flag,
 * second driver) are deleted 30 days after the return date, or 30 days after a cancellation or
 * expiry (docs/product.md §17; not configurable); visitors' speed figures after 90 days. The server runs it daily (one instance,
 * under the job lease); `rentals retention run [--dry-run]` runs it now.
 */
@Injectable()
export class RunRetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly config: AppSettings,
    private readonly clock: Clock,
    private readonly outbox: OutboxRepository,
    private readonly personalData: PersonalDataRepository,
    private readonly precheckins: PrecheckinRepository,
    private readonly vitals: VitalsRepository,
  ) {}

  async execute(options: { dryRun?: boolean } = {}): Promise<RetentionResult> {
    const dryRun = Boolean(options.dryRun);
    const now = this.clock.now().getTime();
    const { outboxRetentionDays, piiRetentionDays } = this.config;
    // Personal data first: its messages go with it, whatever their age.
    const removal =
      piiRetentionDays > 0 ? await this.personalData.removeFromEndedBookings(new Date(now - piiRetentionDays * DAY_MS), dryRun) : { bookings: 0, messages: 0 };
    const messagesDeleted = outboxRetentionDays > 0 ? await this.outbox.deleteSettled(new Date(now - outboxRetentionDays * DAY_MS), dryRun) : 0;
    const precheckins = await this.precheckins.purge(precheckinRetentionCutoffs(new Date(now)), dryRun);
    const vitalsDeleted = await this.vitals.deleteBefore(new Date(now - VITALS_RETENTION_DAYS * DAY_MS), dryRun);
    const result: RetentionResult = {
      dryRun,
      messagesDeleted,
      bookingsRedacted: removal.bookings,
      bookingMessagesDeleted: removal.messages,
      precheckinsDeleted: precheckins.precheckins,
      documentsDeleted: precheckins.documents,
      vitalsDeleted,
      outboxRetentionDays,
      piiRetentionDays,
      precheckinRetentionDays: PRECHECKIN_RETENTION_DAYS,
      vitalsRetentionDays: VITALS_RETENTION_DAYS,
    };
    if (!dryRun && (messagesDeleted || removal.bookings)) {
      this.logger.log(`retention: ${messagesDeleted} sent message(s) deleted; personal data removed from ${removal.bookings} ended booking(s) (${removal.messages} of their message(s) deleted)`);
    }
    if (!dryRun && precheckins.precheckins) {
      this.logger.log(`retention: pre-check-ins of ${precheckins.precheckins} booking(s) deleted (${precheckins.documents} document(s))`);
    }
    if (!dryRun && vitalsDeleted) this.logger.log(`retention: ${vitalsDeleted} speed figure(s) older than ${VITALS_RETENTION_DAYS} days deleted`);
    return result;
  }
}
