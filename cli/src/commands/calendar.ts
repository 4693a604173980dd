import type { Command } from 'commander';
import type { CalendarView } from '@rentals/backend/application/units/fleet-calendar.service.js';
import { MAX_CALENDAR_DAYS } from '@rentals/backend/domain/availability/calendar.js';
import { addDays } from '@rentals/backend/domain/shared/dates.js';
import { action, example } from '../action.js';
import { checkDate, limitParser } from '../parse.js';
import { printJson, printLines } from '../output.js';
import { withService } from '../service.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The calendar for people: a month line and the day of the month (tens over units) above the
 * marks, then one line per active unit, `LABEL  marks`, grouped by car, then the legend.
 */
export function renderCalendar(c: CalendarView): string[] {
  const width = Math.max(5, ...c.units.map((u) => u.label.length));
  const pad = ' '.repeat(width + 2);
  const days = Array.from({ length: c.days }, (_, i) => addDays(c.from, i));
  // Month names where a month starts (and at the first day, if the next month is not right after).
  const starts = days.map((d, i) => ({ i, d })).filter(({ i, d }) => i === 0 || d.endsWith('-01'));
  if (starts.length > 1 && starts[1].i < 4) starts.shift();
  const months = starts.reduce((line, { i, d }) => line.padEnd(i) + MONTHS[Number(d.slice(5, 7)) - 1], '');
  const lines = [
    `Fleet calendar ${c.from} to ${c.to}, one character a day (Tbilisi dates):`,
    '',
    `${pad}${months}`.trimEnd(),
    `${pad}${days.map((d) => d.slice(8, 9)).join('')}`,
    `${pad}${days.map((d) => d.slice(9, 10)).join('')}`,
  ];
  let car = '';
  for (const u of c.units) {
    if (u.carType !== car) {
      car = u.carType;
      lines.push(`${car}:`);
    }
    lines.push(`${u.label.padEnd(width)}  ${u.marks}`);
  }
  if (c.units.length === 0) lines.push('No units in service.');
  lines.push('', `Legend: ${c.legend.map((l) => `${l.mark} ${l.meaning}`).join('   ')}`);
  return lines;
}

export function registerCalendarCommand(program: Command): void {
  program
    .command('calendar')
    .description('one line per unit in service, one character per day: . free, p pending, C confirmed, # blocked')
    .option('--from <YYYY-MM-DD>', 'the first day (default: today in Tbilisi)')
    .option('--days <n>', `how many days (1 to ${MAX_CALENDAR_DAYS}, default 14)`, limitParser(MAX_CALENDAR_DAYS))
    .option('--json', 'print {from, to, days, units: [{label, carType, marks}], legend}')
    .addHelpText('after', example('rentals calendar', 'rentals calendar --from 2026-07-01 --days 31'))
    .action(
      action(async (opts: { from?: string; days?: number; json?: boolean }) => {
        const from = opts.from === undefined ? undefined : checkDate(opts.from, '--from');
        const calendar = await withService(
          async () => (await import('@rentals/backend/application/units/fleet-calendar.service.js')).FleetCalendarService,
          (s) => s.execute({ from, days: opts.days }),
          { readOnly: true },
        );
        if (opts.json) printJson(calendar);
        else printLines(renderCalendar(calendar));
      }),
    );
}
