import type { Command } from 'commander';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CarPhotoView } from '@rentals/backend/application/fleet/car-photos.service.js';
import { action, example } from '../action.js';
import { usageError } from '../errors.js';
import { printJson, printLines, table, type Column } from '../output.js';
import { withService } from '../service.js';

type JsonOption = { json?: boolean };

// The service is imported when a command runs: it loads Nest and the database layer.
async function photos<R>(work: (service: import('@rentals/backend/application/fleet/car-photos.service.js').CarPhotosService, by: string) => Promise<R>, readOnly = false, by?: { by: string | undefined }): Promise<R> {
  return withService(async () => (await import('@rentals/backend/application/fleet/car-photos.service.js')).CarPhotosService, work, { readOnly, actor: by });
}

function urls(p: CarPhotoView): Record<string, string[]> {
  return Object.fromEntries((['avif', 'webp'] as const).map((f) => [f, p.widths.map((w) => `/photos/${p.id}-${w}.${f}`)]));
}

function view(p: CarPhotoView) {
  return { id: p.id, carType: p.carType, width: p.width, height: p.height, widths: p.widths, bytes: p.bytes, addedBy: p.addedBy, addedAt: p.addedAt, urls: urls(p) };
}

function render(list: CarPhotoView[], car: string): string[] {
  if (list.length === 0) return [`No photos of the ${car}: the site shows its drawing. Add one with \`rentals cars photo add "${car}" <file>\`.`];
  const columns: Column<CarPhotoView>[] = [
    { header: 'Id', value: (p) => p.id },
    { header: 'Size', value: (p) => `${p.width}×${p.height}` },
    { header: 'Widths', value: (p) => p.widths.join(', ') },
    { header: 'Stored', value: (p) => `${Math.round(p.bytes / 1024)} kB`, align: 'right' },
    { header: 'Added by', value: (p) => p.addedBy },
  ];
  return [...table(columns, list), '', `${list.length} photo${list.length === 1 ? '' : 's'}, served as /photos/<id>-<width>.avif and .webp.`];
}

/**
 * The `cars` command group (a branch adding `rentals cars list|add|edit|hide` creates it too):
 * the existing group when there is one, else a new one. Call after the other `cars` commands.
 */
function carsGroup(program: Command): Command {
  return (
    program.commands.find((c) => c.name() === 'cars') ??
    program.command('cars').description('the cars of the fleet and their photos').addHelpText('after', example('rentals cars photo list "Toyota FJ Cruiser"'))
  );
}

/** `rentals cars photo add|list|remove`: real photos of the fleet's cars (docs/cli.md). */
export function registerCarPhotoCommands(program: Command): void {
  const photo = carsGroup(program)
    .command('photo')
    .description('photos of a fleet car on the site: add (JPEG, PNG or WebP), list, remove')
    .addHelpText('after', example('rentals cars photo add "Toyota FJ Cruiser" fj-front.jpg', 'rentals cars photo list "Toyota FJ Cruiser"', 'rentals cars photo remove "Toyota FJ Cruiser" 3f2a9c0d1e4b5a6978c1'));

  photo
    .command('add')
    .description('add a photo: JPEG, PNG or WebP up to 20 MB and 8000 px a side (HEIC: send JPEG); stored as AVIF and WebP at 480, 960 and 1600 px')
    .argument('<car>', 'the car, any letter case, e.g. "Toyota FJ Cruiser"')
    .argument('<file>', 'the image file')
    .option('--by <name>', 'who adds it: a staff account, any case (default RENTALS_STAFF, else your OS user)')
    .option('--json', 'print the photo as JSON')
    .addHelpText('after', example('rentals cars photo add "Toyota FJ Cruiser" fj-front.jpg'))
    .action(
      action(async (car: string, file: string, opts: JsonOption & { by?: string }) => {
        const path = resolve(file);
        const info = await stat(path).catch(() => null);
        if (!info?.isFile()) throw usageError(`no file at "${file}".`);
        const added = await photos((s, by) => s.add({ car, path, by }), false, { by: opts.by });
        if (opts.json) printJson(view(added));
        else printLines([`Added photo ${added.id} of the ${added.carType} (${added.width}×${added.height}; widths ${added.widths.join(', ')}, AVIF and WebP); the site shows it within seconds.`]);
      }),
    );

  photo
    .command('list')
    .description('the photos of a car, oldest first (the first is the card\'s picture)')
    .argument('<car>', 'the car, any letter case')
    .option('--json', 'print [{"id", "carType", "width", "height", "widths", "bytes", "addedBy", "addedAt", "urls"}]')
    .addHelpText('after', example('rentals cars photo list "Toyota FJ Cruiser"', 'rentals cars photo list "Toyota FJ Cruiser" --json'))
    .action(
      action(async (car: string, opts: JsonOption) => {
        const { list, carType } = await photos(async (s) => ({ carType: await s.carType(car), list: await s.list(car) }), true);
        if (opts.json) printJson(list.map(view));
        else printLines(render(list, carType));
      }),
    );

  photo
    .command('remove')
    .description('remove a photo of a car (its id from `rentals cars photo list`)')
    .argument('<car>', 'the car, any letter case')
    .argument('<id>', 'the photo\'s id')
    .addHelpText('after', example('rentals cars photo remove "Toyota FJ Cruiser" 3f2a9c0d1e4b5a6978c1'))
    .action(
      action(async (car: string, id: string) => {
        await photos((s) => s.remove(car, id));
        printLines([`Removed photo ${id}.`]);
      }),
    );
}
