// The browser formats plurals and numbers without Intl.NumberFormat (src/i18n/plural-select.ts,
// src/i18n/format.ts): this checks that the text is exactly what Lingui and Intl give.
//   - every message of every catalogue, compiled as the build does (plurals rewritten as selects)
//     and rendered with useT's values, equals Lingui's own rendering of the message, for counts from
//     0 to 1,234 and a fraction;
//   - formatNumber equals Intl.NumberFormat in each language for a table of numbers.
// Run: node --test frontend/test/
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const i18nDir = join(here, '../src/i18n');
const LOCALES = ['en', 'ru', 'he', 'ar'];
const COUNTS = [0, 1, 2, 3, 4, 5, 7, 11, 12, 14, 21, 22, 25, 100, 101, 102, 111, 1000, 1234, 2.5];

let outDir;
let plural;
let format;

/** Transpiles src/i18n/{format,plural-select}.ts to .mjs (relative imports rewritten; locales.ts is type-only there). */
async function loadModules() {
  outDir = mkdtempSync(join(tmpdir(), 'i18n-plurals-'));
  for (const name of ['format', 'plural-select']) {
    const { outputText } = ts.transpileModule(readFileSync(join(i18nDir, `${name}.ts`), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    });
    const js = outputText.replace(/(from\s+)(['"])(\.\/[^'"]+)\2/g, (_, lead, q, spec) => `${lead}${q}${spec}.mjs${q}`);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${name}.mjs`), js);
  }
  format = await import(pathToFileURL(join(outDir, 'format.mjs')).href);
  plural = await import(pathToFileURL(join(outDir, 'plural-select.mjs')).href);
}

async function load(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

/** A language's catalogue with the field errors' texts the build adds from the domain (`validation.*`). */
async function catalogue(locale) {
  const { messages } = await load(join(i18nDir, 'messages', `${locale}.ts`));
  const { MESSAGES } = await load(join(i18nDir, '../../../backend/src/domain/booking', `messages.${locale}.ts`));
  return { ...messages, ...Object.fromEntries(Object.entries(MESSAGES).map(([k, v]) => [`validation.${k}`, v])) };
}

before(loadModules);
after(() => outDir && rmSync(outDir, { recursive: true, force: true }));

describe('plurals as selects', () => {
  for (const locale of LOCALES) {
    test(`${locale}: every plural message reads as Lingui writes it`, async () => {
      const messages = await catalogue(locale);
      const withPlural = Object.entries(messages).filter(([, m]) => m.includes('plural,'));
      assert.ok(withPlural.length > 0, 'the catalogue has plurals');
      const lingui = setupI18n({ locale, messages: { [locale]: Object.fromEntries(withPlural.map(([id, m]) => [id, compileMessageOrThrow(m)])) } });
      const ours = setupI18n({
        locale,
        messages: { [locale]: Object.fromEntries(withPlural.map(([id, m]) => [id, plural.pluralsAsSelects(compileMessageOrThrow(m))])) },
      });
      // The rewrite happened (else this test would compare Lingui with itself).
      for (const [id] of withPlural) assert.equal(JSON.stringify(ours.messages[id]).includes('"plural"'), false, id);
      for (const [id, message] of withPlural) {
        const names = [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]))];
        for (const n of COUNTS) {
          const values = Object.fromEntries(names.map((name, i) => [name, i % 2 === 0 ? n : `${name}-text`]));
          // Every argument a number too (plurals may be over any of them).
          for (const all of [values, Object.fromEntries(names.map((name) => [name, n]))]) {
            assert.equal(ours._(id, plural.withPluralValues(all, locale)), lingui._(id, all), `${locale} ${id} with ${JSON.stringify(all)}`);
          }
        }
      }
    });
  }

  test('=N branches, # in nested branches, selects and text around', () => {
    const message = 'Hi {name}: {n, plural, =0 {none} one {# car{kind, select, big { (big)} other {}}} other {# cars, # in all}}.';
    for (const locale of LOCALES) {
      const lingui = setupI18n({ locale, messages: { [locale]: { m: compileMessageOrThrow(message) } } });
      const ours = setupI18n({ locale, messages: { [locale]: { m: plural.pluralsAsSelects(compileMessageOrThrow(message)) } } });
      for (const n of [0, 1, 2, 5, 1234]) {
        for (const kind of ['big', 'small']) {
          const values = { name: 'Ann', n, kind };
          assert.equal(ours._('m', plural.withPluralValues(values, locale)), lingui._('m', values), `${locale} ${JSON.stringify(values)}`);
        }
      }
    }
  });

  test('a plural with an offset stays Lingui\'s (its # counts value - offset)', () => {
    const message = '{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}';
    const lingui = setupI18n({ locale: 'en', messages: { en: { m: compileMessageOrThrow(message) } } });
    const ours = setupI18n({ locale: 'en', messages: { en: { m: plural.pluralsAsSelects(compileMessageOrThrow(message)) } } });
    for (const n of [0, 1, 3]) assert.equal(ours._('m', plural.withPluralValues({ n }, 'en')), lingui._('m', { n }), String(n));
    assert.equal(ours._('m', plural.withPluralValues({ n: 3 }, 'en')), 'you and 2 others');
  });

  test('the rewritten message has no plural left', () => {
    const compiled = plural.pluralsAsSelects(compileMessageOrThrow('{days, plural, one {# day} other {# days}} at {rate}'));
    assert.equal(JSON.stringify(compiled).includes('"plural"'), false, JSON.stringify(compiled));
    assert.deepEqual(compiled[0][0], 'days:plural');
  });
});

describe('formatNumber', () => {
  const INTL = { en: 'en-US', ru: 'ru-RU', he: 'he-IL', ar: 'ar-u-nu-latn' };
  const NUMBERS = [0, 1, 5, 9.5, 12.25, 61, 999, 1000, 1234, 4321.5, 12345.678, 100000, 1234567.891, 0.125, 0.005, 2.675, 6.9, 8.4];
  for (const locale of LOCALES) {
    test(`${locale}: as Intl.NumberFormat(${INTL[locale]}) writes it`, () => {
      for (const digits of [2, 3]) {
        const intl = new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: digits });
        for (const n of [...NUMBERS, -1234.5]) assert.equal(format.formatNumber(n, locale, digits), intl.format(n), `${n} with ${digits} digits`);
      }
    });
  }
  test('Lingui\'s own language tags give the same digits (the # of a plural)', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (const n of NUMBERS) assert.equal(format.formatNumber(n, locale, 3), intl.format(n), `${locale} ${n}`);
    }
  });
});
