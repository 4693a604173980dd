import type { Command } from 'commander';
import type { VitalPercentile, WorstInteraction } from '@rentals/backend/application/ports/vitals.repository.js';
import { formatVital, VITAL_NAMES, VITALS_DEFAULT_DAYS, VITALS_RETENTION_DAYS, type VitalName } from '@rentals/backend/domain/vitals/vital-figures.js';
import { action, example } from '../action.js';
import { limitParser } from '../parse.js';
import { instant, printJson, printLines, table, type Column } from '../output.js';
import { withService } from '../service.js';

type Row = { page: string; language: string; device: string; figures: Partial<Record<VitalName, VitalPercentile>> };

/** The percentiles as one row per page, language and device class. */
function rows(percentiles: VitalPercentile[]): Row[] {
  const out = new Map<string, Row>();
  for (const p of percentiles) {
    const key = `${p.page}\u0000${p.language}\u0000${p.device}`;
    const row = out.get(key) ?? { page: p.page, language: p.language, device: p.device, figures: {} };
    row.figures[p.name] = p;
    out.set(key, row);
  }
  return [...out.values()];
}

export function registerVitalsCommand(program: Command): void {
  program
    .command('vitals')
    .description(`what real visitors waited for (as /staff/speed shows it): the 75th percentile of each Core Web Vital per page, language and device, and the slowest interactions`)
    .option('--days <n>', `the last n days (1 to ${VITALS_RETENTION_DAYS})`, limitParser(VITALS_RETENTION_DAYS), VITALS_DEFAULT_DAYS)
    .option('--json', 'print {"days", "since", "percentiles": [{"page", "language", "device", "name", "p75", "count"}], "worstInteractions": [{"target", "page", "p75", "worst", "count"}]}')
    .addHelpText('after', example('rentals vitals', 'rentals vitals --days 7 --json'))
    .action(
      action(async (opts: { days: number; json?: boolean }) => {
        const report = await withService(
          async () => (await import('@rentals/backend/application/vitals/speed-report.service.js')).SpeedReportService,
          (service) => service.execute(opts.days),
          { readOnly: true },
        );
        if (opts.json) {
          printJson(report);
          return;
        }
        const heading = `Real visitors, the last ${report.days} days (since ${instant(report.since)}): 75th percentile (number of reports).`;
        if (report.percentiles.length === 0) {
          printLines([heading, `No figures from visitors in the last ${report.days} days.`]);
          return;
        }
        const figure = (name: VitalName) => (r: Row) => {
          const p = r.figures[name];
          return p ? `${formatVital(name, p.p75)} (${p.count})` : '-';
        };
        const columns: Column<Row>[] = [
          { header: 'Page', value: (r) => r.page },
          { header: 'Lang', value: (r) => r.language },
          { header: 'Device', value: (r) => r.device },
          ...VITAL_NAMES.map((name) => ({ header: name, value: figure(name) })),
        ];
        const worst: Column<WorstInteraction>[] = [
          { header: 'Target', value: (w) => w.target },
          { header: 'Page', value: (w) => w.page },
          { header: 'INP p75', value: (w) => formatVital('INP', w.p75) },
          { header: 'Worst', value: (w) => formatVital('INP', w.worst) },
          { header: 'Reports', value: (w) => w.count },
        ];
        printLines([
          heading,
          ...table(columns, rows(report.percentiles)),
          '',
          'Slowest interactions (INP by target):',
          ...(report.worstInteractions.length ? table(worst, report.worstInteractions) : ['none measured']),
        ]);
      }),
    );
}
