import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';
import type { FieldMessageTexts } from '../backend/src/domain/booking/message-texts';
import type { FleetTexts } from '../backend/src/domain/catalogue/fleet-texts';
import type { CatalogueLabels } from '../backend/src/domain/catalogue/labels';
import { catalogueGroup } from './src/i18n/groups';
import { fleetMessages, labelMessages, validationMessages } from './src/i18n/label-messages';
import { pluralsAsSelects, type CompiledMessage } from './src/i18n/plural-select';

/** A data file of the domain (type imports only) as a module. */
async function domainData<T>(path: string): Promise<{ file: string; mod: T }> {
  const file = fileURLToPath(new URL(`../backend/src/domain/${path}`, import.meta.url));
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  return { file, mod: (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as T };
}

/**
 * The domain's messages in `locale`: the names of cities, insurance options and services
 * (catalogue/labels.<locale>.ts), the five fleet cars' descriptions and Key Features
 * (catalogue/fleet-texts.<locale>.ts) and the field errors' texts (booking/messages.<locale>.ts).
 */
async function domainMessages(locale: string): Promise<{ files: string[]; messages: Record<string, string> }> {
  const labels = await domainData<{ LABELS: CatalogueLabels }>(`catalogue/labels.${locale}.ts`);
  const fleet = await domainData<{ FLEET_TEXTS: FleetTexts }>(`catalogue/fleet-texts.${locale}.ts`);
  const fields = await domainData<{ MESSAGES: FieldMessageTexts }>(`booking/messages.${locale}.ts`);
  return {
    files: [labels.file, fleet.file, fields.file],
    messages: { ...labelMessages(labels.mod.LABELS), ...fleetMessages(fleet.mod.FLEET_TEXTS), ...validationMessages(fields.mod.MESSAGES) },
  };
}

const CATALOGUE = /\/src\/i18n\/messages\/([a-z]{2})\.ts$/;

/**
 * Compiles the interface catalogues (src/i18n/messages/<locale>.ts: ids to ICU MessageFormat
 * strings) to Lingui's compiled form at build time, so the browser ships neither the ICU parser
 * nor uncompiled strings (Lingui's core only compiles at run time in development builds), with
 * plurals rewritten as selects (src/i18n/plural-select.ts: no Intl.NumberFormat in the browser).
 * Imported with `?group=core|booking|overlay`, a catalogue keeps only that part's messages
 * (src/i18n/groups.ts). The names of cities, insurance options and services, the fleet cars' texts
 * and the field errors' texts come from the domain (src/i18n/label-messages.ts) and join each language's catalogue here. A message that is not
 * valid ICU fails the build, naming the catalogue and the id.
 */
export function i18nCatalogues(): Plugin {
  return {
    name: 'i18n-catalogues',
    enforce: 'post',
    async transform(code, id) {
      const [path, query = ''] = id.split('?');
      const match = CATALOGUE.exec(path);
      if (!match) return null;
      const group = new URLSearchParams(query).get('group');
      // After Vite's TypeScript transform the module is `export const messages = {...}` with no imports.
      const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        messages?: Record<string, string>;
      };
      if (!mod.messages) this.error(`${id}: no "messages" export`);
      const domain = await domainMessages(match[1]);
      domain.files.forEach((file) => this.addWatchFile(file));
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries({ ...mod.messages, ...domain.messages })) {
        if (group && catalogueGroup(key) !== group) continue;
        try {
          // Plurals become selects over values useT computes (src/i18n/plural-select.ts).
          compiled[key] = pluralsAsSelects(compileMessageOrThrow(message) as CompiledMessage);
        } catch (error) {
          this.error(`${match[1]} catalogue, message "${key}": ${(error as Error).message}`);
        }
      }
      return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`, map: null };
    },
  };
}
