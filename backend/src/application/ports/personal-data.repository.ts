/** The text that replaces a booking's personal data once it is kept no longer (docs/product.md §17). */
export const REMOVED = '[removed]';

export type PersonalDataRemoval = {
  /** Bookings whose name, e-mail, phone, click id and idempotency key were replaced. */
  bookings: number;
  /** Outbox messages of those bookings deleted (their payloads carry the same data). */
  messages: number;
};

/** Removal of customers' personal data from bookings that ended long ago (PII_RETENTION_DAYS). */
export abstract class PersonalDataRepository {
  /**
   * For bookings cancelled or expired before `cancelledBefore` whose data is still there: replaces
   * name, e-mail, phone and click id by REMOVED, clears the idempotency key, and deletes their
   * outbox messages; reference, car, dates and prices stay. One transaction; `dryRun` only counts.
   */
  abstract removeFromEndedBookings(cancelledBefore: Date, dryRun: boolean): Promise<PersonalDataRemoval>;
}
