// Checks the interface catalogues frontend/src/i18n/messages/{ru,he,ar}.ts against en.ts (docs/product.md §15).
// Run: node --test frontend/test/   (the TypeScript catalogues are transpiled with the project's own
// `typescript` package; no build needed).
//
// For each locale: exactly en.ts's ids; no empty text; valid ICU (balanced braces, known argument
// types); the same arguments as English (a locale may add a plural where English has none, over the
// same argument); every plural has `other` and every plural category of the locale
// (Intl.PluralRules: ru one/few/many/other, he one/two/other, ar zero/one/two/few/many/other);
// `#` only inside a plural; the same <0>...</0> tags; no English left (Latin words only from the
// allow-list of brands, car names and codes) and letters in the locale's script.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, '../src/i18n/messages');
const EN = process.env.EN_CATALOGUE ?? join(dir, 'en.ts');
const LOCALES = ['ru', 'he', 'ar'];
const ALLOWED_LATIN = new Set([
  'Toyota', 'FJ', 'Cruiser', '4Runner', 'Subaru', 'Forester', 'Chevrolet', 'Suburban', 'Hyundai', 'Elantra',
  'WhatsApp', 'Google', 'Bluetooth', 'JavaScript', 'EUR', 'GEL', 'USD', '4x4', 'en', 'ru', 'he', 'ar',
]);
const SCRIPT = { ru: /\p{Script=Cyrillic}/u, he: /\p{Script=Hebrew}/u, ar: /\p{Script=Arabic}/u };

async function load(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return mod.messages;
}

/**
 * A small ICU MessageFormat reader: the literal text, the arguments (name and type), the plurals
 * (argument and keys) and whether `#` appears outside a plural. Throws on unbalanced braces.
 */
export function readIcu(message) {
  const out = { text: '', args: new Map(), plurals: [], strayHash: false };
  let i = 0;
  const parseMessage = (inPlural, nested) => {
    while (i < message.length) {
      const c = message[i];
      if (c === '{') {
        i++;
        parseArgument();
      } else if (c === '}') {
        if (!nested) throw new Error(`unexpected } at ${i}`);
        return;
      } else if (c === "'" && /['{}#]/.test(message[i + 1] ?? '')) {
        throw new Error(`ICU apostrophe escape at ${i}: write the text without it`);
      } else {
        if (c === '#' && !inPlural) out.strayHash = true;
        out.text += c === '#' && inPlural ? ' ' : c;
        i++;
      }
    }
    if (nested) throw new Error('unclosed {');
  };
  const readUntil = (stops) => {
    let s = '';
    while (i < message.length && !stops.includes(message[i])) s += message[i++];
    if (i >= message.length) throw new Error('unclosed {');
    return s.trim();
  };
  const parseArgument = () => {
    const name = readUntil([',', '}']);
    if (!/^\w+$/.test(name)) throw new Error(`bad argument name "${name}"`);
    if (message[i] === '}') {
      i++;
      out.args.set(name, out.args.get(name) ?? 'simple');
      return;
    }
    i++; // ,
    const type = readUntil([',', '}']);
    if (!['plural', 'select', 'selectordinal', 'number', 'date', 'time'].includes(type)) throw new Error(`unknown argument type "${type}"`);
    out.args.set(name, type);
    if (message[i] === '}') {
      i++;
      return;
    }
    i++; // ,
    if (type === 'number' || type === 'date' || type === 'time') {
      readUntil(['}']);
      i++;
      return;
    }
    const keys = [];
    for (;;) {
      while (/\s/.test(message[i] ?? '')) i++;
      if (message[i] === '}') {
        i++;
        break;
      }
      const key = readUntil(['{', '}']);
      if (message[i] !== '{' || !key) throw new Error(`option without a message in ${name}`);
      if (!key.startsWith('offset:')) keys.push(key);
      i++;
      parseMessage(type !== 'select', true);
      i++; // }
    }
    if (type !== 'select') out.plurals.push({ name, keys });
  };
  parseMessage(false, false);
  return out;
}

const tags = (s) => (s.match(/<\/?\d+>/g) ?? []).sort();
const latinWords = (text) =>
  text
    .replace(/\b[\w.+-]+@[\w.-]+\b/g, '')
    .replace(/\bL\/100\b|\bA\/C\b/g, '')
    .match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];

const haveEnglish = existsSync(EN);

describe('interface catalogues', { skip: haveEnglish ? false : `no English catalogue at ${EN} yet` }, () => {
  for (const locale of LOCALES) {
    test(`${locale}.ts has en.ts's ids, valid ICU, the same arguments, the locale's plural forms and no English`, async () => {
      const en = await load(EN);
      const file = join(dir, `${locale}.ts`);
      assert.ok(existsSync(file), `${locale}.ts is missing`);
      const other = await load(file);
      const missing = Object.keys(en).filter((k) => !(k in other));
      const extra = Object.keys(other).filter((k) => !(k in en));
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, `${locale}.ts ids differ from en.ts`);
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const problems = [];
      for (const [id, source] of Object.entries(en)) {
        const text = other[id];
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${id}: empty`);
          continue;
        }
        let a;
        let b;
        try {
          a = readIcu(source);
          b = readIcu(text);
        } catch (err) {
          problems.push(`${id}: ${err.message}`);
          continue;
        }
        const names = (m) => [...m.args.keys()].sort().join(',');
        if (names(a) !== names(b)) problems.push(`${id}: arguments {${names(b)}} instead of {${names(a)}}`);
        for (const [name, type] of a.args) {
          if (type !== 'simple' && b.args.get(name) !== type && !(type === 'simple' && b.args.get(name) === 'plural'))
            problems.push(`${id}: ${name} is ${b.args.get(name)} here, ${type} in English`);
        }
        for (const p of b.plurals) {
          const keys = p.keys.filter((k) => !k.startsWith('='));
          const unknown = keys.filter((k) => !categories.includes(k));
          const absent = categories.filter((k) => !keys.includes(k));
          if (unknown.length) problems.push(`${id}: plural ${p.name} has ${unknown} (not a ${locale} category)`);
          if (absent.length) problems.push(`${id}: plural ${p.name} lacks ${absent}`);
        }
        if (b.strayHash) problems.push(`${id}: # outside a plural`);
        if (tags(text).join() !== tags(source).join()) problems.push(`${id}: tags ${tags(text)} instead of ${tags(source)}`);
        const literal = b.text.replace(/<\/?\d+>/g, '');
        const foreign = latinWords(literal).filter((w) => !ALLOWED_LATIN.has(w));
        if (foreign.length) problems.push(`${id}: English words left: ${foreign.join(' ')}`);
        if (locale === 'ru' && /[A-Za-z]\p{Script=Cyrillic}|\p{Script=Cyrillic}[A-Za-z]/u.test(literal))
          problems.push(`${id}: a word mixes Latin and Cyrillic letters`);
        const rest = literal.replace(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g, '');
        if (/\p{L}/u.test(rest) && !SCRIPT[locale].test(rest)) problems.push(`${id}: not in the ${locale} script`);
      }
      assert.deepEqual(problems, [], `${locale}.ts:\n  ${problems.join('\n  ')}`);
    });
  }
});

test('the ICU reader sees arguments, plurals, tags and errors', () => {
  const m = readIcu('From <0>€{from}/day</0>: {days, plural, one {# day} other {# days}} for {name}');
  assert.deepEqual([...m.args], [['from', 'simple'], ['days', 'plural'], ['name', 'simple']]);
  assert.deepEqual(m.plurals, [{ name: 'days', keys: ['one', 'other'] }]);
  assert.equal(m.strayHash, false);
  assert.equal(readIcu('Room #1').strayHash, true);
  assert.throws(() => readIcu('{days, plural, one {# day}'), /unclosed/);
  assert.throws(() => readIcu('{count, plurl, one {x}}'), /unknown argument type/);
});
