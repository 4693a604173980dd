// Checks that the interface catalogue and the code agree (docs/product.md §15):
//   - every id the code asks for (t('id'), <Trans id="id">, ids in MessageId lists) is in en.ts;
//   - every id of en.ts is used: literally in the code, or as a member of a family the code builds
//     from the domain's data (`location.${city}`, `insurance.${value}.label`, `validation.${code}`,
//     ...), whose members must then be exactly the domain's (every city, every service, every
//     booking message code...), so a family can neither miss a member nor keep a stale one;
//   - the interface catalogue's parts (core, booking, overlay: src/i18n/groups.ts) leave no id out.
// The ru/he/ar catalogues are checked against en.ts by i18n-messages.test.mjs.
// Run: node --test frontend/test/
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '../src');
const domain = join(here, '../../backend/src/domain');

/** Transpiles one TypeScript module with no local imports (or only type imports) and imports it. */
async function load(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const { messages: catalogue } = await load(join(src, 'i18n/messages/en.ts'));
// The build adds the domain's names of cities, insurance options and services (src/i18n/label-messages.ts).
const { fleetMessages, labelMessages } = await load(join(src, 'i18n/label-messages.ts'));
const { MESSAGES: FIELD_TEXTS } = await load(join(domain, 'booking/messages.en.ts'));
// And the field errors' texts (`validation.<key>`, backend/src/domain/booking/messages.<locale>.ts).
// And the five fleet cars' descriptions and Key Features (backend/src/domain/catalogue/fleet-texts.<locale>.ts).
const FLEET_TEXTS = (await load(join(domain, 'catalogue/fleet-texts.en.ts'))).FLEET_TEXTS;
const domainNames = {
  ...labelMessages((await load(join(domain, 'catalogue/labels.en.ts'))).LABELS),
  ...fleetMessages(FLEET_TEXTS),
  ...Object.fromEntries(Object.entries(FIELD_TEXTS).map(([k, v]) => [`validation.${k}`, v])),
};
const en = { ...catalogue, ...domainNames };
const ids = Object.keys(en);
const code = walk(src)
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes('/i18n/messages/') && !f.includes('/i18n/content/'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** The domain's data, read from its source (no imports needed). */
const LOCATIONS = /^export const LOCATIONS = \[(.*)\]/m
  .exec(readFileSync(join(domain, 'catalogue/locations.ts'), 'utf8'))[1]
  .match(/'(\w+)'/g)
  .map((s) => s.slice(1, -1));
const SERVICE_KEYS = [...readFileSync(join(domain, 'booking/services.ts'), 'utf8').matchAll(/^\s+key: '(\w+)',$/gm)].map((m) => m[1]);
const SERVICE_GROUPS = ['protection', 'convenience', 'travel', 'camping'];
const INSURANCE = ['minimum', 'standard', 'enhanced'];
const MESSAGE_CODES = Object.keys(FIELD_TEXTS);
const FLEET_IDS = [...readFileSync(join(domain, 'catalogue/fleet.ts'), 'utf8').matchAll(/make: '([^']+)',\s*\n\s*model: '([^']+)'/g)].map((m) =>
  `${m[1]} ${m[2]}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
);

/** Families of ids the code builds from data: prefix, how the code refers to them, and the exact members. */
const FAMILIES = [
  { prefix: 'location.', used: /t\(`location\.\$\{/, members: LOCATIONS.map((l) => `location.${l}`) },
  { prefix: 'serviceGroup.', used: /t\(`serviceGroup\.\$\{/, members: SERVICE_GROUPS.map((g) => `serviceGroup.${g}`) },
  { prefix: 'service.', used: /t\(`service\.\$\{[^}]+\}\.label`\)/, members: SERVICE_KEYS.flatMap((k) => [`service.${k}.label`, `service.${k}.description`]) },
  {
    prefix: 'insurance.',
    used: /t\(`insurance\.\$\{[^}]+\}\.label`\)/,
    members: INSURANCE.flatMap((i) => [`insurance.${i}.label`, `insurance.${i}.coverage`, ...[1, 2, 3].map((n) => `insurance.${i}.bullet${n}`)]),
    exceptLiteral: true,
  },
  { prefix: 'spec.', used: /t\(`spec\.\$\{feature\.key\}`/, members: Object.keys(FLEET_TEXTS.feature).map((k) => `spec.${k}`) },
  { prefix: 'fleet.', used: /t\(`fleet\.\$\{vehicle\.id\}\.description`/, members: FLEET_IDS.map((id) => `fleet.${id}.description`) },
  {
    prefix: 'validation.',
    used: /`validation\.\$\{(?:\w+\.)?code\b/,
    // Every booking message code of the domain, except the server-only ones the browser never shows.
    members: MESSAGE_CODES.map((c) => `validation.${c}`),
    exceptLiteral: true,
  },
];

function family(id) {
  return FAMILIES.find((f) => id.startsWith(f.prefix));
}

describe('interface catalogue and code', () => {
  test('the domain data was read (the families below are not empty)', () => {
    assert.equal(LOCATIONS.length, 3);
    assert.equal(SERVICE_KEYS.length, 7);
    assert.equal(FLEET_IDS.length, 5);
    assert.ok(MESSAGE_CODES.includes('minimumDays') && MESSAGE_CODES.includes('locale'), MESSAGE_CODES.join());
  });

  test('every id the code asks for is in en.ts', () => {
    const asked = new Set([
      ...[...code.matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((m) => m[1]),
      ...[...code.matchAll(/<Trans\s+id="([\w.-]+)"/g)].map((m) => m[1]),
      ...[...code.matchAll(/i18n\._\(\s*'([\w.-]+)'/g)].map((m) => m[1]),
      ...[...code.matchAll(/'((?:benefits|insurance|spec)\.[\w.-]+)'/g)].map((m) => m[1]),
    ]);
    const missing = [...asked].filter((id) => !(id in en));
    assert.deepEqual(missing, [], `ids used in the code but missing from en.ts: ${missing.join(', ')}`);
  });

  test('every id of en.ts is used by the code', () => {
    const unused = ids.filter((id) => {
      if (code.includes(`'${id}'`) || code.includes(`"${id}"`)) return false;
      const f = family(id);
      return !(f && f.used.test(code) && f.members.includes(id));
    });
    assert.deepEqual(unused, [], `ids in en.ts that no code uses: ${unused.join(', ')}`);
  });

  for (const f of FAMILIES) {
    test(`the ${f.prefix}* family has exactly the domain's members`, () => {
      assert.ok(f.used.test(code), `the code no longer builds ${f.prefix}* ids: update this test`);
      const inCatalogue = ids.filter((id) => id.startsWith(f.prefix) && (!f.exceptLiteral || f.members.includes(id) || !code.includes(`'${id}'`)));
      const missing = f.members.filter((m) => !(m in en));
      assert.deepEqual(missing, [], `missing from en.ts: ${missing.join(', ')}`);
      const extra = inCatalogue.filter((id) => !f.members.includes(id) && !code.includes(`'${id}'`));
      assert.deepEqual(extra, [], `in en.ts but neither a member nor used literally: ${extra.join(', ')}`);
    });
  }

  test('the English catalogue keeps the original texts and the domain\'s messages', async () => {
    assert.equal(en['validation.pickupInPast'], 'Pickup date cannot be in the past');
    assert.equal(en['validation.minimumDays'], 'The minimum rental is {days} days');
    assert.equal(en['toast.confirmed.title'], 'Booking Confirmed!');
    assert.equal(en['toast.confirmed.message'], "Your car rental has been successfully booked. We'll contact you shortly to confirm details.");
    assert.equal(en['toast.failed.title'], 'Booking Failed');
    assert.equal(en['toast.failed.message'], 'There was an error processing your booking. Please try again.');
    assert.equal(en['availability.soldOut'], 'Sold out for these dates');
    assert.equal(en['search.checkPrice'], 'Check Price & Availability');
  });

  test("en.ts does not repeat the domain's names the build adds", () => {
    assert.ok(Object.keys(domainNames).length > 0);
    assert.deepEqual(Object.keys(domainNames).filter((id) => id in catalogue), []);
  });

  test('every id belongs to one part of the catalogue, and each part has ids', async () => {
    const { CATALOGUE_GROUPS, catalogueGroup } = await load(join(src, 'i18n/groups.ts'));
    const parts = Object.fromEntries(CATALOGUE_GROUPS.map((g) => [g, ids.filter((id) => catalogueGroup(id) === g)]));
    for (const g of CATALOGUE_GROUPS) assert.ok(parts[g].length > 0, `part ${g} is empty`);
    assert.equal(Object.values(parts).flat().length, ids.length);
    // The home page's part holds no booking-form or overlay texts.
    assert.ok(!parts.core.some((id) => /^(wizard|validation|overlay|fleet)\./.test(id)));
  });
});
