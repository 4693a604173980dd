import { Injectable } from '@nestjs/common';
import { InvalidDateError } from '../../domain/errors.js';
import { signedEurCents, centsToAmount } from '../../domain/money/money.js';
import { addDays, isIsoDate, TBILISI_UTC_OFFSET_HOURS, todayInTbilisi, wallClockMs } from '../../domain/shared/dates.js';
import { Clock } from '../ports/clock.js';
import { MoneyRepository } from '../ports/money.repository.js';

/** One currency and method: the payments taken, or (`refund`) the money handed back. */
export type ReportTotal = { currency: string; method: string; amount: number; count: number; eur: number; refund?: true };
/** What stays in the till per currency: payments − refunds. */
type ReportNet = { currency: string; amount: number; eur: number };
/** The end-of-day count (`rentals payments report`, `/staff/cash`): amounts in units of money (two decimals), never cents. */
export type PaymentsReport = {
  date: string;
  payments: { reference: string; at: string; by: string; amount: number; currency: string; method: string; eur: number; rate: number | null; refund?: true }[];
  byStaff: { by: string; totals: ReportTotal[]; eur: number }[];
  totals: ReportTotal[];
  /** Per currency, payments − refunds. */
  net: ReportNet[];
  /** The net in EUR (refunds subtracted). */
  totalEur: number;
};

type Counted = { currency: string; method: string; amountCents: number; eurCents: number; refund?: boolean };

function totalsOf(list: Counted[]): ReportTotal[] {
  const map = new Map<string, { currency: string; method: string; cents: number; count: number; eurCents: number; refund: boolean }>();
  for (const p of list) {
    const key = `${p.currency} ${p.method} ${p.refund ? 'refund' : ''}`;
    const t = map.get(key) ?? { currency: p.currency, method: p.method, cents: 0, count: 0, eurCents: 0, refund: p.refund === true };
    t.cents += p.amountCents;
    t.eurCents += p.eurCents;
    t.count += 1;
    map.set(key, t);
  }
  return [...map.values()]
    .sort((a, b) => a.currency.localeCompare(b.currency) || Number(a.refund) - Number(b.refund) || a.method.localeCompare(b.method))
    .map((t) => ({ currency: t.currency, method: t.method, amount: centsToAmount(t.cents), count: t.count, eur: centsToAmount(t.eurCents), ...(t.refund ? { refund: true as const } : {}) }));
}

function netOf(list: Counted[]): ReportNet[] {
  return [...new Set(list.map((p) => p.currency))].sort().map((currency) => {
    const mine = list.filter((p) => p.currency === currency);
    return { currency, amount: centsToAmount(mine.reduce((s, p) => s + (p.refund ? -p.amountCents : p.amountCents), 0)), eur: centsToAmount(mine.reduce((s, p) => s + signedEurCents(p), 0)) };
  });
}

/** The payments and refunds of one day in Tbilisi, by staff member, currency and method, with totals and the net per currency. */
@Injectable()
export class PaymentsReportService {
  constructor(
    private readonly money: MoneyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(date?: unknown): Promise<PaymentsReport> {
    const day = date === undefined || date === '' ? todayInTbilisi(this.clock.now()) : date;
    if (!isIsoDate(day)) throw new InvalidDateError(String(day), 'date');
    const offset = TBILISI_UTC_OFFSET_HOURS * 3_600_000;
    const payments = await this.money.paymentsBetween(new Date(wallClockMs(day) - offset), new Date(wallClockMs(addDays(day, 1)) - offset));
    const staff = [...new Set(payments.map((p) => p.staffName))].sort((a, b) => a.localeCompare(b));
    return {
      date: day,
      payments: payments.map((p) => ({
        reference: p.reference,
        at: p.at.toISOString(),
        by: p.staffName,
        amount: centsToAmount(p.amountCents),
        currency: p.currency,
        method: p.method,
        eur: centsToAmount(p.eurCents),
        rate: p.rate === null ? null : Number(p.rate),
        ...(p.refund ? { refund: true as const } : {}),
      })),
      byStaff: staff.map((by) => {
        const mine = payments.filter((p) => p.staffName === by);
        return { by, totals: totalsOf(mine), eur: centsToAmount(mine.reduce((s, p) => s + signedEurCents(p), 0)) };
      }),
      totals: totalsOf(payments),
      net: netOf(payments),
      totalEur: centsToAmount(payments.reduce((s, p) => s + signedEurCents(p), 0)),
    };
  }
}
