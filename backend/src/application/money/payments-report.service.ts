import { Injectable } from '@nestjs/common';
import { InvalidDateError } from '../../domain/errors.js';
import { centsToAmount } from '../../domain/money/money.js';
import { addDays, isIsoDate, TBILISI_UTC_OFFSET_HOURS, todayInTbilisi, wallClockMs } from '../../domain/shared/dates.js';
import { Clock } from '../ports/clock.js';
import { MoneyRepository } from '../ports/money.repository.js';

export type ReportTotal = { currency: string; method: string; amount: number; count: number; eur: number };
/** The end-of-day count (`rentals payments report`, `/staff/cash`): amounts in currency units (euros, lari), never cents. */
export type PaymentsReport = {
  date: string;
  payments: { reference: string; at: string; by: string; amount: number; currency: string; method: string; eur: number; rate: number | null }[];
  byStaff: { by: string; totals: ReportTotal[]; eur: number }[];
  totals: ReportTotal[];
  totalEur: number;
};

function totalsOf(list: { currency: string; method: string; amountCents: number; eurCents: number }[]): ReportTotal[] {
  const map = new Map<string, { currency: string; method: string; cents: number; count: number; eurCents: number }>();
  for (const p of list) {
    const key = `${p.currency} ${p.method}`;
    const t = map.get(key) ?? { currency: p.currency, method: p.method, cents: 0, count: 0, eurCents: 0 };
    t.cents += p.amountCents;
    t.eurCents += p.eurCents;
    t.count += 1;
    map.set(key, t);
  }
  return [...map.values()]
    .sort((a, b) => a.currency.localeCompare(b.currency) || a.method.localeCompare(b.method))
    .map((t) => ({ currency: t.currency, method: t.method, amount: centsToAmount(t.cents), count: t.count, eur: centsToAmount(t.eurCents) }));
}

/** The payments of one day in Tbilisi, by staff member, currency and method, with totals. */
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
      payments: payments.map((p) => ({ reference: p.reference, at: p.at.toISOString(), by: p.staffName, amount: centsToAmount(p.amountCents), currency: p.currency, method: p.method, eur: centsToAmount(p.eurCents), rate: p.rate === null ? null : Number(p.rate) })),
      byStaff: staff.map((by) => {
        const mine = payments.filter((p) => p.staffName === by);
        return { by, totals: totalsOf(mine), eur: centsToAmount(mine.reduce((s, p) => s + p.eurCents, 0)) };
      }),
      totals: totalsOf(payments),
      totalEur: centsToAmount(payments.reduce((s, p) => s + p.eurCents, 0)),
    };
  }
}
