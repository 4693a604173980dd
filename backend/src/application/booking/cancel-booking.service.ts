import { Injectable, Logger } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { Clock } from '../ports/clock.js';
import { toBookingView, type BookingView } from './booking-view.js';
import { ChangeBookingStatus } from './change-booking-status.js';
import { validateActor } from '../../domain/booking/history.js';
import { DEFAULT_STAFF_ACTOR } from './confirm-booking.service.js';

/** Staff cancel a pending or confirmed booking (status reason `staff`). */
@Injectable()
export class CancelBookingService {
  private readonly logger = new Logger(CancelBookingService.name);

  constructor(
    private readonly changeStatus: ChangeBookingStatus,
    private readonly clock: Clock,
    private readonly config: AppSettings,
  ) {}

  /** `by`: who does it (the CLI's --by, default the OS user); validated (validateActor). */
  async execute(idOrReference: string, by: unknown = DEFAULT_STAFF_ACTOR): Promise<BookingView> {
    const actor = validateActor(by);
    const booking = await this.changeStatus.execute(idOrReference, 'cancelled', 'staff', this.clock.now(), actor);
    this.logger.log(`booking ${booking.reference} cancelled by ${actor}`);
    return toBookingView(booking, this.config.holdPolicy);
  }
}
