// The site's language catalogues for the browser tests: the same TypeScript files the site is built
// from (frontend/src/i18n/messages/<locale>.ts, with the field errors' texts of the domain), transpiled
// with the project's typescript package.
// Only plain messages are used by the tests (no ICU arguments), so no formatter is needed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './server.mjs';

export const LOCALES = ['en', 'ru', 'he', 'ar'];
export const OTHER_LOCALES = ['ru', 'he', 'ar'];
export const RTL = new Set(['he', 'ar']);

const cache = new Map();

/** The field errors' texts the site's build adds from the domain (backend/src/domain/booking/messages.<locale>.ts) as `validation.<key>`. */
async function fieldTexts(locale) {
  const { outputText } = ts.transpileModule(readFileSync(join(ROOT, `backend/src/domain/booking/messages.${locale}.ts`), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const { MESSAGES } = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return Object.fromEntries(Object.entries(MESSAGES).map(([k, v]) => [`validation.${k}`, v]));
}

/** The five fleet cars' texts the site's build adds from the domain (backend/src/domain/catalogue/fleet-texts.<locale>.ts) as `spec.<feature>` and `fleet.<id>.description`. */
async function fleetTexts(locale) {
  const { outputText } = ts.transpileModule(readFileSync(join(ROOT, `backend/src/domain/catalogue/fleet-texts.${locale}.ts`), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const { FLEET_TEXTS } = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return {
    ...Object.fromEntries(Object.entries(FLEET_TEXTS.feature).map(([k, v]) => [`spec.${k}`, v])),
    ...Object.fromEntries(Object.entries(FLEET_TEXTS.description).map(([id, v]) => [`fleet.${id}.description`, v])),
  };
}

/** The interface messages of a language (English when its catalogue is not written yet). */
export async function messages(locale) {
  if (!cache.has(locale)) {
    let file = join(ROOT, `frontend/src/i18n/messages/${locale}.ts`);
    if (!existsSync(file)) file = join(ROOT, 'frontend/src/i18n/messages/en.ts');
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const mod = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
    const known = existsSync(file) ? locale : 'en';
    cache.set(locale, { ...mod.messages, ...(await fieldTexts(known)), ...(await fleetTexts(known)) });
  }
  return cache.get(locale);
}

/** `/ru/booking` for ru, `/booking` for en; `/ru` for the Russian home. */
export function localised(path, locale) {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
