import { Injectable } from '@nestjs/common';
import { HandoverRefusedError } from '../../domain/errors.js';
import {
  balanceCents,
  chargeDetail,
  noRateError,
  parseAmount,
  parseChargeKind,
  parseChargeNote,
  parseCurrency,
  parseMethod,
  paymentDetail,
  signedEurCents,
  centsToAmount,
  type Charge,
  type Payment,
} from '../../domain/money/money.js';
import { eurValue } from '../../domain/money/rates.js';
import { todayInTbilisi } from '../../domain/shared/dates.js';
import type { StoredBooking } from '../../domain/booking/stored-booking.js';
import { capabilitiesOf } from '../booking/booking-capabilities.js';
import { AppSettings } from '../ports/app-settings.js';
import { MoneyRepository } from '../ports/money.repository.js';
import type { TransactionRepositories } from '../ports/unit-of-work.js';

/** `field`: the name its amount is refused under (the form's row, the CLI's option); default `amount`. */
export type PaymentInput = { amount: unknown; currency: unknown; method: unknown; field?: string };
export type ChargeInput = { kind: unknown; amount: unknown; note?: unknown };

/** A payment as printed (`bookings show --json`: `payments[]`): amounts in centsToAmount, never cents. */
export type PaymentView = { amount: number; currency: string; method: string; by: string; at: string; eur: number; rate: number | null; rateDate: string | null; refund?: true };
export type ChargeView = { kind: string; amount: number; note: string; by: string; at: string };
/** `paidEur` the payments' EUR value; `balanceEur` = total + charges − payments (0: settled; below 0: owed to the customer). */
export type MoneyView = { payments: PaymentView[]; charges: ChargeView[]; chargesEur: number; paidEur: number; balanceEur: number };

/** A booking's money in figures only (EUR): what MCP `booking_status` tells once the car is handed over. */
export type MoneyFigures = { totalEur: number; chargesEur: number; paidEur: number; balanceEur: number };

export function moneyFigures(totalPrice: number, m: Pick<MoneyView, 'chargesEur' | 'paidEur' | 'balanceEur'>): MoneyFigures {
  return { totalEur: totalPrice, chargesEur: m.chargesEur, paidEur: m.paidEur, balanceEur: m.balanceEur };
}

export function toPaymentView(p: Payment): PaymentView {
  return { amount: centsToAmount(p.amountCents), currency: p.currency, method: p.method, by: p.staffName, at: p.at.toISOString(), eur: centsToAmount(p.eurCents), rate: p.rate === null ? null : Number(p.rate), rateDate: p.rateDate, ...(p.refund ? { refund: true as const } : {}) };
}

export function toMoneyView(totalPrice: number, payments: readonly Payment[], charges: readonly Charge[]): MoneyView {
  return {
    payments: payments.map(toPaymentView),
    charges: charges.map((c) => ({ kind: c.kind, amount: centsToAmount(c.amountCents), note: c.note, by: c.staffName, at: c.at.toISOString() })),
    chargesEur: centsToAmount(charges.reduce((s, c) => s + c.amountCents, 0)),
    paidEur: centsToAmount(payments.reduce((s, p) => s + signedEurCents(p), 0)),
    balanceEur: centsToAmount(balanceCents(totalPrice, charges, payments)),
  };
}

/**
 * The money of one booking, shared by the payment and charge commands and the phone's check-out and
 * check-in: checks input (nothing is stored when any of it is wrong), values a payment at the rate
 * of its day, and writes payments and charges with their history rows in the caller's transaction.
 */
@Injectable()
export class BookingMoney {
  constructor(
    private readonly money: MoneyRepository,
    private readonly config: AppSettings,
  ) {}

  /** Payments are taken on rentals only: confirmed, on rent or returned (409 / exit 4 otherwise). */
  private assertPayable(booking: StoredBooking, now: Date): void {
    if (!capabilitiesOf(booking, this.config.holdPolicy, now).pay) {
      throw new HandoverRefusedError(`Booking ${booking.reference} is ${booking.status}: payments are recorded on confirmed bookings, on rent or returned`);
    }
  }

  async view(booking: StoredBooking): Promise<MoneyView> {
    const [payments, charges] = await Promise.all([this.money.paymentsFor(booking.id), this.money.chargesFor(booking.id)]);
    return toMoneyView(booking.totalPrice, payments, charges);
  }

  async stored(booking: StoredBooking): Promise<{ payments: Payment[]; charges: Charge[] }> {
    const [payments, charges] = await Promise.all([this.money.paymentsFor(booking.id), this.money.chargesFor(booking.id)]);
    return { payments, charges };
  }

  /** A payment ready to store: EUR always; GEL and USD at the rate of today (Tbilisi), else the latest earlier one. */
  async preparePayment(booking: StoredBooking, input: PaymentInput, staffName: string, now: Date): Promise<Payment> {
    const currency = parseCurrency(input.currency);
    const method = parseMethod(input.method);
    const amountCents = parseAmount(input.amount, input.field);
    this.assertPayable(booking, now);
    const rates = currency === 'EUR' ? null : await this.money.ratesOn(todayInTbilisi(now));
    if (currency !== 'EUR' && !rates) throw noRateError(currency);
    return { at: now, amountCents, currency, method, staffName, ...eurValue(amountCents, currency, rates) };
  }

  /** A charge ready to store, in EUR; only while the car is on the road or after its return, and no fuel charge when fuel was prepaid. */
  prepareCharge(booking: StoredBooking, input: ChargeInput, staffName: string, now: Date, status = booking.status): Charge {
    const kind = parseChargeKind(input.kind);
    const amountCents = parseAmount(input.amount);
    const note = parseChargeNote(input.note);
    const can = capabilitiesOf({ ...booking, status }, this.config.holdPolicy, now);
    if (!can.charge) {
      throw new HandoverRefusedError(`Booking ${booking.reference} is ${status}: charges are added once the car is handed over (on the road or returned)`);
    }
    if (kind === 'fuel' && !can.fuelCharge) {
      throw new HandoverRefusedError(`Booking ${booking.reference}: fuel was prepaid (returned at any level), so no fuel charge is added`);
    }
    return { at: now, kind, amountCents, note, staffName };
  }

  /**
   * Stores them with one history row each (actor: the staff member), inside `tx`. A payment checks
   * the booking's status again with its row locked: a cancel committed meanwhile refuses it, and a
   * cancel that comes later waits for this transaction.
   */
  async write(tx: TransactionRepositories, booking: StoredBooking, payments: readonly Payment[], charges: readonly Charge[]): Promise<void> {
    if (payments.length > 0) {
      const status = await tx.bookings.lockStatus(booking.id);
      this.assertPayable({ ...booking, status: status ?? booking.status }, payments[0].at);
    }
    for (const c of charges) await tx.money.addCharge(booking.id, c);
    for (const p of payments) await tx.money.addPayment(booking.id, p);
    const history = [
      ...charges.map((c) => ({ bookingId: booking.id, at: c.at, type: 'charge' as const, actor: c.staffName, detail: chargeDetail(c) })),
      ...payments.map((p) => ({ bookingId: booking.id, at: p.at, type: 'payment' as const, actor: p.staffName, detail: paymentDetail(p) })),
    ];
    if (history.length > 0) await tx.history.add(history);
  }
}
