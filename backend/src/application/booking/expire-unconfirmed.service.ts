import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { BookingRepository, type ExpiryCutoffs } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { expiryCutoffs } from '../../domain/booking/hold-policy.js';
import { SYSTEM_ACTOR } from '../../domain/booking/history.js';
import { BookingChangeEffects } from '../notifications/booking-change-effects.js';
import { UnitOfWork } from '../ports/unit-of-work.js';

export type ExpiryResult = { cancelled: number; references: string[] };

/**
 * Cancels (reason `unconfirmed`) every pending booking created BOOKING_CONFIRM_HOURS ago or
 * earlier, and every one that still needed keeping created HOLD_UNVERIFIED_MINUTES ago or earlier
 * (hold-policy.ts), in one conditional statement: safe with several instances sweeping at once (each
 * booking is cancelled and reported once). Each gets its history row `expired` (actor `system`,
 * the rule in its detail) and its messages in the same transaction. `dryRun` only lists what would
 * be cancelled.
 */
@Injectable()
export class ExpireUnconfirmedService {
  private readonly logger = new Logger(ExpireUnconfirmedService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly config: AppSettings,
    private readonly unitOfWork: UnitOfWork,
    private readonly effects: BookingChangeEffects,
  ) {}

  async execute(opts: { dryRun?: boolean } = {}): Promise<ExpiryResult> {
    const now = this.clock.now();
    const cutoffs = expiryCutoffs(now, this.config.holdPolicy);
    const references = opts.dryRun ? await this.bookings.findUnconfirmed(cutoffs) : await this.expire(cutoffs, now);
    if (!opts.dryRun && references.length > 0) {
      this.logger.log(`cancelled ${references.length} unconfirmed booking(s): ${references.join(', ')}`);
    }
    return { cancelled: references.length, references };
  }

  private expire(cutoffs: ExpiryCutoffs, at: Date): Promise<string[]> {
    return this.unitOfWork.run(async (tx) => {
      const expired = await tx.bookings.expirePending(cutoffs, at);
      await this.effects.record(
        tx,
        expired.map((e) => ({ type: 'expired', bookingId: e.id, reference: e.reference, at, actor: SYSTEM_ACTOR, detail: { expiryRule: e.rule } })),
      );
      return expired.map((e) => e.reference).sort();
    });
  }
}
