// Structure test of the translated page content (frontend/src/i18n/content, docs/product.md §15).
// Run: node --test frontend/test/   (no build needed: the TypeScript content files are transpiled
// with the project's own `typescript` package into a temporary folder and imported from there).
//
// For every page and every locale (ru, he, ar) it checks against English:
//   - the file exists and exports the same name;
//   - the same shape: same keys, same array lengths, same block types, ids and numbers;
//   - no empty strings except where English has an empty line (messaging-app texts);
//   - the same {placeholders} and link targets in each string, balanced **strong** markup, and
//     fill-in lines ("Pickup date: ") stay fill-in lines;
//   - no English left: every Latin word must be a car name, a brand or a unit on the allow-list,
//     and every string with letters is written in the locale's script.
// And the English files keep the original English texts.
import { strict as assert } from 'node:assert';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const contentDir = join(here, '../src/i18n/content');
const LOCALES = ['ru', 'he', 'ar'];

/** Latin words allowed in ru/he/ar text: car names, brands, units, codes. Compared case-sensitively. */
const ALLOWED_LATIN = new Set([
  'Toyota', 'FJ', 'Cruiser', '4Runner', 'Subaru', 'Forester', 'Chevrolet', 'Suburban', 'Hyundai', 'Elantra',
  'WhatsApp', 'Google', 'reCAPTCHA', 'v3', 'Ads', 'HTTPS', 'IP', 'gclid', 'cookie',
  'EUR', 'GEL', 'USD', 'km', '4x4',
  'JPEG', 'PNG', 'PDF',
]);
const SCRIPT = { ru: /\p{Script=Cyrillic}/u, he: /\p{Script=Hebrew}/u, ar: /\p{Script=Arabic}/u };

let outDir;
const modules = {}; // modules[locale][file] = module namespace
let rich;

/**
 * Transpiles every .ts file of the content folder (not .tsx), and the number formatting it uses
 * (../format.ts), to .mjs with relative imports rewritten; outDir mirrors src/i18n.
 */
function transpileContent() {
  outDir = mkdtempSync(join(tmpdir(), 'i18n-content-'));
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  const i18nDir = dirname(contentDir);
  for (const file of [...walk(contentDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')), join(i18nDir, 'format.ts')]) {
    const rel = relative(i18nDir, file).replace(/\.ts$/, '.mjs');
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
      fileName: file,
    });
    const js = outputText
      .replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\2/g, (_, lead, q, spec) => `${lead}${q}${spec}.mjs${q}`)
      // The terms' policy sentences come from the domain (backend/src/domain/policies), transpiled below.
      .replace(/(from\s+)(['"])@domain\/([^'"]+)\.js\2/g, (_, lead, q, spec) => `${lead}${q}${relative(dirname(join(outDir, rel)), join(outDir, 'domain', spec)).replace(/\\/g, '/')}.mjs${q}`);
    mkdirSync(dirname(join(outDir, rel)), { recursive: true });
    writeFileSync(join(outDir, rel), js);
  }
  const policiesDir = join(here, '../../backend/src/domain/policies');
  mkdirSync(join(outDir, 'domain', 'policies'), { recursive: true });
  for (const file of readdirSync(policiesDir).filter((f) => /^policy-text\.\w+\.ts$/.test(f))) {
    const { outputText } = ts.transpileModule(readFileSync(join(policiesDir, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
      fileName: file,
    });
    writeFileSync(join(outDir, 'domain', 'policies', file.replace(/\.ts$/, '.mjs')), outputText);
  }
}

/** The distinct `{placeholder}` names a string uses, sorted (compared across locales). */
const placeholders = (text) => [...new Set(rich.contentArguments(text).map((a) => a.name))].sort();
/** The text a reader sees: markup removed, placeholders filled. */
const plainText = (text, values = {}, locale = 'en') =>
  rich
    .parseRich(text, values, locale)
    .map((t) => t.text)
    .join('');

const pageFiles = () =>
  readdirSync(join(contentDir, 'en'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, ''));

before(async () => {
  transpileContent();
  rich = await import(pathToFileURL(join(outDir, 'content', 'rich.mjs')).href);
  for (const locale of ['en', ...LOCALES]) {
    modules[locale] = {};
    for (const page of pageFiles()) {
      try {
        modules[locale][page] = await import(pathToFileURL(join(outDir, 'content', locale, `${page}.mjs`)).href);
      } catch (err) {
        if (err.code !== 'ERR_MODULE_NOT_FOUND') throw err;
      }
    }
  }
});
after(() => outDir && rmSync(outDir, { recursive: true, force: true }));

/** Every string leaf of `value` with its path. */
function* strings(value, path = '') {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}

/** Compares shapes; returns a list of differences. Keys named id/type and numbers must be equal. */
function shapeDiff(en, other, path = '', out = []) {
  if (typeof en !== typeof other || Array.isArray(en) !== Array.isArray(other)) {
    out.push(`${path}: ${Array.isArray(en) ? 'array' : typeof en} in en, ${Array.isArray(other) ? 'array' : typeof other} here`);
  } else if (Array.isArray(en)) {
    if (en.length !== other.length) out.push(`${path}: ${en.length} items in en, ${other.length} here`);
    en.forEach((v, i) => i < other.length && shapeDiff(v, other[i], `${path}[${i}]`, out));
  } else if (en && typeof en === 'object') {
    const a = Object.keys(en).sort().join(',');
    const b = Object.keys(other).sort().join(',');
    if (a !== b) out.push(`${path}: keys {${a}} in en, {${b}} here`);
    for (const k of Object.keys(en)) {
      if (!(k in other)) continue;
      const p = path ? `${path}.${k}` : k;
      if ((k === 'id' || k === 'type') && en[k] !== other[k]) out.push(`${p}: ${JSON.stringify(en[k])} in en, ${JSON.stringify(other[k])} here`);
      else shapeDiff(en[k], other[k], p, out);
    }
  } else if (typeof en === 'number' && en !== other) {
    out.push(`${path}: ${en} in en, ${other} here`);
  }
  return out;
}

const linkTargets = (s) => [...s.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).sort();
const latinWords = (s) =>
  s
    .replace(/\]\([^)\s]+\)/g, ']') // link targets
    .replace(/\{\w+\}/g, '') // placeholders
    .replace(/°C/g, '') // degrees
    .replace(/\b[\w.+-]+@[\w.-]+\b/g, '') // e-mail addresses
    .match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];

test('every page has an English file', () => {
  assert.ok(pageFiles().length > 0);
});

for (const locale of LOCALES) {
  describe(`${locale} content`, () => {
    for (const page of pageFiles()) {
      test(`${page}: same structure and strings as English, translated`, () => {
        const en = modules.en[page];
        const other = modules[locale][page];
        assert.ok(other, `${locale}/${page}.ts is missing`);
        assert.deepEqual(Object.keys(other).sort(), Object.keys(en).sort(), 'the same exports');
        const problems = [];
        for (const name of Object.keys(en)) {
          problems.push(...shapeDiff(en[name], other[name], name));
          const enStrings = new Map(strings(en[name], name));
          for (const [path, text] of strings(other[name], name)) {
            const source = enStrings.get(path);
            if (source === undefined) continue; // reported by shapeDiff
            if (/\.(id|type)$/.test(path)) continue; // identifiers, compared by shapeDiff
            if (source.trim() === '') {
              if (text.trim() !== '') problems.push(`${path}: English is an empty line, here ${JSON.stringify(text)}`);
              continue;
            }
            if (text.trim() === '') {
              problems.push(`${path}: empty`);
              continue;
            }
            if (placeholders(text).join() !== placeholders(source).join())
              problems.push(`${path}: placeholders ${placeholders(text)} instead of ${placeholders(source)}`);
            for (const arg of rich.contentArguments(text).filter((a) => a.type === 'plural')) {
              const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
              const keys = arg.keys.filter((k) => !k.startsWith('='));
              const wrong = keys.filter((k) => !categories.includes(k));
              const absent = categories.filter((k) => !keys.includes(k));
              if (wrong.length || absent.length) problems.push(`${path}: plural ${arg.name} has [${keys}], ${locale} needs [${categories}]`);
            }
            if (linkTargets(text).join() !== linkTargets(source).join()) problems.push(`${path}: link targets differ from English`);
            if ((text.match(/\*\*/g) ?? []).length % 2 !== 0) problems.push(`${path}: unbalanced ** markup`);
            if (source.endsWith(': ') !== text.endsWith(': ')) problems.push(`${path}: a fill-in line must end with ": " as in English`);
            // What the reader sees: markup gone, arguments filled with a sample number (plural branches chosen).
            const sample = Object.fromEntries(placeholders(text).map((name) => [name, 5]));
            const shown = plainText(text, sample, locale);
            const foreign = latinWords(shown).filter((w) => !ALLOWED_LATIN.has(w));
            if (foreign.length) problems.push(`${path}: English words left: ${foreign.join(' ')}`);
            if (locale === 'ru' && /[A-Za-z]\p{Script=Cyrillic}|\p{Script=Cyrillic}[A-Za-z]/u.test(text))
              problems.push(`${path}: a word mixes Latin and Cyrillic letters`);
            // Whatever is not an allowed Latin word must be in the locale's script (catches French, pinyin...).
            const rest = shown.replace(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g, '');
            if (/\p{L}/u.test(rest) && !SCRIPT[locale].test(rest)) problems.push(`${path}: not written in the ${locale} script: ${JSON.stringify(text)}`);
          }
        }
        assert.deepEqual(problems, [], `${locale}/${page}.ts:\n  ${problems.join('\n  ')}`);
      });
    }
  });
}

describe('rich text convention', () => {
  test('parses strong, links and placeholders', () => {
    assert.deepEqual(rich.parseRich('Hi **{name}**, see [terms](/terms-of-service) or [{email}](mailto:{email}).', { name: 'Ann', email: 'a@b.ge' }), [
      { type: 'text', text: 'Hi ' },
      { type: 'strong', text: 'Ann' },
      { type: 'text', text: ', see ' },
      { type: 'link', text: 'terms', href: '/terms-of-service' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'a@b.ge', href: 'mailto:a@b.ge' },
      { type: 'text', text: '.' },
    ]);
    assert.equal(rich.fill('{a} and {b}', { a: 1 }), '1 and {b}');
    assert.deepEqual(placeholders('{b} {a} {a}'), ['a', 'b']);
  });
  test('plurals follow the language', () => {
    const ru = 'на {hours, plural, one {# час} few {# часа} many {# часов} other {# часа}}';
    assert.deepEqual([1, 2, 5, 21, 24].map((hours) => rich.fill(ru, { hours }, 'ru')), ['на 1 час', 'на 2 часа', 'на 5 часов', 'на 21 час', 'на 24 часа']);
    const he = '{n, plural, one {שעה אחת} two {שעתיים} other {# שעות}}';
    assert.deepEqual([1, 2, 24].map((n) => rich.fill(he, { n }, 'he')), ['שעה אחת', 'שעתיים', '24 שעות']);
    assert.equal(rich.fill('{n, plural, =0 {none} one {# day} other {# days}} for {name}', { n: 0, name: 'Ann' }), 'none for Ann');
    assert.equal(plainText('**{n, plural, one {# hour} other {# hours}}** left', { n: 2 }), '2 hours left');
    assert.deepEqual(rich.contentArguments('{a} {n, plural, one {# {b}} other {#}}').map((x) => x.name), ['a', 'n', 'b']);
  });
});

describe('English content keeps the original texts', () => {
  test('home, 404 and privacy', () => {
    const home = modules.en.home.homeContent;
    assert.deepEqual(
      home.howItWorks.steps.map((s) => s.title),
      ['Choose Dates & Car', 'Get Confirmation', 'Pick Up Your Car'],
    );
    assert.deepEqual(
      home.about.stats.map((s) => `${s.value} ${s.label}`),
      // The years follow the date (13 in 2025, 14 in 2026: filled from domain/site/company.ts).
      ['20+ Vehicles Available', '99% Customer Satisfaction', '{years} Years in Business'],
    );
    const notFound = modules.en['not-found'].notFoundContent;
    assert.equal(notFound.heading, 'Page Not Found');
    assert.equal(notFound.text, "The page you're looking for doesn't exist or has been moved.");
    assert.equal(notFound.homeButton, 'Go to Homepage');
    assert.equal(modules.en.privacy.privacyContent.effectiveDate, 'January 7, 2025');
    assert.equal(modules.en['thank-you'].thankYouContent.headline, 'Your booking is NOT finished yet!');
  });
});
