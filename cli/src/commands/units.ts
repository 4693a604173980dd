import type { Command } from 'commander';
import type { BlockView, UnitView } from '@rentals/backend/application/units/unit-view.js';
import { FLEET_CAR_TYPES } from '@rentals/backend/domain/availability/units.js';
import { action, example } from '../action.js';
import { checkDate } from '../parse.js';
import { clip, printJson, printLines, table, type Column } from '../output.js';
import { withService } from '../service.js';

type JsonOption = { json?: boolean };

function renderUnits(list: UnitView[]): string[] {
  if (list.length === 0) return ['No units. Add one with `rentals units add --car <name> --label <label>`.'];
  const columns: Column<UnitView>[] = [
    { header: 'Label', value: (u) => u.label },
    { header: 'Car', value: (u) => u.carType },
    { header: 'Status', value: (u) => (u.active ? 'in service' : 'retired') },
  ];
  const active = list.filter((u) => u.active).length;
  const retired = list.length - active;
  return [...table(columns, list), '', `${active} unit${active === 1 ? '' : 's'} in service${retired ? `, ${retired} retired` : ''}.`];
}

function renderBlocks(list: BlockView[], all: boolean): string[] {
  if (list.length === 0) return [all ? 'No blocks recorded.' : 'No current or coming blocks.'];
  const columns: Column<BlockView>[] = [
    { header: 'Block', value: (b) => b.id, align: 'right' },
    { header: 'Unit', value: (b) => b.unit },
    { header: 'Car', value: (b) => b.carType },
    { header: 'From', value: (b) => b.from },
    { header: 'To (incl.)', value: (b) => b.to },
    ...(all ? [{ header: 'Status', value: (b: BlockView) => (b.active ? 'active' : 'removed') }] : []),
    { header: 'Reason', value: (b) => clip(b.reason ?? '', 40) },
  ];
  return [...table(columns, list), '', `${list.length} block${list.length === 1 ? '' : 's'}; \`rentals units unblock <block>\` removes one.`];
}

export function registerUnitCommands(program: Command): void {
  const cmd = program
    .command('units')
    .description('the physical cars of the fleet: list, add, retire, and block them for maintenance')
    .addHelpText(
      'after',
      example('rentals units list', 'rentals units add --car "Toyota FJ Cruiser" --label FJ-106-GE', 'rentals units block FJ-101-GE --from 2026-07-03 --to 2026-07-05 --reason "new tyres"'),
    );

  cmd
    .command('list')
    .description('every unit (physical car) with its car and whether it is in service')
    .option('--json', 'print [{"label", "carType", "active"}]')
    .addHelpText('after', example('rentals units list', 'rentals units list --json'))
    .action(
      action(async (opts: JsonOption) => {
        const list = await withService(async () => (await import('@rentals/backend/application/units/list-units.service.js')).ListUnitsService, (s) => s.execute(), { readOnly: true });
        if (opts.json) printJson(list);
        else printLines(renderUnits(list));
      }),
    );

  cmd
    .command('add')
    .description('add a unit of a car of the site (the five fleet cars or one a manager added); labels (such as plates) are unique')
    .requiredOption('--car <name>', `a car of the site, any letter case: ${FLEET_CAR_TYPES.join(', ')} or one added with rentals cars add`)
    .requiredOption('--label <label>', 'its label, such as the plate: 2 to 16 letters and digits, single hyphens or spaces between them')
    .option('--json', 'print the new unit as JSON')
    .addHelpText('after', example('rentals units add --car "Toyota FJ Cruiser" --label FJ-106-GE'))
    .action(
      action(async (opts: JsonOption & { car: string; label: string }) => {
        const unit = await withService(
          async () => (await import('@rentals/backend/application/units/add-unit.service.js')).AddUnitService,
          (s) => s.execute({ carType: opts.car, label: opts.label }),
        );
        if (opts.json) printJson(unit);
        else printLines([`Added unit ${unit.label} (${unit.carType}); it takes bookings from now on.`]);
      }),
    );

  cmd
    .command('retire')
    .description('take a unit out of service (sold, written off); refused while it holds bookings that are not over')
    .argument('<label>', 'the unit label, any letter case')
    .option('--json', 'print the unit as JSON')
    .addHelpText('after', example('rentals units retire FJ-105-GE'))
    .action(
      action(async (label: string, opts: JsonOption) => {
        const unit = await withService(
          async () => (await import('@rentals/backend/application/units/retire-unit.service.js')).RetireUnitService,
          (s) => s.execute(label),
        );
        if (opts.json) printJson(unit);
        else printLines([`Retired unit ${unit.label} (${unit.carType}): it takes no new bookings; its past bookings keep it. \`rentals units reactivate ${unit.label}\` undoes this.`]);
      }),
    );

  cmd
    .command('reactivate')
    .description('put a retired unit back in service')
    .argument('<label>', 'the unit label, any letter case')
    .option('--json', 'print the unit as JSON')
    .addHelpText('after', example('rentals units reactivate FJ-105-GE'))
    .action(
      action(async (label: string, opts: JsonOption) => {
        const unit = await withService(
          async () => (await import('@rentals/backend/application/units/reactivate-unit.service.js')).ReactivateUnitService,
          (s) => s.execute(label),
        );
        if (opts.json) printJson(unit);
        else printLines([`Unit ${unit.label} (${unit.carType}) is back in service.`]);
      }),
    );

  cmd
    .command('block')
    .description('take a unit off the road for whole days (maintenance, repair); refused over its bookings')
    .argument('<label>', 'the unit label, any letter case')
    .requiredOption('--from <YYYY-MM-DD>', 'the first day off the road (today or later, Tbilisi date)')
    .requiredOption('--to <YYYY-MM-DD>', 'the last day off the road, included (the car is back the next morning)')
    .option('--reason <text>', 'why, for the other staff (at most 200 characters)')
    .option('--json', 'print the block as JSON')
    .addHelpText('after', example('rentals units block FJ-101-GE --from 2026-07-03 --to 2026-07-05 --reason "new tyres"'))
    .action(
      action(async (label: string, opts: JsonOption & { from: string; to: string; reason?: string }) => {
        const from = checkDate(opts.from, '--from');
        const to = checkDate(opts.to, '--to');
        const b = await withService(
          async () => (await import('@rentals/backend/application/units/block-unit.service.js')).BlockUnitService,
          (s) => s.execute({ label, from, to, reason: opts.reason }),
        );
        if (opts.json) printJson(b);
        else {
          printLines([
            `Blocked unit ${b.unit} (${b.carType}) from ${b.from} to ${b.to}, both days included${b.reason ? `: ${b.reason}` : ''}.`,
            `Block ${b.id}; \`rentals units unblock ${b.id}\` ends it early.`,
          ]);
        }
      }),
    );

  cmd
    .command('blocks')
    .description('list the maintenance blocks that are current or coming (with --all: past and removed ones too)')
    .argument('[label]', 'only the blocks of this unit')
    .option('--all', 'also past and removed blocks')
    .option('--json', 'print the blocks as a JSON array')
    .addHelpText('after', example('rentals units blocks', 'rentals units blocks FJ-101-GE --all'))
    .action(
      action(async (label: string | undefined, opts: JsonOption & { all?: boolean }) => {
        const list = await withService(
          async () => (await import('@rentals/backend/application/units/list-blocks.service.js')).ListBlocksService,
          (s) => s.execute({ label, all: opts.all === true }),
          { readOnly: true },
        );
        if (opts.json) printJson(list);
        else printLines(renderBlocks(list, opts.all === true));
      }),
    );

  cmd
    .command('unblock')
    .description('remove a maintenance block (the car is back early, or the block was a mistake)')
    .argument('<block>', 'the block number shown by `rentals units blocks`')
    .option('--json', 'print the removed block as JSON')
    .addHelpText('after', example('rentals units unblock 3'))
    .action(
      action(async (id: string, opts: JsonOption) => {
        const b = await withService(
          async () => (await import('@rentals/backend/application/units/remove-block.service.js')).RemoveBlockService,
          (s) => s.execute(id),
        );
        if (opts.json) printJson(b);
        else printLines([`Removed block ${b.id}: unit ${b.unit} (${b.carType}) can be booked again from ${b.from} to ${b.to}.`]);
      }),
    );
}
