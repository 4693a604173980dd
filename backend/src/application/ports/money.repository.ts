import type { Charge, Payment } from '../../domain/money/money.js';
import type { ExchangeRates } from '../../domain/money/rates.js';

export type StoredRates = ExchangeRates & { source: 'nbg' | 'manual'; updatedAt: Date };
/** A payment of the day's count, with its booking's reference. */
export type DayPayment = Payment & { reference: string };

/** Exchange rates, payments, charges and stored agreements (docs/product.md, "Payments and charges"). */
export abstract class MoneyRepository {
  /** The stored rates, newest day first. */
  abstract listRates(limit: number): Promise<StoredRates[]>;
  /** The rates valid on `date`: that day's, else the latest earlier one; null when none. */
  abstract ratesOn(date: string): Promise<ExchangeRates | null>;
  /** Stores (or replaces) the rates of their day. */
  abstract saveRates(rates: ExchangeRates, source: 'nbg' | 'manual'): Promise<void>;
  abstract paymentsFor(bookingId: string): Promise<Payment[]>;
  abstract chargesFor(bookingId: string): Promise<Charge[]>;
  /** Payments taken in [from, to), oldest first. */
  abstract paymentsBetween(from: Date, to: Date): Promise<DayPayment[]>;
  /** The agreement PDF stored at check-out, or null. */
  abstract agreement(bookingId: string): Promise<Uint8Array | null>;
}

/** Money written inside a unit of work (ports/unit-of-work.ts), with the history row of the same change. */
export abstract class MoneyWrites {
  abstract addPayment(bookingId: string, payment: Payment): Promise<void>;
  abstract addCharge(bookingId: string, charge: Charge): Promise<void>;
  /** Stores the agreement made at check-out (kept: a second one is ignored). */
  abstract saveAgreement(bookingId: string, pdf: Uint8Array, at: Date): Promise<void>;
}
