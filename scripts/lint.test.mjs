// `npm run lint` catches what it promises (docs/architecture.md, "Rules a machine checks"): each
// case hands ESLint or knip a file that breaks one rule and expects that rule's error.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);
const run = promisify(execFile);

/**
 * The files of the ESLint cases (path: source), each breaking one rule (or none, to show a rule is
 * not over-eager). The type-checked rules need each file in its workspace's TypeScript program, so
 * the probes are written, linted together in one ESLint run (one program per workspace, not one per
 * case) and removed again.
 */
const PROBES = {
  'backend/src/domain/lint-probe.ts':
    "import { SystemClock } from '../adapters/clock/system.clock.js';\nimport { Injectable } from '@nestjs/common';\nimport { join } from 'node:path';\nimport { bookingDays } from './booking/days.js';\nexport const probe = [SystemClock, Injectable, join, bookingDays];\n",
  'backend/src/application/lint-probe.ts':
    "import { AppConfig } from '../config/app-config.js';\nimport { SystemClock } from '../adapters/clock/system.clock.js';\nimport { randomUUID } from 'node:crypto';\nimport { Injectable } from '@nestjs/common';\nimport { Clock } from './ports/clock.js';\nexport const probe = [AppConfig, SystemClock, randomUUID, Injectable, Clock];\n",
  'backend/src/adapters/http/lint-probe.ts':
    "import { CoreModule } from '../../core.module.js';\nimport { AppModule } from '../../app.module.js';\nimport { BookingModule } from '../../modules/booking.module.js';\nimport { beforeExitFlush } from '../lifecycle/exit-when-flushed.js';\nexport const probe = [CoreModule, AppModule, BookingModule, beforeExitFlush];\n",
  'backend/src/domain/agreement/lint-probe.ts':
    "import { formatTbilisi } from '../availability/hold-period.js';\nimport { formatLongDate } from '../shared/date-format.js';\nimport { mailCatalogue } from '../notifications/mail-catalogue.js';\nexport const probe = [formatTbilisi, formatLongDate, mailCatalogue];\n",
  'backend/src/application/handover/lint-probe.service.ts':
    'export abstract class LintProbePort {\n  abstract run(): Promise<void>;\n}\n',
  'backend/src/application/ports/lint-probe.ts':
    'export abstract class LintProbePort {\n  abstract run(): Promise<void>;\n}\n',
  'frontend/src/features/search/lint-probe.ts':
    "import { routesFor } from '@/app/routes';\nimport { useSite } from '@/lib/site-context';\nexport const probe = [routesFor, useSite];\n",
  'frontend/src/features/admin/lint-probe.ts':
    "import { gclidFromSearch } from '@/features/tracking/lib/gclid-storage';\nimport { useClickTracking } from '@/features/tracking';\nimport { HeaderSearch } from '@/features/search/header-search';\nexport const probe = [gclidFromSearch, useClickTracking, HeaderSearch];\n",
  'frontend/src/features/booking/lint-probe.ts':
    "import { BOOKING_MESSAGES, DRIVER_AGE_MAX } from '@domain/booking/messages.js';\nimport { MESSAGES } from '@domain/booking/messages.en.js';\nexport const probe = [BOOKING_MESSAGES, DRIVER_AGE_MAX, MESSAGES];\n",
  'backend/src/application/booking/lint-probe.ts':
    "async function send(): Promise<void> {}\nexport async function probe(): Promise<void> {\n  send();\n  await send();\n  void send();\n}\n",
};

let linted;

/** ESLint's messages for the probe at `path` (the first call lints them all). */
async function eslint(path) {
  linted ??= (async () => {
    const paths = Object.keys(PROBES);
    try {
      for (const p of paths) writeFileSync(join(root, p), PROBES[p]);
      const { stdout } = await run(bin('eslint'), ['--format', 'json', ...paths], { cwd: root, maxBuffer: 16 * 1024 * 1024 }).catch((err) => err); // exit code 1: the errors are in stdout
      return new Map(JSON.parse(stdout).map((file) => [file.filePath, file.messages.map((m) => `${m.ruleId}: ${m.message}`)]));
    } finally {
      for (const p of paths) rmSync(join(root, p), { force: true });
    }
  })();
  const messages = (await linted).get(join(root, path));
  assert.ok(messages, `${path} was not linted`);
  return messages;
}

describe('layer rules (ESLint, eslint-plugin-boundaries)', () => {
  it('domain/ may not import an adapter, a package or a node: module', async () => {
    const messages = await eslint('backend/src/domain/lint-probe.ts');
    const rule = 'boundaries/dependencies: domain/ imports only domain/: no other layer, no package, no node: module';
    assert.deepEqual(messages, [rule, rule, rule]);
  });

  it('application/ may not import the configuration module, an adapter or a node: module', async () => {
    const messages = await eslint('backend/src/application/lint-probe.ts');
    const rule = 'boundaries/dependencies: application/ imports only domain/, application/ (its ports) and @nestjs/common';
    assert.deepEqual(messages, [rule, rule, rule]);
  });

  it('an adapter may not import the composition root (nor a feature module)', async () => {
    const messages = await eslint('backend/src/adapters/http/lint-probe.ts');
    const rule = 'boundaries/dependencies: adapters/ may not import the composition root (app.module, core.module, main.ts, modules/): it imports them';
    assert.deepEqual(messages, [rule, rule, rule]);
  });

  it("a domain folder does not borrow another folder's formatting", async () => {
    const messages = await eslint('backend/src/domain/agreement/lint-probe.ts');
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0], /^no-restricted-imports: .*formatTbilisi.*formatting is shared: import it from domain\/shared\//);
  });

  it('an application port is declared in application/ports/, not in a service file', async () => {
    assert.deepEqual(await eslint('backend/src/application/handover/lint-probe.service.ts'), [
      'no-restricted-syntax: an application port (abstract class) belongs in application/ports/',
    ]);
    assert.deepEqual(await eslint('backend/src/application/ports/lint-probe.ts'), []);
  });

  it('a feature may not import app/', async () => {
    const messages = await eslint('frontend/src/features/search/lint-probe.ts');
    assert.deepEqual(messages, ['boundaries/dependencies: a feature does not import app/ (the shell imports the features): shared code lives in lib/ or components/']);
  });

  it("a feature may not reach into another feature's files", async () => {
    const messages = await eslint('frontend/src/features/admin/lint-probe.ts');
    assert.deepEqual(messages, ['boundaries/dependencies: a feature imports another feature only through its index.ts or its lib/']);
  });
});

describe('error texts', () => {
  it("the site does not import the API's English texts (it words errors from their codes), its limits it may", async () => {
    const messages = await eslint('frontend/src/features/booking/lint-probe.ts');
    assert.equal(messages.length, 2, messages.join('\n'));
    const rule = /^no-restricted-imports: .*the site words errors from their code and params, not from the API's English texts \(docs\/api\.md\)$/;
    assert.ok(messages.every((m) => rule.test(m)), messages.join('\n'));
    assert.match(messages[0], /BOOKING_MESSAGES/);
    assert.match(messages[1], /'MESSAGES'/);
  });
});

describe('type-checked rules (typescript-eslint recommendedTypeChecked)', () => {
  it('a promise left floating in backend/src is reported, an awaited or voided one is not', async () => {
    const messages = await eslint('backend/src/application/booking/lint-probe.ts');
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0], /^@typescript-eslint\/no-floating-promises: Promises must be awaited/);
  });
});

describe('dead code (knip)', () => {
  const probe = join(root, 'backend/src/domain/lint-probe-unused.ts');
  after(() => rmSync(probe, { force: true }));

  it('reports an exported function nothing uses', async () => {
    writeFileSync(probe, 'export function lintProbeUnused(): number {\n  return 1;\n}\n');
    const result = await run(bin('knip'), ['--production', '--no-progress', '--include', 'exports'], { cwd: root }).catch((err) => err);
    assert.equal(result.code, 1, `knip passed:\n${result.stdout}`);
    assert.match(result.stdout, /Unused exports[\s\S]*lintProbeUnused\s+function\s+backend\/src\/domain\/lint-probe-unused\.ts/);
  });
});
