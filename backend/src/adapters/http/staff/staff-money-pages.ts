import type { BookingWithHistory } from '../../../application/booking/find-booking.service.js';
import type { HandoverMoneyView } from '../../../application/money/handover-money.service.js';
import type { PaymentsReport, ReportTotal } from '../../../application/money/payments-report.service.js';
import { CHARGE_KINDS, PAYMENT_CURRENCIES, PAYMENT_METHODS } from '../../../domain/money/money.js';
import type { HandoverKind } from '../../../domain/handover/handover.js';
import { html, Raw, tbilisiTime } from './staff-html.js';
import { layout, type Flash, type PageUser } from './staff-pages.js';

/** 1234.5 -> "1,234.50" */
export function money(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const CHARGE_LABEL: Record<string, string> = { fuel: 'Fuel', damage: 'Damage', late: 'Late return', extra_day: 'Extra day', cleaning: 'Cleaning', other: 'Other' };

/** The booking page's money card: payments, charges, paid, balance (docs/staff.md). */
export function moneyCard(b: BookingWithHistory, returned: boolean): Raw {
  const balance = b.balanceEur;
  return html`<div class="card" id="money"><h2 style="margin-top:0">Money</h2><table class="plain">
<tr><td>Rental total</td><td style="text-align:right">${money(b.totalPrice)} EUR</td></tr>
${b.charges.map((c) => html`<tr><td>${CHARGE_LABEL[c.kind] ?? c.kind}${c.note ? ` (${c.note})` : ''}<br><span class="meta">${c.by}</span></td><td style="text-align:right">+${money(c.amount)} EUR</td></tr>`)}
${b.payments.map(
  (p) =>
    html`<tr data-payment><td>${money(p.amount)} ${p.currency} ${p.method}<br><span class="meta">${tbilisiTime(p.at)} · ${p.by}${p.rate ? ` · ${p.rate} ${p.currency}/EUR` : ''}</span></td><td style="text-align:right">−${money(p.eur)} EUR</td></tr>`,
)}
<tr><th>${balance > 0 ? 'To collect' : balance < 0 ? 'Owed to the customer' : 'Balance'}</th><th style="text-align:right" data-balance>${money(Math.abs(balance))} EUR</th></tr></table>
${returned ? html`<div class="actions"><a class="btn secondary" href="/staff/bookings/${b.reference}/receipt.pdf">Receipt (PDF)</a></div>` : ''}</div>`;
}

function select(name: string, options: readonly string[], chosen: string): Raw {
  return html`<select id="${name}" name="${name}">${options.map((o) => html`<option${new Raw(o === chosen ? ' selected' : '')}>${o}</option>`)}</select>`;
}

/**
 * The money part of the phone's handover form: the amount to collect in EUR, GEL and USD at the
 * day's rate and the payment; at the return also the charges (the fuel charge proposed from the
 * fuel levels). At the check-out the document numbers and the agreement text the customer signs under.
 */
export function handoverMoneySection(kind: HandoverKind, m: HandoverMoneyView, v: Record<string, string>, fuelOut: number | null): Raw {
  const out = kind === 'check-out';
  const due = html`<p class="due" data-due><strong>${money(m.due.eur)} EUR</strong>${
    m.due.gel !== null && m.due.usd !== null ? html` · ${money(m.due.gel)} GEL · ${money(m.due.usd)} USD` : ''
  }<br><span class="meta">${m.rates ? `National Bank rate of ${m.rates.date}: 1 EUR = ${m.rates.eur} GEL, 1 USD = ${m.rates.usd} GEL` : 'No exchange rate stored: take EUR, or set the rates (rentals rates set).'}</span></p>`;
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
  return html`${docs}${charges}<fieldset class="money"><legend>${out ? 'Payment at the handover' : 'Final payment'}</legend>
<p class="meta" style="margin:0">Rental total ${money(m.totalEur)} EUR${m.chargesEur ? ` + charges ${money(m.chargesEur)} EUR` : ''} · paid ${money(m.paidEur)} EUR · ${out ? 'to collect' : 'balance before the charges above'}:</p>${due}
<div class="grid3"><div><label for="payAmount">Amount</label><input id="payAmount" name="payAmount" inputmode="decimal" value="${v.payAmount ?? ''}" placeholder="${m.due.eur ? String(m.due.eur) : '0'}"></div>
<div><label for="payCurrency">Currency</label>${select('payCurrency', PAYMENT_CURRENCIES, v.payCurrency ?? 'EUR')}</div>
<div><label for="payMethod">Method</label>${select('payMethod', PAYMENT_METHODS, v.payMethod ?? 'cash')}</div></div>
<p class="hint">Leave the amount empty when nothing is paid now.</p></fieldset>${
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
      html`<tr data-total="${t.currency} ${t.method}"><td>${t.currency}</td><td>${t.method}</td><td style="text-align:right">${t.count}</td><td style="text-align:right">${money(t.amount)}</td><td style="text-align:right">${money(t.eur)}</td></tr>`,
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
    : html`<div class="card" id="totals"><h2 style="margin-top:0">Totals · ${money(r.totalEur)} EUR</h2>${totalsTable(r.totals)}</div>
${r.byStaff.map((s) => html`<div class="card" data-staff="${s.by}"><h2 style="margin-top:0">${s.by} · ${money(s.eur)} EUR</h2>${totalsTable(s.totals)}</div>`)}
<div class="card"><h2 style="margin-top:0">Payments</h2><ul class="list">${r.payments.map(
        (p) =>
          html`<li style="padding:6px 0;border-bottom:1px solid #e6ebf0"><a href="/staff/bookings/${p.reference}">${p.reference}</a> · ${money(p.amount)} ${p.currency} ${p.method} · ${p.by}<br><span class="meta">${tbilisiTime(p.at)}${p.rate ? ` · ${p.rate} ${p.currency}/EUR = ${money(p.eur)} EUR` : ''}</span></li>`,
      )}</ul></div>`
}`,
  });
}
