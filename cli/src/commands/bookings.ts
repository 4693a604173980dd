import { Option, type Command } from 'commander';
import { cityName as city, insuranceName } from '@rentals/backend/domain/catalogue/labels.js';
import { LOCALE_NAMES, isLocale } from '@rentals/backend/domain/site/locales.js';
import { action, example } from '../action.js';
import { type CsvColumn, toCsv } from '../csv.js';
import { limitParser, offsetParser } from '../parse.js';
import { block, clip, eur, instant, printJson, printLines, printText, table, type Column } from '../output.js';
import type { BookingView } from '@rentals/backend/application/booking/booking-view.js';
import type { HistoryEntryView } from '@rentals/backend/application/booking/find-booking.service.js';
import type { HandoverView } from '@rentals/backend/application/handover/handover-view.js';
import { withService } from '../service.js';
import { renderMoney } from './money.js';
import { registerHandoverCommands } from './handover.js';

type JsonOption = { json?: boolean };

const STATUSES = ['pending', 'confirmed', 'on_rent', 'returned', 'cancelled'] as const;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 10_000;

const SERVICE_LABELS: [keyof BookingView, string][] = [
  ['prepaidFuel', 'prepaid fuel'],
  ['roadAssistance', 'roadside assistance'],
  ['babySeat', 'baby seat'],
  ['crossBorderArmenia', 'Armenia crossing'],
  ['carRoofTent', 'roof tent'],
  ['campingEquipment', 'camping equipment'],
  ['prepaidCarWash', 'prepaid car wash'],
];

function statusText(b: BookingView): string {
  if (b.status === 'pending') {
    if (b.expiresAt && Date.parse(b.expiresAt) <= Date.now()) {
      return `pending, past its confirmation window since ${instant(b.expiresAt)} (rentals bookings expire cancels it)`;
    }
    return `pending: expires ${instant(b.expiresAt)} unless confirmed${b.verified ? ' (kept by the customer)' : ''}`;
  }
  if (b.status === 'confirmed') return `confirmed ${instant(b.confirmedAt)}`;
  if (b.status === 'on_rent') return `on rent (handed over; due back ${b.returnDate} ${b.returnTime})`;
  if (b.status === 'returned') return 'returned (checked in)';
  const why = b.statusReason === 'unconfirmed' ? 'not confirmed in time' : b.statusReason === 'staff' ? 'by staff' : b.statusReason === 'customer' ? 'by the customer' : b.statusReason;
  return `cancelled ${instant(b.cancelledAt)}${why ? ` (${why})` : ''}`;
}

/** The unit a booking holds; a cancelled one's former unit is marked released. */
function unitText(b: BookingView): string | null {
  if (!b.unit) return null;
  return b.status === 'cancelled' ? `${b.unit} (released)` : b.unit;
}

/** `ru (Русский)`; a booking stored before languages existed counts as English. */
function localeText(locale: string | undefined): string {
  const code = isLocale(locale) ? locale : 'en';
  return `${code} (${LOCALE_NAMES[code]})`;
}

const BY_OPTION = ['--by <name>', 'who makes the change, recorded in the booking history (a staff account, any case; default RENTALS_STAFF, else your OS user name)'] as const;

/** The booking's history as lines: time (Tbilisi), type, actor, detail. */
export function renderHistory(history: HistoryEntryView[]): string[] {
  if (history.length === 0) return ['History', '  (none recorded)'];
  const columns: Column<HistoryEntryView>[] = [
    { header: 'When (UTC+4)', value: (h) => instant(h.at).replace(' UTC+4', '') },
    { header: 'Event', value: (h) => h.type },
    { header: 'By', value: (h) => clip(h.actor, 24) },
    { header: 'Detail', value: (h) => h.detail },
  ];
  return ['History', ...table(columns, history).map((l) => `  ${l}`)];
}

/** The handover (check-out) and return (check-in) readings, when recorded. */
export function renderHandovers(handovers: HandoverView[]): string[] {
  if (handovers.length === 0) return [];
  const lines = ['Handover and return'];
  for (const h of handovers) {
    const flags = [h.fuelLower ? 'LESS FUEL' : '', h.newDamage ? 'NEW DAMAGE' : ''].filter(Boolean);
    lines.push(
      `  ${h.kind === 'check-out' ? 'Handed over' : 'Returned   '} ${instant(h.at)} by ${clip(h.staff, 24)}: ${h.odometerKm} km, fuel ${h.fuelEighths}/8, ${h.photos} photo${h.photos === 1 ? '' : 's'}${h.signed ? ', signed' : ''}${flags.length ? ` (${flags.join(', ')})` : ''}`,
    );
    if (h.damageNotes) lines.push(`    damage: ${h.damageNotes.replace(/\s+/g, ' ')}`);
  }
  return ['', ...lines];
}

/** One booking as a block of lines, with the price breakdown line by line. */
export function renderBooking(b: BookingView): string[] {
  const extras = SERVICE_LABELS.filter(([key]) => b[key] === true).map(([, label]) => label);
  const lines = [
    `Booking ${b.reference}`,
    ...block([
      ['Status', statusText(b)],
      ['Verified', b.verified ? 'yes (kept by the customer or confirmed by staff)' : 'no'],
      ['Customer', b.customerName],
      ['Email', b.customerEmail],
      ['Phone', b.customerPhone],
      ['Driver age', b.driverAge],
      ['Group size', b.groupSize],
      ['Car', b.carType],
      ['Unit', unitText(b)],
      ['Pickup', `${city(b.pickupLocation)}, ${b.pickupDate} ${b.pickupTime}`],
      ['Return', `${city(b.dropoffLocation)}, ${b.returnDate} ${b.returnTime}`],
      ['Days', b.days],
      ['Insurance', insuranceName(b.insuranceType)],
      ['Extras', extras.length ? extras.join(', ') : 'none'],
      ['Language', localeText(b.locale)],
      ['Created', instant(b.createdAt)],
      ['Bot score', b.botScore ?? null],
      ['gclid', b.gclid ?? null],
      ['Id', b.id],
    ]),
    '',
    'Price breakdown',
  ];
  const priceLines = b.breakdown?.lines ?? [];
  const rows = [
    ...priceLines.map((l) => ({
      item: l.label,
      detail: l.quantity !== undefined && l.unitPrice !== undefined ? `${l.quantity} × ${eur(l.unitPrice)}` : '',
      amount: eur(l.amount),
    })),
    { item: 'Total', detail: '', amount: eur(b.totalPrice) },
  ];
  const columns: Column<(typeof rows)[number]>[] = [
    { header: 'Item', value: (r) => r.item },
    { header: '', value: (r) => r.detail, align: 'right' },
    { header: 'Amount', value: (r) => r.amount, align: 'right' },
  ];
  // The table with a rule above the total line, indented under its title.
  const [header, rule, ...body] = table(columns, rows);
  const total = body.pop()!;
  return [...lines, ...[header, rule, ...body, rule, total].map((l) => `  ${l}`)];
}

/**
 * The columns of `bookings list --csv` (docs/cli.md): the JSON field names as headers, instants in
 * ISO 8601 (UTC), local dates and times as stored, yes/no services as true/false, no value empty.
 */
export const BOOKING_CSV_COLUMNS: CsvColumn<BookingView>[] = [
  { header: 'reference', value: (b) => b.reference },
  { header: 'status', value: (b) => b.status },
  { header: 'statusReason', value: (b) => b.statusReason },
  { header: 'createdAt', value: (b) => b.createdAt },
  { header: 'confirmedAt', value: (b) => b.confirmedAt },
  { header: 'cancelledAt', value: (b) => b.cancelledAt },
  { header: 'expiresAt', value: (b) => b.expiresAt },
  { header: 'customerName', value: (b) => b.customerName },
  { header: 'customerEmail', value: (b) => b.customerEmail },
  { header: 'customerPhone', value: (b) => b.customerPhone },
  { header: 'driverAge', value: (b) => b.driverAge },
  { header: 'groupSize', value: (b) => b.groupSize },
  { header: 'carType', value: (b) => b.carType },
  { header: 'unit', value: (b) => b.unit },
  { header: 'pickupLocation', value: (b) => b.pickupLocation },
  { header: 'pickupDate', value: (b) => b.pickupDate },
  { header: 'pickupTime', value: (b) => b.pickupTime },
  { header: 'dropoffLocation', value: (b) => b.dropoffLocation },
  { header: 'returnDate', value: (b) => b.returnDate },
  { header: 'returnTime', value: (b) => b.returnTime },
  { header: 'days', value: (b) => b.days },
  { header: 'insuranceType', value: (b) => b.insuranceType },
  ...SERVICE_LABELS.map(([key]): CsvColumn<BookingView> => ({ header: key, value: (b) => b[key] === true })),
  { header: 'totalPrice', value: (b) => b.totalPrice },
  { header: 'currency', value: (b) => b.currency },
  { header: 'gclid', value: (b) => b.gclid },
  { header: 'botScore', value: (b) => b.botScore },
  { header: 'id', value: (b) => b.id },
];

function renderList(bookings: BookingView[], status: string | undefined, limit: number, offset: number): string[] {
  if (bookings.length === 0) {
    if (offset > 0) return [`No ${status ? `${status} ` : ''}bookings after the ${offset} newest.`];
    return [status ? `No ${status} bookings.` : 'No bookings yet.'];
  }
  const columns: Column<BookingView>[] = [
    { header: 'Reference', value: (b) => b.reference },
    { header: 'Status', value: (b) => b.status },
    { header: 'Created (UTC+4)', value: (b) => instant(b.createdAt).replace(' UTC+4', '') },
    { header: 'Customer', value: (b) => clip(b.customerName, 24) },
    { header: 'Car', value: (b) => b.carType },
    { header: 'Unit', value: (b) => b.unit ?? '-' },
    { header: 'Pickup', value: (b) => `${b.pickupDate} ${city(b.pickupLocation)}` },
    { header: 'Return', value: (b) => `${b.returnDate} ${city(b.dropoffLocation)}` },
    { header: 'Days', value: (b) => b.days, align: 'right' },
    { header: 'Total', value: (b) => eur(b.totalPrice), align: 'right' },
  ];
  const skipped = offset > 0 ? `, after the ${offset} newest` : '';
  const more = bookings.length === limit ? ` (--limit and --offset show more)` : '';
  const what = status ? `${status} booking` : 'booking';
  return [...table(columns, bookings), '', `${bookings.length} ${what}${bookings.length === 1 ? '' : 's'}, newest first${skipped}${more}.`];
}

export function registerBookingCommands(program: Command): void {
  const bookings = program
    .command('bookings')
    .description('list, show, confirm, cancel and move bookings; hand cars over and take them back; cancel the unconfirmed ones past their window')
    .addHelpText('after', example('rentals bookings list --status pending', 'rentals bookings show GR-7K3Q9P', 'rentals bookings confirm GR-7K3Q9P'));

  bookings
    .command('list')
    .description('list bookings, newest first')
    .addOption(new Option('--status <status>', 'only bookings with this status').choices(STATUSES))
    .option('--limit <n>', `how many bookings to show (1 to ${MAX_LIMIT})`, limitParser(MAX_LIMIT), DEFAULT_LIMIT)
    .option('--offset <n>', 'skip this many of the newest bookings first (paging: --offset 20 is the second page of 20)', offsetParser(), 0)
    .option('--json', 'print the bookings as a JSON array')
    .addOption(new Option('--csv', 'print CSV: a header row, then one row per booking (columns: docs/cli.md)').conflicts('json'))
    .addHelpText('after', example('rentals bookings list --status pending --limit 50', 'rentals bookings list --limit 20 --offset 20', 'rentals bookings list --limit 10000 --csv > bookings.csv'))
    .action(
      action(async (opts: JsonOption & { status?: (typeof STATUSES)[number]; limit: number; offset: number; csv?: boolean }) => {
        const result = await withService(
          async () => (await import('@rentals/backend/application/booking/list-bookings.service.js')).ListBookingsService,
          (service) => service.execute({ status: opts.status, limit: opts.limit, offset: opts.offset }),
          { readOnly: true },
        );
        if (opts.json) printJson(result);
        else if (opts.csv) printText(toCsv(BOOKING_CSV_COLUMNS, result));
        else printLines(renderList(result, opts.status, opts.limit, opts.offset));
      }),
    );

  bookings
    .command('show')
    .description('show one booking with its itemised price, status, expiry and history (who changed what, when)')
    .argument('<id-or-reference>', 'the booking reference (e.g. GR-7K3Q9P, any letter case) or its id')
    .option('--json', 'print the booking as JSON, with history: [{at, type, actor, detail}] and handovers: [{kind, odometerKm, fuelEighths, ...}]')
    .addHelpText('after', example('rentals bookings show GR-7K3Q9P'))
    .action(
      action(async (idOrReference: string, opts: JsonOption) => {
        const booking = await withService(
          async () => (await import('@rentals/backend/application/booking/find-booking.service.js')).FindBookingService,
          (service) => service.withHistory(idOrReference.trim()),
          { readOnly: true },
        );
        if (opts.json) printJson(booking);
        else printLines([...renderBooking(booking), ...renderHandovers(booking.handovers), ...renderMoney(booking), '', ...renderHistory(booking.history)]);
      }),
    );

  bookings
    .command('confirm')
    .description('confirm a pending booking (after the customer has written to us)')
    .argument('<id-or-reference>', 'the booking reference (e.g. GR-7K3Q9P) or its id')
    .option(...BY_OPTION)
    .option('--json', 'print the updated booking as JSON')
    .addHelpText('after', example('rentals bookings confirm GR-7K3Q9P', 'rentals bookings confirm GR-7K3Q9P --by anna'))
    .action(
      action(async (idOrReference: string, opts: JsonOption & { by?: string }) => {
        const booking = await withService(
          async () => (await import('@rentals/backend/application/booking/confirm-booking.service.js')).ConfirmBookingService,
          (service, by) => service.execute(idOrReference.trim(), by),
          { actor: { by: opts.by } },
        );
        if (opts.json) printJson(booking);
        else printLines([`Confirmed booking ${booking.reference}: ${booking.customerName}, ${booking.carType}, ${booking.pickupDate} to ${booking.returnDate}, ${eur(booking.totalPrice)}.`]);
      }),
    );

  bookings
    .command('cancel')
    .description('cancel a pending or confirmed booking')
    .argument('<id-or-reference>', 'the booking reference (e.g. GR-7K3Q9P) or its id')
    .option(...BY_OPTION)
    .option('--json', 'print the updated booking as JSON')
    .addHelpText('after', example('rentals bookings cancel GR-7K3Q9P', 'rentals bookings cancel GR-7K3Q9P --by anna'))
    .action(
      action(async (idOrReference: string, opts: JsonOption & { by?: string }) => {
        const booking = await withService(
          async () => (await import('@rentals/backend/application/booking/cancel-booking.service.js')).CancelBookingService,
          (service, by) => service.execute(idOrReference.trim(), by),
          { actor: { by: opts.by } },
        );
        if (opts.json) printJson(booking);
        else printLines([`Cancelled booking ${booking.reference}: ${booking.customerName}, ${booking.carType}, ${booking.pickupDate} to ${booking.returnDate}.`]);
      }),
    );

  bookings
    .command('move')
    .description('move a pending or confirmed booking to another unit of the same car; refused when that unit is held then')
    .argument('<id-or-reference>', 'the booking reference (e.g. GR-7K3Q9P) or its id')
    .requiredOption('--unit <label>', 'the unit to move it to (`rentals units list`, `rentals calendar`)')
    .option(...BY_OPTION)
    .option('--json', 'print the updated booking as JSON')
    .addHelpText('after', example('rentals bookings move GR-7K3Q9P --unit FJ-103-GE --by anna'))
    .action(
      action(async (idOrReference: string, opts: JsonOption & { unit: string; by?: string }) => {
        const { booking, from } = await withService(
          async () => (await import('@rentals/backend/application/booking/move-booking.service.js')).MoveBookingService,
          (service, by) => service.move(idOrReference.trim(), opts.unit, by),
          { actor: { by: opts.by } },
        );
        if (opts.json) printJson(booking);
        else {
          printLines([
            `Moved booking ${booking.reference} (${booking.carType}, ${booking.pickupDate} to ${booking.returnDate}) from ${from ?? 'no unit'} to ${booking.unit}.`,
          ]);
        }
      }),
    );

  registerHandoverCommands(bookings);

  bookings
    .command('expire')
    .description('cancel the pending bookings older than BOOKING_CONFIRM_HOURS (default 24); safe to run from cron on several machines')
    .option('--dry-run', 'only list what would be cancelled')
    .option('--json', 'print {"cancelled": n, "references": [...]}')
    .addHelpText('after', example('rentals bookings expire --dry-run', 'rentals bookings expire --json'))
    .action(
      action(async (opts: JsonOption & { dryRun?: boolean }) => {
        const result = await withService(
          async () => (await import('@rentals/backend/application/booking/expire-unconfirmed.service.js')).ExpireUnconfirmedService,
          (service) => service.execute({ dryRun: opts.dryRun === true }),
          { readOnly: opts.dryRun === true },
        );
        if (opts.json) {
          printJson(opts.dryRun ? { ...result, dryRun: true } : result);
          return;
        }
        const n = result.cancelled;
        const list = result.references.length ? `: ${result.references.join(', ')}` : '';
        if (n === 0) printLines([opts.dryRun ? 'No unconfirmed booking is past its window; nothing would be cancelled.' : 'No unconfirmed booking is past its window; nothing cancelled.']);
        else printLines([`${opts.dryRun ? 'Would cancel' : 'Cancelled'} ${n} unconfirmed booking${n === 1 ? '' : 's'}${list}.`]);
      }),
    );
}
