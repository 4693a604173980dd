import { Injectable, Logger } from '@nestjs/common';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import { dueReminders, reminderWindow } from '../../domain/whatsapp/reminders.js';
import { bookingLocale, newEventId, toMailBooking } from '../notifications/booking-change-effects.js';
import { storedMailPayload } from '../notifications/outbox-mail.js';
import { toBookingView } from '../booking/booking-view.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import type { ReminderTemplate } from '../../domain/whatsapp/reminders.js';
import type { OutboxDraft } from '../ports/outbox.repository.js';
import { AppSettings } from '../ports/app-settings.js';
import { Clock } from '../ports/clock.js';
import { UnitOfWork } from '../ports/unit-of-work.js';
import { WhatsAppRepository } from '../ports/whatsapp.repository.js';
import { queueOnce, whatsappDraft } from './whatsapp-drafts.js';

/**
 * Queues the WhatsApp reminders that are due (domain/whatsapp/reminders.ts): the pickup reminder
 * the day before at 18:00 Tbilisi, the return reminder the morning of the return, the review
 * request after the return (REVIEW_URL). Each template goes once per booking (whatsapp_outbound),
 * through the outbox; the pickup and return reminders by e-mail too. The server runs it every 5 minutes under a job lease; nothing without
 * WhatsApp configured.
 */
@Injectable()
export class QueueWhatsAppRemindersService {
  private readonly logger = new Logger('WhatsApp');

  constructor(
    private readonly config: AppSettings,
    private readonly clock: Clock,
    private readonly repository: WhatsAppRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(): Promise<{ queued: number }> {
    if (!this.config.whatsappSending) return { queued: 0 };
    const now = this.clock.now();
    const reviewUrl = this.config.reviewUrl;
    let queued = 0;
    for (const booking of await this.repository.reminderCandidates(reminderWindow(todayInTbilisi(now)))) {
      for (const template of dueReminders(booking, now, Boolean(reviewUrl))) {
        const draft = whatsappDraft(template, booking, { reviewUrl }, newEventId());
        if (!draft) continue;
        queued += await this.unitOfWork.run(async (tx) => {
          const drafts = await queueOnce(tx, [draft]);
          if (drafts.length > 0) await tx.outbox.add([...drafts, ...this.mail(template, booking)]);
          return drafts.length;
        });
      }
    }
    if (queued > 0) this.logger.log(`${queued} WhatsApp reminder(s) queued`);
    return { queued };
  }

  /** The e-mail beside a pickup or return reminder (sent where e-mail is configured, like every customer e-mail). */
  private mail(template: ReminderTemplate, booking: StoredBooking): OutboxDraft[] {
    const kind = template === 'pickup_reminder' ? 'pickup-reminder' : template === 'return_reminder' ? 'return-reminder' : null;
    if (!kind) return [];
    const mailBooking = { ...toMailBooking(toBookingView(booking, this.config.holdPolicy), bookingLocale(booking)), awaitingKeep: false };
    return [
      {
        eventId: newEventId(),
        channel: 'email',
        topic: `mail.customer.${kind}`,
        bookingId: booking.id,
        reference: booking.reference,
        payload: storedMailPayload({ mail: 'customer', kind, booking: mailBooking }),
      },
    ];
  }
}
