import type { AgreementData, AgreementDocument, AgreementPriceRow, AgreementSection } from '../agreement/agreement.js';
import { agreementDocument } from '../agreement/agreement.js';
import { agreementText } from '../agreement/agreement-text.js';
import { formatTbilisiInstant } from '../shared/date-format.js';
import { amountText, balanceCents, signedEurCents, type Charge, type Payment } from './money.js';
import { moneyText } from './money-text.js';
import { toBase64 } from '../agreement/agreement-mail.js';
import type { ComposedMail } from '../notifications/mail-types.js';
import { escapeHtml } from '../shared/html.js';
import type { Locale } from '../site/locales.js';

/** What the receipt shows: the agreement's booking and company, with the money of the rental. */
export type ReceiptData = Omit<AgreementData, 'handover'> & { returnedAt: Date | null; payments: readonly Payment[]; charges: readonly Charge[]; issue?: number };

/**
 * Which issue of the receipt this is: 1 at the return; each later recording of payments or charges
 * (one instant, however many it records) re-issues it, so the count is 1 + the distinct instants after the return.
 */
export function receiptIssue(returnedAt: Date, money: readonly { at: Date }[]): number {
  return 1 + new Set(money.filter((x) => x.at.getTime() > returnedAt.getTime()).map((x) => x.at.getTime())).size;
}

/** The receipt's name after its title: `GR-7K3Q9P`, re-issued `GR-7K3Q9P (2)`. */
export function receiptNumber(reference: string, issue = 1): string {
  return issue > 1 ? `${reference} (${issue})` : reference;
}

/** The receipt file name, e.g. `receipt-GR-7K3Q9P.pdf`. */
export function receiptFileName(reference: string): string {
  return `receipt-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/**
 * The receipt at the return (docs/staff.md) in the booking's language, as a document the agreement's
 * renderer lays out: the rental lines and total, the charges, the payments with their currencies and
 * rates, and the balance (total + charges − payments, EUR).
 */
export function receiptDocument(data: ReceiptData): AgreementDocument {
  const base = agreementDocument({ ...data, handover: { at: data.returnedAt ?? new Date(0), staffName: '', odometerKm: 0, fuelEighths: 0, damageNotes: '', signaturePng: null } });
  const t = agreementText(data.locale);
  const m = moneyText(data.locale);
  const eur = (cents: number) => `${amountText(cents)} EUR`;
  const rental = base.sections.find((s): s is Extract<AgreementSection, { kind: 'rows' }> => s.kind === 'rows' && s.heading === t.headings.rental);
  const price = base.sections.find((s) => s.kind === 'price');
  const head: AgreementPriceRow = { label: t.labels.item, quantity: '', unitPrice: '', amount: t.labels.amount };
  const chargesCents = data.charges.reduce((s, c) => s + c.amountCents, 0);
  const paidCents = data.payments.reduce((s, p) => s + signedEurCents(p), 0);
  const balance = balanceCents(data.booking.breakdown.total, data.charges, data.payments);
  const when = (d: Date) => formatTbilisiInstant(d.toISOString(), t.intlLocale);
  const number = receiptNumber(data.booking.reference, data.issue);
  return {
    ...base,
    title: m.receiptTitle,
    reference: number,
    sections: [
      ...(rental ? [{ ...rental, rows: rental.rows.filter((r) => r.label !== t.labels.insurance) }] : []),
      ...(price && price.kind === 'price' ? [{ ...price, heading: m.headings.rental, total: { label: m.labels.total, amount: eur(data.booking.breakdown.total * 100) } }] : []),
      {
        kind: 'price',
        heading: m.headings.charges,
        head,
        lines: data.charges.length
          ? data.charges.map((c) => ({ label: c.note ? `${m.charge[c.kind]}: ${c.note}` : m.charge[c.kind], quantity: '', unitPrice: '', amount: eur(c.amountCents) }))
          : [{ label: m.labels.none, quantity: '', unitPrice: '', amount: '' }],
        total: { label: m.labels.charges, amount: eur(chargesCents) },
      },
      {
        kind: 'price',
        heading: m.headings.payments,
        head: { label: m.labels.payment, quantity: '', unitPrice: m.labels.rate, amount: t.labels.amount },
        lines: data.payments.length
          ? data.payments.map((p) => ({
              label: `${when(p.at)} · ${p.refund ? '−' : ''}${amountText(p.amountCents)} ${p.currency} · ${m.method[p.method]}`,
              quantity: '',
              unitPrice: p.rate ? `${p.rate} ${p.currency}/EUR (${p.rateDate})` : '',
              amount: eur(signedEurCents(p)),
            }))
          : [{ label: m.labels.none, quantity: '', unitPrice: '', amount: '' }],
        total: { label: m.labels.paid, amount: eur(paidCents) },
      },
      {
        kind: 'rows',
        heading: m.headings.balance,
        rows: [
          { label: m.labels.total, value: eur(data.booking.breakdown.total * 100) },
          { label: m.labels.charges, value: eur(chargesCents) },
          { label: m.labels.paid, value: eur(paidCents) },
          { label: m.labels.balance, value: balance === 0 ? `0 EUR (${m.labels.settled})` : eur(balance) },
        ],
      },
    ],
    footer: (n, of) => `${data.company.name} · ${m.receiptTitle} ${number} · ${t.page(n, of)}`,
    subject: `${m.receiptTitle} ${number}`,
  };
}

/** The e-mail with the receipt attached, in the booking's language (queued at check-in through the outbox). */
export function receiptMail(b: { customerEmail: string; customerName: string; reference: string; locale: Locale; issue?: number }, brandName: string, pdf: Uint8Array): ComposedMail {
  const m = moneyText(b.locale);
  const dir = agreementText(b.locale).dir;
  const subject = m.mail.subject(receiptNumber(b.reference, b.issue));
  const text = `${m.mail.body(b.customerName, b.reference)}\n${brandName}\n`;
  const html = `<!doctype html><html lang="${b.locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}</body></html>`;
  return { to: b.customerEmail, subject, text, html, attachments: [{ filename: receiptFileName(b.reference), contentType: 'application/pdf', contentBase64: toBase64(pdf) }] };
}
