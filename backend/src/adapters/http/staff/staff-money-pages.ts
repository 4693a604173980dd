import type { BookingWithHistory } from '../../../application/booking/find-booking.service.js';
import type { HandoverMoneyView } from '../../../application/money/handover-money.service.js';
import type { PaymentsReport, ReportTotal } from '../../../application/money/payments-report.service.js';
import { CHARGE_KINDS, MAX_SUBMIT_PAYMENTS, PAYMENT_CURRENCIES, PAYMENT_METHODS, readAmount } from '../../../domain/money/money.js';
import { balanceTexts } from '../../../domain/money/balance-text.js';
import type { ExchangeRates } from '../../../domain/money/rates.js';
import type { HandoverKind } from '../../../domain/handover/handover.js';
import type { BookingCapabilities } from '../../../domain/booking/capabilities.js';
import { html, Raw, tbilisiTime } from './staff-html.js';
import { layout, type Flash, type PageUser } from './staff-pages.js';

/** 1234.5 -> "1,234.50" */
export function money(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The suffixes of the handover form's payment rows: payAmount, payAmount2, payAmount3 (MAX_SUBMIT_PAYMENTS). */
export const PAYMENT_ROWS = Array.from({ length: MAX_SUBMIT_PAYMENTS }, (_, i) => (i === 0 ? '' : String(i + 1)));

const CHARGE_LABEL: Record<string, string> = { fuel: 'Fuel', damage: 'Damage', late: 'Late return', extra_day: 'Extra day', cleaning: 'Cleaning', other: 'Other' };

/** A money form of the booking page: amount (empty), currency, method. */
function moneyForm(ref: string, path: 'payments' | 'refunds', csrf: string, label: string, hint: string): Raw {
  const id = path === 'payments' ? 'pay' : 'refund';
  return html`<form method="post" action="/staff/bookings/${ref}/${path}" class="money-form" id="${id}-form" data-money-form>
<input type="hidden" name="_csrf" value="${csrf}"><h3 style="margin:12px 0 4px">${label}</h3>
<div class="grid3"><div><label for="${id}-amount">Amount</label><input id="${id}-amount" name="amount" inputmode="decimal" autocomplete="off" required></div>
<div><label for="${id}-currency">Currency</label>${select(`${id}-currency`, PAYMENT_CURRENCIES, 'EUR', 'currency')}</div>
<div><label for="${id}-method">Method</label>${select(`${id}-method`, PAYMENT_METHODS, 'cash', 'method')}</div></div>
<p class="hint">${hint}</p><div class="actions"><button class="btn${path === 'refunds' ? ' danger' : ''}" type="submit">${label}</button></div></form>`;
}

/**
 * The booking page's money card: payments, refunds, charges, paid, balance (docs/staff.md); after
 * the handover "Take a payment" while the balance is not zero and "Refund" while it is below zero
 * (bookingCapabilities: settle, refund).
 */
export function moneyCard(b: BookingWithHistory, returned: boolean, forms: { csrf: string; may: BookingCapabilities }): Raw {
  const balance = b.balanceEur;
  const caps = forms.may;
  return html`<div class="card" id="money"><h2 style="margin-top:0">Money</h2><table class="plain">
<tr><td>Rental total</td><td style="text-align:right">${money(b.totalPrice)} EUR</td></tr>
${b.charges.map((c) => html`<tr><td>${CHARGE_LABEL[c.kind] ?? c.kind}${c.note ? ` (${c.note})` : ''}<br><span class="meta">${c.by}</span></td><td style="text-align:right">+${money(c.amount)} EUR</td></tr>`)}
${b.payments.map(
  (p) =>
    html`<tr data-payment${new Raw(p.refund ? ' data-refund' : '')}><td>${p.refund ? 'Refund: ' : ''}${money(p.amount)} ${p.currency} ${p.method}<br><span class="meta">${tbilisiTime(p.at)} · ${p.by}${p.rate ? ` · ${p.rate} ${p.currency}/EUR` : ''}</span></td><td style="text-align:right">${p.refund ? '+' : '−'}${money(p.eur)} EUR</td></tr>`,
)}
<tr><th>${balance > 0 ? 'To collect' : balance < 0 ? 'Owed to the customer' : 'Balance'}</th><th style="text-align:right" data-balance>${money(Math.abs(balance))} EUR</th></tr></table>
${caps.settle ? moneyForm(b.reference, 'payments', forms.csrf, 'Take a payment', balance > 0 ? `${money(balance)} EUR to collect; GEL and USD at the National Bank's rate of the day.` : 'The customer has paid more than they owe: a payment is rarely right now.') : ''}
${caps.refund ? moneyForm(b.reference, 'refunds', forms.csrf, 'Refund', `Money handed back: at most ${money(-balance)} EUR (what was overpaid), in EUR or its value in GEL or USD.`) : ''}
${returned ? html`<div class="actions"><a class="btn secondary" href="/staff/bookings/${b.reference}/receipt.pdf">Receipt (PDF)</a></div>` : ''}</div>`;
}

/**
 * The balance in EUR, GEL and USD at the day's rate, as the page shows it and its script redraws it
 * (back-office.ts renders the same words from the same numbers).
 */
function balanceLine(cents: number, rates: HandoverMoneyView['rates']): Raw {
  const r: ExchangeRates | null = rates ? { date: rates.date, eur: String(rates.eur), usd: String(rates.usd) } : null;
  const t = balanceTexts(cents, r);
  return html`<p style="margin:0"><span class="meta" data-balance-label>${t.label}</span><br><strong data-balance-eur>${t.eur}</strong>${
    t.gel ? html` · <span data-balance-gel>${t.gel}</span> · <span data-balance-usd>${t.usd}</span>` : ''
  }<br><span class="meta">${t.rate}</span></p>`;
}

function select(id: string, options: readonly string[], chosen: string, name = id): Raw {
  return html`<select id="${id}" name="${name}">${options.map((o) => html`<option${new Raw(o === chosen ? ' selected' : '')}>${o}</option>`)}</select>`;
}

/**
 * The money part of the phone's handover form: the amount to collect in EUR, GEL and USD at the
 * day's rate and the payment; at the return also the charges (the fuel charge proposed from the
 * fuel levels). At the check-out the document numbers and the agreement text the customer signs under.
 */
export function handoverMoneySection(kind: HandoverKind, m: HandoverMoneyView, v: Record<string, string>, fuelOut: number | null): Raw {
  const out = kind === 'check-out';
  const charges = out
    ? html``
    : html`<fieldset class="money"><legend>Charges at the return (EUR)</legend>
<div class="grid2">${CHARGE_KINDS.filter((k) => k !== 'fuel' || m.fuelCharge).map((k) => {
        const name = `charge_${k}`;
        const value = v[name] ?? (k === 'fuel' && m.proposedFuelEur > 0 ? String(m.proposedFuelEur) : '');
        const fuelAttrs = k === 'fuel' && fuelOut !== null ? new Raw(` data-fuel-out="${fuelOut}" data-fuel-eur="${m.fuelEighthEur}"`) : new Raw('');
        return html`<div><label for="${name}">${CHARGE_LABEL[k]}</label><input id="${name}" name="${name}" inputmode="decimal" value="${value}" placeholder="0"${fuelAttrs}></div>`;
      })}</div>
<p class="hint" data-fuel-hint>${
      m.fuelCharge ? `Fuel: ${m.fuelEighthEur} EUR per eighth missing against the handover, proposed from the level picked above.` : 'Fuel was prepaid: the car comes back at any level, no fuel charge.'
    }</p>
<label for="chargeNote">Note on the charges</label><input id="chargeNote" name="chargeNote" maxlength="200" value="${v.chargeNote ?? ''}"></fieldset>`;
  const docs = out
    ? html`<fieldset class="money"><legend>Driver's documents</legend>
<div class="grid2"><div><label for="licenceNumber">Driving licence no.</label><input id="licenceNumber" name="licenceNumber" maxlength="40" value="${v.licenceNumber ?? m.precheckin.licenceNumber ?? ''}"></div>
<div><label for="passportNumber">Passport no.</label><input id="passportNumber" name="passportNumber" maxlength="40" value="${v.passportNumber ?? m.precheckin.passportNumber ?? ''}"></div></div>
<p class="hint">Second driver: ${m.precheckin.secondDriver ?? 'none named in the pre-check-in'}</p></fieldset>`
    : html``;
  // The balance as it is: before the charges typed (m.balanceEur), plus those typed so far (the page's script follows the typing).
  const typedCharges = out ? 0 : CHARGE_KINDS.reduce((sum, k) => {
    const r = readAmount(v[`charge_${k}`] ?? (k === 'fuel' && m.proposedFuelEur > 0 ? String(m.proposedFuelEur) : ''));
    return sum + ('cents' in r ? r.cents : 0);
  }, 0);
  const balanceCents = Math.round(m.balanceEur * 100) + typedCharges;
  const rates = m.rates ? new Raw(` data-eur-gel="${m.rates.eur}" data-usd-gel="${m.rates.usd}" data-rate-date="${m.rates.date}"`) : new Raw('');
  const live = html`<div class="due" data-live-balance data-balance-cents="${Math.round(m.balanceEur * 100)}"${rates}>${balanceLine(balanceCents, m.rates)}</div>`;
  const rows = PAYMENT_ROWS.map(
    (n, i) => html`<div class="grid3 pay-row" data-pay-row="${i + 1}"><div><label for="payAmount${n}">Amount ${i + 1}</label><input id="payAmount${n}" name="payAmount${n}" inputmode="decimal" autocomplete="off" value="${v[`payAmount${n}`] ?? ''}"></div>
<div><label for="payCurrency${n}">Currency</label>${select(`payCurrency${n}`, PAYMENT_CURRENCIES, v[`payCurrency${n}`] ?? 'EUR')}</div>
<div><label for="payMethod${n}">Method</label>${select(`payMethod${n}`, PAYMENT_METHODS, v[`payMethod${n}`] ?? 'cash')}</div></div>`,
  );
  return html`${docs}${charges}<fieldset class="money"><legend>${out ? 'Payment at the handover' : 'Final payment'}</legend>
<p class="meta" style="margin:0">Rental total ${money(m.totalEur)} EUR${m.chargesEur ? ` + charges ${money(m.chargesEur)} EUR` : ''} · paid ${money(m.paidEur)} EUR${out ? '' : ' · with the charges above'}:</p>${live}
<div class="actions" style="margin:4px 0 8px"><button type="button" class="btn secondary" data-take-balance>Take the whole balance</button></div>
${rows}
<p class="hint">Up to three payments (e.g. part by card, part in cash); leave an amount empty when nothing is paid in that row.</p></fieldset>${
    out
      ? html`<section class="agreement-text" lang="${m.agreement.lang}" dir="${m.agreement.dir}" id="agreement-text"><h2>${'Agreement'}</h2>${m.agreement.policies.map(
          (p) => html`<p><strong>${p.title}.</strong> ${p.text}</p>`,
        )}<p><strong>${m.agreement.declaration}</strong></p></section>`
      : html``
  }`;
}

function totalsTable(totals: ReportTotal[]): Raw {
  return html`<div class="scroll"><table class="plain"><tr><th>Currency</th><th>Method</th><th style="text-align:right">Count</th><th style="text-align:right">Amount</th><th style="text-align:right">EUR</th></tr>${totals.map(
    (t) =>
      html`<tr data-total="${t.currency} ${t.method}${t.refund ? ' refund' : ''}"><td>${t.currency}</td><td>${t.method}${t.refund ? ' refund' : ''}</td><td style="text-align:right">${t.count}</td><td style="text-align:right">${money(t.refund ? -t.amount : t.amount)}</td><td style="text-align:right">${money(t.refund ? -t.eur : t.eur)}</td></tr>`,
  )}</table></div>`;
}

/** `/staff/cash` (managers): the day's payments by staff member, currency and method, with totals. */
export function cashPage(user: PageUser, r: PaymentsReport, flash?: Flash): string {
  return layout({
    title: `Cash ${r.date}`,
    user,
    tab: 'cash',
    flash,
    body: html`<h1>Cash · ${r.date}</h1>
<form method="get" action="/staff/cash" class="card grid2"><div><label for="date">Day</label><input id="date" name="date" type="date" value="${r.date}"></div><div class="actions"><button class="btn secondary" type="submit">Show</button></div></form>
${
  r.payments.length === 0
    ? html`<p class="card">No payments on ${r.date}.</p>`
    : html`<div class="card" id="totals"><h2 style="margin-top:0">Totals · ${money(r.totalEur)} EUR net</h2>${totalsTable(r.totals)}
<h3>Net per currency (payments − refunds)</h3><table class="plain" id="net">${r.net.map(
        (n) => html`<tr data-net="${n.currency}"><td>${n.currency}</td><td style="text-align:right">${money(n.amount)}</td><td style="text-align:right">${money(n.eur)} EUR</td></tr>`,
      )}</table></div>
${r.byStaff.map((s) => html`<div class="card" data-staff="${s.by}"><h2 style="margin-top:0">${s.by} · ${money(s.eur)} EUR</h2>${totalsTable(s.totals)}</div>`)}
<div class="card"><h2 style="margin-top:0">Payments</h2><ul class="list">${r.payments.map(
        (p) =>
          html`<li style="padding:6px 0;border-bottom:1px solid #e6ebf0"><a href="/staff/bookings/${p.reference}">${p.reference}</a> · ${p.refund ? 'refund ' : ''}${money(p.amount)} ${p.currency} ${p.method} · ${p.by}<br><span class="meta">${tbilisiTime(p.at)}${p.rate ? ` · ${p.rate} ${p.currency}/EUR = ${money(p.eur)} EUR` : ''}</span></li>`,
      )}</ul></div>`
}`,
  });
}
