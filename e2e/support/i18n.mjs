// The site's language catalogues for the browser tests: the same TypeScript files the site is built
// from (frontend/src/i18n/messages/<locale>.ts), transpiled with the project's typescript package.
// Only plain messages are used by the tests (no ICU arguments), so no formatter is needed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './server.mjs';

export const LOCALES = ['en', 'ru', 'he', 'ar'];
export const OTHER_LOCALES = ['ru', 'he', 'ar'];
export const RTL = new Set(['he', 'ar']);

const cache = new Map();

/** The interface messages of a language (English when its catalogue is not written yet). */
export async function messages(locale) {
  if (!cache.has(locale)) {
    let file = join(ROOT, `frontend/src/i18n/messages/${locale}.ts`);
    if (!existsSync(file)) file = join(ROOT, 'frontend/src/i18n/messages/en.ts');
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const mod = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
    cache.set(locale, mod.messages);
  }
  return cache.get(locale);
}

/** `/ru/booking` for ru, `/booking` for en; `/ru` for the Russian home. */
export function localised(path, locale) {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
