import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';
import type { CatalogueLabels } from '../backend/src/domain/catalogue/labels';
import { catalogueGroup } from './src/i18n/groups';
import { labelMessages } from './src/i18n/label-messages';
import { pluralsAsSelects, type CompiledMessage } from './src/i18n/plural-select';

/** The domain's names of cities, insurance options and services in `locale` (a data file: type imports only). */
async function domainLabels(locale: string): Promise<{ file: string; messages: Record<string, string> }> {
  const file = fileURLToPath(new URL(`../backend/src/domain/catalogue/labels.${locale}.ts`, import.meta.url));
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { LABELS: CatalogueLabels };
  return { file, messages: labelMessages(mod.LABELS) };
}

const CATALOGUE = /\/src\/i18n\/messages\/([a-z]{2})\.ts$/;

/**
 * Compiles the interface catalogues (src/i18n/messages/<locale>.ts: ids to ICU MessageFormat
 * strings) to Lingui's compiled form at build time, so the browser ships neither the ICU parser
 * nor uncompiled strings (Lingui's core only compiles at run time in development builds), with
 * plurals rewritten as selects (src/i18n/plural-select.ts: no Intl.NumberFormat in the browser).
 * Imported with `?group=core|booking|overlay`, a catalogue keeps only that part's messages
 * (src/i18n/groups.ts). The names of cities, insurance options and services come from the domain
 * (src/i18n/label-messages.ts) and join each language's catalogue here. A message that is not
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
      const labels = await domainLabels(match[1]);
      this.addWatchFile(labels.file);
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries({ ...mod.messages, ...labels.messages })) {
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
