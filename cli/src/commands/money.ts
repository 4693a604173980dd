import type { Command } from 'commander';
import { action, example } from '../action.js';
import { clip, instant, printJson, printLines, table, type Column } from '../output.js';
import type { MoneyView } from '@rentals/backend/application/money/booking-money.js';
import type { PaymentsReport, ReportTotal } from '@rentals/backend/application/money/payments-report.service.js';
import type { RatesView } from '@rentals/backend/application/money/exchange-rates.service.js';
import { withService } from '../service.js';

type JsonOption = { json?: boolean };

/** 1234.5 -> "1,234.50" */
function money(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The payments, charges and balance of a booking (`bookings show`, `payments add`, `charges add`). */
export function renderMoney(m: MoneyView): string[] {
  const lines = ['', 'Payments'];
  if (m.payments.length === 0) lines.push('  (none recorded)');
  for (const p of m.payments) {
    const at = p.rate === null ? '' : ` = ${money(p.eur)} EUR at ${p.rate} ${p.currency}/EUR (${p.rateDate})`;
    lines.push(`  ${instant(p.at)}  ${p.refund ? 'refund ' : ''}${money(p.amount)} ${p.currency} ${p.method} by ${clip(p.by, 24)}${at}`);
  }
  if (m.charges.length > 0) {
    lines.push('Charges');
    for (const c of m.charges) lines.push(`  ${c.kind.replace('_', ' ')}: ${money(c.amount)} EUR${c.note ? ` (${c.note})` : ''} by ${clip(c.by, 24)}`);
  }
  lines.push(`Paid ${money(m.paidEur)} EUR; charges ${money(m.chargesEur)} EUR; balance ${money(m.balanceEur)} EUR${m.balanceEur === 0 ? ' (settled)' : m.balanceEur < 0 ? ' (owed to the customer)' : ' (to collect)'}`);
  return lines;
}

function renderTotals(totals: ReportTotal[], indent: string): string[] {
  const columns: Column<ReportTotal>[] = [
    { header: 'Currency', value: (t) => t.currency },
    { header: 'Method', value: (t) => (t.refund ? `${t.method} refund` : t.method) },
    { header: 'Count', value: (t) => t.count, align: 'right' },
    { header: 'Amount', value: (t) => money(t.refund ? -t.amount : t.amount), align: 'right' },
    { header: 'EUR', value: (t) => money(t.refund ? -t.eur : t.eur), align: 'right' },
  ];
  return table(columns, totals).map((l) => `${indent}${l}`);
}

export function renderReport(r: PaymentsReport): string[] {
  if (r.payments.length === 0) return [`Payments of ${r.date} (Tbilisi): none.`];
  const refunds = r.payments.filter((p) => p.refund).length;
  const counted = `${r.payments.length - refunds}${refunds ? ` and ${refunds} refund${refunds > 1 ? 's' : ''}` : ''}`;
  const lines = [`Payments of ${r.date} (Tbilisi): ${counted}, worth ${money(r.totalEur)} EUR net`];
  for (const s of r.byStaff) lines.push('', `${s.by} (${money(s.eur)} EUR)`, ...renderTotals(s.totals, '  '));
  lines.push('', 'Totals', ...renderTotals(r.totals, '  '));
  lines.push('', 'Net per currency (payments − refunds)', ...r.net.map((n) => `  ${n.currency} ${money(n.amount)} (${money(n.eur)} EUR)`));
  return lines;
}

export function registerMoneyCommands(program: Command): void {
  const rates = program
    .command('rates')
    .description("the National Bank of Georgia's exchange rates (lari per EUR and per USD) used for GEL and USD payments")
    .addHelpText('after', example('rentals rates show', 'rentals rates fetch', 'rentals rates set --date 2026-11-28 --eur 2.9512 --usd 2.7034'));

  rates
    .command('show')
    .description('the stored rates, newest day first')
    .option('--json', 'print [{date, eur, usd, source, updatedAt}] (lari per one unit)')
    .addHelpText('after', example('rentals rates show', 'rentals rates show --json'))
    .action(
      action(async (opts: JsonOption) => {
        const list = await withService(async () => (await import('@rentals/backend/application/money/exchange-rates.service.js')).ExchangeRatesService, (s) => s.list(10), { readOnly: true });
        if (opts.json) return printJson(list);
        if (list.length === 0) return printLines(['No exchange rates stored yet: rentals rates fetch (from NBG_RATES_URL) or rentals rates set.']);
        const columns: Column<RatesView>[] = [
          { header: 'Valid from', value: (r) => r.date },
          { header: 'GEL per EUR', value: (r) => r.eur, align: 'right' },
          { header: 'GEL per USD', value: (r) => r.usd, align: 'right' },
          { header: 'Source', value: (r) => (r.source === 'nbg' ? 'National Bank' : 'set by hand') },
          { header: 'Stored', value: (r) => instant(r.updatedAt) },
        ];
        printLines(table(columns, list));
      }),
    );

  rates
    .command('fetch')
    .description("read the bank's rates from NBG_RATES_URL now and store them (the server does it daily); a bad answer keeps the last good rates")
    .option('--json', 'print {date, eur, usd}')
    .addHelpText('after', example('rentals rates fetch', 'NBG_RATES_URL=http://localhost:8080/rates.json rentals rates fetch'))
    .action(
      action(async (opts: JsonOption) => {
        const r = await withService(async () => (await import('@rentals/backend/application/money/exchange-rates.service.js')).ExchangeRatesService, (s) => s.fetch());
        if (opts.json) return printJson({ date: r.date, eur: Number(r.eur), usd: Number(r.usd) });
        printLines([`Stored the National Bank's rates valid from ${r.date}: 1 EUR = ${r.eur} GEL, 1 USD = ${r.usd} GEL.`]);
      }),
    );

  rates
    .command('set')
    .description('store rates by hand (offline, or when the bank cannot be reached): lari per one EUR and per one USD from a day')
    .requiredOption('--date <YYYY-MM-DD>', 'the day the rates are valid from')
    .requiredOption('--eur <gel>', 'lari for one euro, e.g. 2.9512')
    .requiredOption('--usd <gel>', 'lari for one US dollar, e.g. 2.7034')
    .option('--force', 'store a change of more than 20 % from the last stored rates (each must still be 1 to 10 lari)')
    .option('--json', 'print {date, eur, usd}')
    .addHelpText('after', example('rentals rates set --date 2026-11-28 --eur 2.9512 --usd 2.7034'))
    .action(
      action(async (opts: JsonOption & { date: string; eur: string; usd: string; force?: boolean }) => {
        const r = await withService(async () => (await import('@rentals/backend/application/money/exchange-rates.service.js')).ExchangeRatesService, (s) => s.set(opts));
        if (opts.json) return printJson({ date: r.date, eur: Number(r.eur), usd: Number(r.usd) });
        printLines([`Stored rates valid from ${r.date}: 1 EUR = ${r.eur} GEL, 1 USD = ${r.usd} GEL.`]);
      }),
    );

  const payments = program
    .command('payments')
    .description("record what a customer paid (EUR, GEL or USD; cash, card or transfer) and the day's count")
    .addHelpText('after', example('rentals payments add GR-7K3Q9P --amount 100 --currency EUR --method cash', 'rentals payments report --date 2026-11-28'));

  payments
    .command('add')
    .description("record a payment, or with --refund money handed back; GEL and USD are valued in EUR at the National Bank's rate of the day (else the latest earlier one)")
    .argument('<ref>', 'the booking reference (e.g. GR-7K3Q9P) or its id')
    .requiredOption('--amount <n>', 'the amount handed over, in the currency (e.g. 120 or 120.50)')
    .requiredOption('--currency <EUR|GEL|USD>', 'the currency handed over')
    .requiredOption('--method <cash|card|transfer>', 'how it was paid')
    .option('--refund', 'money handed back to the customer (at most what was overpaid: a balance below zero)')
    .option('--by <name>', 'who takes (or hands back) the money: a staff account, any case (default RENTALS_STAFF; one of them is needed)')
    .option('--json', 'print {reference, payments, charges, chargesEur, paidEur, balanceEur}')
    .addHelpText('after', example('rentals payments add GR-7K3Q9P --amount 100 --currency EUR --method cash --by nika', 'rentals payments add GR-7K3Q9P --amount 1044.30 --currency GEL --method card --by nika', 'rentals payments add GR-7K3Q9P --amount 20 --currency EUR --method cash --refund --by nika'))
    .action(
      action(async (ref: string, opts: JsonOption & { amount: string; currency: string; method: string; by?: string; refund?: boolean }) => {
        const result = await withService(async () => (await import('@rentals/backend/application/money/record-payment.service.js')).RecordPaymentService, (s, by) =>
          s.execute({ reference: ref, amount: opts.amount, currency: opts.currency, method: opts.method, by, refund: opts.refund === true }),
          { actor: { by: opts.by, money: true } },
        );
        if (opts.json) return printJson(result);
        printLines([`${opts.refund ? 'Refund' : 'Payment'} recorded on ${result.reference}.`, ...renderMoney(result)]);
      }),
    );

  payments
    .command('report')
    .description("the day's payments (Tbilisi time) by staff member, currency and method, with totals: the end-of-day count")
    .option('--date <YYYY-MM-DD>', 'the day (default today in Tbilisi)')
    .option('--json', 'print {date, payments, byStaff: [{by, totals, eur}], totals: [{currency, method, amount, count, eur, refund?}], net: [{currency, amount, eur}], totalEur}')
    .addHelpText('after', example('rentals payments report', 'rentals payments report --date 2026-11-28 --json'))
    .action(
      action(async (opts: JsonOption & { date?: string }) => {
        const report = await withService(async () => (await import('@rentals/backend/application/money/payments-report.service.js')).PaymentsReportService, (s) => s.execute(opts.date), { readOnly: true });
        if (opts.json) return printJson(report);
        printLines(renderReport(report));
      }),
    );

  const charges = program
    .command('charges')
    .description('charges at the return (EUR): fuel, damage, late, extra day, cleaning, other')
    .addHelpText('after', example('rentals charges add GR-7K3Q9P --kind damage --amount 120 --note "scratch, rear door"'));
  charges
    .command('add')
    .description('add a charge to a booking that is on the road or returned')
    .argument('<ref>', 'the booking reference (e.g. GR-7K3Q9P) or its id')
    .requiredOption('--kind <fuel|damage|late|extra_day|cleaning|other>', 'what the charge is for')
    .requiredOption('--amount <eur>', 'the amount in EUR (e.g. 30 or 30.50)')
    .option('--note <text>', 'a short note (at most 200 characters)')
    .option('--by <name>', 'who adds it: a staff account, any case (default RENTALS_STAFF; one of them is needed)')
    .option('--json', 'print {reference, payments, charges, chargesEur, paidEur, balanceEur}')
    .addHelpText('after', example('rentals charges add GR-7K3Q9P --kind fuel --amount 30 --note "3/8 missing"'))
    .action(
      action(async (ref: string, opts: JsonOption & { kind: string; amount: string; note?: string; by?: string }) => {
        const result = await withService(async () => (await import('@rentals/backend/application/money/add-charge.service.js')).AddChargeService, (s, by) =>
          s.execute({ reference: ref, kind: opts.kind, amount: opts.amount, note: opts.note, by }),
          { actor: { by: opts.by, money: true } },
        );
        if (opts.json) return printJson(result);
        printLines([`Charge added to ${result.reference}.`, ...renderMoney(result)]);
      }),
    );
}
