import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { expiryCutoffs } from '../../domain/booking/hold-policy.js';

export type ExpiryResult = { cancelled: number; references: string[] };

/**
 * Cancels (reason `unconfirmed`) every pending booking created BOOKING_CONFIRM_HOURS ago or
 * earlier, and every one that still needed keeping created HOLD_UNVERIFIED_MINUTES ago or earlier
 * (hold-policy.ts), in one conditional statement: safe with several instances sweeping at once (each
 * booking is cancelled and reported once). `dryRun` only lists what would be cancelled.
 */
@Injectable()
export class ExpireUnconfirmedService {
  private readonly logger = new Logger(ExpireUnconfirmedService.name);

  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly config: AppSettings,
  ) {}

  async execute(opts: { dryRun?: boolean } = {}): Promise<ExpiryResult> {
    const now = this.clock.now();
    const cutoffs = expiryCutoffs(now, this.config.holdPolicy);
    const references = opts.dryRun ? await this.bookings.findUnconfirmed(cutoffs) : await this.bookings.cancelUnconfirmed(cutoffs, now);
    if (!opts.dryRun && references.length > 0) {
      this.logger.log(`cancelled ${references.length} unconfirmed booking(s): ${references.join(', ')}`);
    }
    return { cancelled: references.length, references };
  }
}
