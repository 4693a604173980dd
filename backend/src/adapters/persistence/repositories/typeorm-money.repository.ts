import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MoneyRepository, MoneyWrites, type DayPayment, type StoredRates } from '../../../application/ports/money.repository.js';
import type { Charge, ChargeKind, Payment, PaymentCurrency, PaymentMethod } from '../../../domain/money/money.js';
import { normaliseRate, type ExchangeRates } from '../../../domain/money/rates.js';
import { poolSql, type Sql } from '../transaction.js';

type RatesRow = { valid_on: string; eur_gel: string; usd_gel: string; source: 'nbg' | 'manual'; updated_at: Date };
type PaymentRow = {
  at: Date;
  amount_cents: string;
  currency: PaymentCurrency;
  method: PaymentMethod;
  staff_name: string;
  eur_cents: string;
  refund: boolean;
  rate: string | null;
  rate_date: string | null;
  reference?: string;
};
type ChargeRow = { at: Date; kind: ChargeKind; amount_cents: string; note: string; staff_name: string };

// Dates come back as text (to_char) so that no time zone of the connection shifts them.
const RATE_COLUMNS = `to_char(valid_on, 'YYYY-MM-DD') AS valid_on, eur_gel::text AS eur_gel, usd_gel::text AS usd_gel, source, updated_at`;
const PAYMENT_COLUMNS = `p.at, p.amount_cents, p.currency, p.method, p.staff_name, p.eur_cents, p.rate::text AS rate, to_char(p.rate_date, 'YYYY-MM-DD') AS rate_date, p.refund`;

const toRates = (r: RatesRow): StoredRates => ({ date: r.valid_on, eur: normaliseRate(r.eur_gel), usd: normaliseRate(r.usd_gel), source: r.source, updatedAt: new Date(r.updated_at) });
const toPayment = (r: PaymentRow): Payment => ({
  at: new Date(r.at),
  amountCents: Number(r.amount_cents),
  currency: r.currency,
  method: r.method,
  staffName: r.staff_name,
  eurCents: Number(r.eur_cents),
  refund: r.refund,
  rate: r.rate === null ? null : Number(r.rate).toFixed(4),
  rateDate: r.rate_date,
});

/** Reads `exchange_rates`, `booking_payments`, `booking_charges` and `booking_agreements`. */
@Injectable()
export class TypeOrmMoneyRepository extends MoneyRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    super();
    this.sql = poolSql(dataSource);
  }

  async listRates(limit: number): Promise<StoredRates[]> {
    return (await this.sql<RatesRow>(`SELECT ${RATE_COLUMNS} FROM exchange_rates ORDER BY valid_on DESC LIMIT $1`, [limit])).map(toRates);
  }

  async ratesOn(date: string): Promise<ExchangeRates | null> {
    const [row] = await this.sql<RatesRow>(`SELECT ${RATE_COLUMNS} FROM exchange_rates WHERE valid_on <= $1::date ORDER BY valid_on DESC LIMIT 1`, [date]);
    return row ? { date: row.valid_on, eur: normaliseRate(row.eur_gel), usd: normaliseRate(row.usd_gel) } : null;
  }

  async saveRates(r: ExchangeRates, source: 'nbg' | 'manual'): Promise<void> {
    await this.sql(
      `INSERT INTO exchange_rates (valid_on, eur_gel, usd_gel, source, updated_at) VALUES ($1::date, $2::numeric, $3::numeric, $4, now())
       ON CONFLICT (valid_on) DO UPDATE SET eur_gel = EXCLUDED.eur_gel, usd_gel = EXCLUDED.usd_gel, source = EXCLUDED.source, updated_at = now()`,
      [r.date, r.eur, r.usd, source],
    );
  }

  async paymentsFor(bookingId: string): Promise<Payment[]> {
    return (await this.sql<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM booking_payments p WHERE p.booking_id = $1 ORDER BY p.at, p.id`, [bookingId])).map(toPayment);
  }

  async chargesFor(bookingId: string): Promise<Charge[]> {
    const rows = await this.sql<ChargeRow>(`SELECT at, kind, amount_cents, note, staff_name FROM booking_charges WHERE booking_id = $1 ORDER BY at, id`, [bookingId]);
    return rows.map((r) => ({ at: new Date(r.at), kind: r.kind, amountCents: Number(r.amount_cents), note: r.note, staffName: r.staff_name }));
  }

  async paymentsBetween(from: Date, to: Date): Promise<DayPayment[]> {
    const rows = await this.sql<PaymentRow & { reference: string }>(
      `SELECT ${PAYMENT_COLUMNS}, b.reference FROM booking_payments p JOIN bookings b ON b.id = p.booking_id WHERE p.at >= $1 AND p.at < $2 ORDER BY p.at, p.id`,
      [from, to],
    );
    return rows.map((r) => ({ ...toPayment(r), reference: r.reference }));
  }

  async agreement(bookingId: string): Promise<Uint8Array | null> {
    const [row] = await this.sql<{ pdf: Buffer }>(`SELECT pdf FROM booking_agreements WHERE booking_id = $1`, [bookingId]);
    return row ? new Uint8Array(row.pdf) : null;
  }
}

/** Writes payments, charges and the agreement inside a unit of work. */
export class TypeOrmMoneyWrites extends MoneyWrites {
  constructor(private readonly sql: Sql) {
    super();
  }

  async addPayment(bookingId: string, p: Payment): Promise<void> {
    await this.sql(
      `INSERT INTO booking_payments (booking_id, at, amount_cents, currency, method, staff_name, eur_cents, rate, rate_date, refund)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::date, $10)`,
      [bookingId, p.at, p.amountCents, p.currency, p.method, p.staffName, p.eurCents, p.rate, p.rateDate, p.refund === true],
    );
  }

  async addCharge(bookingId: string, c: Charge): Promise<void> {
    await this.sql(`INSERT INTO booking_charges (booking_id, at, kind, amount_cents, note, staff_name) VALUES ($1, $2, $3, $4, $5, $6)`, [
      bookingId,
      c.at,
      c.kind,
      c.amountCents,
      c.note,
      c.staffName,
    ]);
  }

  async saveAgreement(bookingId: string, pdf: Uint8Array, at: Date): Promise<void> {
    await this.sql(`INSERT INTO booking_agreements (booking_id, pdf, created_at) VALUES ($1, $2, $3) ON CONFLICT (booking_id) DO NOTHING`, [
      bookingId,
      Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      at,
    ]);
  }
}
