import type { BookingHistoryWrites } from './booking-history.repository.js';
import type { BookingWrites } from './booking.repository.js';
import type { HandoverWrites } from './handover.repository.js';
import type { MoneyWrites } from './money.repository.js';
import type { OutboxWrites } from './outbox.repository.js';
import type { WhatsAppWrites } from './whatsapp.repository.js';

/** The repositories of one transaction: every statement they run belongs to it. */
export type TransactionRepositories = {
  bookings: BookingWrites;
  history: BookingHistoryWrites;
  outbox: OutboxWrites;
  handovers: HandoverWrites;
  money: MoneyWrites;
  whatsapp: WhatsAppWrites;
};

/** Thrown by `rollback` inside a unit of work: the transaction ends with ROLLBACK and `run` answers `value`. */
export class RolledBack<T> {
  constructor(readonly value: T) {}
}

/** Ends the running unit of work with a ROLLBACK; `UnitOfWork.run` then answers `value`. */
export function rollback<T>(value: T): never {
  throw new RolledBack(value);
}

/**
 * Runs a change in one database transaction (docs/product.md §16, docs/architecture.md): the application service decides
 * what a booking change writes (the change, its history rows, its outbox messages) and writes it
 * through the transaction's repositories; COMMIT when `work` returns, ROLLBACK when it throws or
 * calls `rollback(value)`. Keep the work short and run every statement of it through `tx`: on the
 * embedded database an open transaction holds back every other connection, so a repository outside
 * `tx` used from inside `work` would wait forever.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: (tx: TransactionRepositories) => Promise<T>): Promise<T>;
}
