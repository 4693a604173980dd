import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { Clock } from '../ports/clock.js';
import { toBookingView, type BookingView } from './booking-view.js';
import { ChangeBookingStatus } from './change-booking-status.js';
import { validateActor } from '../../domain/booking/history.js';

/** The actor of a change made through a caller that names nobody. */
export const DEFAULT_STAFF_ACTOR = 'staff';

/** Staff confirm a pending booking (after the customer wrote). */
@Injectable()
export class ConfirmBookingService {
  private readonly logger = new Logger(ConfirmBookingService.name);

  constructor(
    private readonly changeStatus: ChangeBookingStatus,
    private readonly clock: Clock,
    private readonly config: AppSettings,
  ) {}

  /** `by`: who does it (the CLI's --by, default the OS user); validated (validateActor). */
  async execute(idOrReference: string, by: unknown = DEFAULT_STAFF_ACTOR): Promise<BookingView> {
    const actor = validateActor(by);
    const booking = await this.changeStatus.execute(idOrReference, 'confirmed', null, this.clock.now(), actor);
    this.logger.log(`booking ${booking.reference} confirmed by ${actor}`);
    return toBookingView(booking, this.config.holdPolicy);
  }
}
