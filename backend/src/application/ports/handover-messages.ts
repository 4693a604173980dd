import type { Charge, Payment } from '../../domain/money/money.js';
import type { HandoverInput } from '../handover/record-handover.service.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import type { NewHandover } from './handover.repository.js';
import type { OutboxDraft } from './outbox.repository.js';

/**
 * Extra messages of a check-out and a check-in (the rental agreement and the receipt e-mailed to
 * the customer), made by an optional collaborator so that the handover works without it
 * (application/agreement implements it).
 */
export abstract class HandoverMessages {
  /**
   * The agreement (stored once, and e-mailed) naming what was paid at the handover, in two steps:
   * this reads and checks what it needs (before the check-out's transaction); the function it
   * answers only draws it (inside the transaction, once the conditional update is won: no database
   * read there, the embedded database has one connection).
   */
  abstract forCheckOut(
    booking: StoredBooking,
    money: { payments: Payment[]; documents?: HandoverInput['documents'] },
  ): Promise<(handover: NewHandover, newId: () => string) => Promise<{ messages: OutboxDraft[]; agreementPdf: Uint8Array | null }>>;
  /** The receipt e-mail, with every payment and charge of the rental (those of this check-in included). */
  abstract forCheckIn(booking: StoredBooking, handover: NewHandover, newId: () => string, money: { payments: Payment[]; charges: Charge[] }): Promise<OutboxDraft[]>;
}
