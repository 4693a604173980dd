import { Injectable, Logger } from '@nestjs/common';
import { CUSTOMER_ACTOR } from '../../domain/booking/history.js';
import { isStart, isStop, readWebhook, referencesIn, type InboundMessage } from '../../domain/whatsapp/inbound.js';
import { KeepBookingService } from '../booking/keep-booking.service.js';
import { BookingChangeEffects } from '../notifications/booking-change-effects.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { UnitOfWork } from '../ports/unit-of-work.js';
import { WhatsAppRepository } from '../ports/whatsapp.repository.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';

/** How long a claim on a delivery keeps other instances away (then it is processed again: each message is acted on once anyway). */
export const DELIVERY_LEASE_MS = 60_000;

export type ProcessResult = { deliveries: number; messages: number; statuses: number };

/**
 * Processes the stored WhatsApp webhook deliveries (docs/operations.md, WhatsApp), oldest first:
 * each customer message once (its id is recorded in the same transaction as what it does), so a
 * retried or replayed delivery does nothing more.
 * - naming a booking reference (any case, spaces or dashes): "wrote on WhatsApp" in that booking's
 *   history (the number, the time), and a pending booking kept as "Keep my car" keeps it;
 * - STOP: the number is opted out of our messages (START: in again);
 * - anything else: the inbox, for staff (`rentals whatsapp inbox`, /staff/whatsapp).
 * Status callbacks update our own messages (whatsapp_outbound).
 */
@Injectable()
export class ProcessWhatsAppDeliveriesService {
  private readonly logger = new Logger('WhatsApp');
  private running: Promise<ProcessResult> | null = null;
  private again = false;

  constructor(
    private readonly repository: WhatsAppRepository,
    private readonly bookings: BookingRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly effects: BookingChangeEffects,
    private readonly keep: KeepBookingService,
    private readonly clock: Clock,
  ) {}

  /** Processes what waits in the background (after a delivery was stored); one run at a time here. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.execute()
      .catch((e: unknown) => this.logger.warn(`deliveries not processed now (${e instanceof Error ? e.message : String(e)}); the scheduled run tries again`))
      .finally(() => {
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Processes every unprocessed delivery nobody holds; answers what it did. */
  execute(): Promise<ProcessResult> {
    this.running ??= this.drain().finally(() => (this.running = null));
    return this.running;
  }

  private async drain(): Promise<ProcessResult> {
    const result: ProcessResult = { deliveries: 0, messages: 0, statuses: 0 };
    for (;;) {
      const delivery = await this.repository.claimDelivery(DELIVERY_LEASE_MS);
      if (!delivery) return result;
      try {
        let body: unknown = null;
        try {
          body = JSON.parse(delivery.body);
        } catch {
          body = null;
        }
        const content = readWebhook(body, delivery.receivedAt);
        for (const message of content.messages) if (await this.message(message)) result.messages++;
        for (const status of content.statuses) if (await this.repository.updateStatus(status)) result.statuses++;
        await this.repository.finishDelivery(delivery.id);
        result.deliveries++;
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        await this.repository.failDelivery(delivery.id, reason);
        this.logger.warn(`delivery #${delivery.id} not processed (${reason}); tried again in ${DELIVERY_LEASE_MS / 1000} s`);
      }
    }
  }

  /** Acts on one message unless it was acted on before; true when it was new. */
  private async message(m: InboundMessage): Promise<boolean> {
    const at = this.clock.now();
    if (isStop(m.text) || isStart(m.text)) {
      const stop = isStop(m.text);
      return this.unitOfWork.run(async (tx) => {
        if (!(await tx.whatsapp.recordInbound(m, stop ? 'stop' : 'start', null))) return false;
        if (stop) await tx.whatsapp.optOut(m.from, at);
        else await tx.whatsapp.optIn(m.from);
        this.logger.log(stop ? 'a number opted out of our WhatsApp messages (STOP)' : 'a number opted in again (START)');
        return true;
      });
    }
    const found: StoredBooking[] = [];
    for (const reference of referencesIn(m.text)) {
      const booking = await this.bookings.findByReference(reference);
      if (booking) found.push(booking);
    }
    return this.unitOfWork.run(async (tx) => {
      if (!(await tx.whatsapp.recordInbound(m, found.length ? 'booking' : 'unmatched', found[0]?.id ?? null))) return false;
      if (found.length === 0) {
        this.logger.log('a WhatsApp message naming no known booking: in the inbox');
        return true;
      }
      for (const booking of found) {
        await this.effects.record(tx, [{ type: 'whatsapp', bookingId: booking.id, reference: booking.reference, at: m.sentAt, actor: CUSTOMER_ACTOR, detail: { whatsapp: m.from } }], [booking]);
        await this.keep.keepByMessage(tx, booking, at, m.from);
      }
      this.logger.log(`a WhatsApp message about ${found.map((b) => b.reference).join(', ')}`);
      return true;
    });
  }
}
