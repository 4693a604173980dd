import type { StoredBooking } from './booking.repository.js';
import type { NewHandover } from './handover.repository.js';
import type { OutboxDraft } from './outbox.repository.js';

/**
 * Extra messages of a check-out (the rental agreement e-mailed to the customer), made by an
 * optional collaborator so that the handover works without it (application/agreement implements it).
 */
export abstract class HandoverMessages {
  abstract forCheckOut(booking: StoredBooking, handover: NewHandover, newId: () => string): Promise<OutboxDraft[]>;
}
