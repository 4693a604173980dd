// scripts/failure-digest.mjs on real reports: node:test's spec reporter and jest's, each run here on
// a small failing file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { failureDigest } from './failure-digest.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'failure-digest-'));
const nodeDir = join(dir, 'node');
const jestDir = join(dir, 'jest');
mkdirSync(nodeDir);
mkdirSync(jestDir);
after(() => rmSync(dir, { recursive: true, force: true }));

function output(command, args, cwd) {
  // Without NODE_TEST_CONTEXT: a node --test run inside this one would report to it instead of printing.
  const { NODE_TEST_CONTEXT: _context, ...env } = process.env;
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...env, NODE_OPTIONS: '', FORCE_COLOR: '0', CI: 'true' } });
  return `${run.stdout}\n${run.stderr}`;
}

describe('the failure digest', () => {
  it("reads node:test's report: a failed hook once (not its cancelled tests), an assertion with its values", () => {
    writeFileSync(
      join(nodeDir, 'a.test.mjs'),
      `import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
describe('own server', () => {
  before(() => { throw new Error('server not healthy after 60000 ms (ECONNREFUSED)'); });
  it('x', () => {});
  it('y', () => {});
});
it('adds', () => assert.equal(1, 2));
it('passes', () => {});
`,
    );
    const digest = failureDigest(output(process.execPath, ['--test', '--test-reporter=spec', 'a.test.mjs'], nodeDir));
    assert.deepEqual(digest, [
      'own server: Error: server not healthy after 60000 ms (ECONNREFUSED)',
      'adds: AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 1 !== 2',
    ]);
  });

  it("reads jest's report: the test's full name and its error, without the code frame", () => {
    writeFileSync(join(jestDir, 'package.json'), '{}');
    writeFileSync(
      join(jestDir, 'j.test.js'),
      `test('adds', () => { expect(1).toBe(2); });
describe('group', () => { test('throws', () => { throw new Error('boom: the server said 500'); }); });
test('passes', () => {});
`,
    );
    const digest = failureDigest(output(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '--rootDir', jestDir], jestDir));
    assert.deepEqual(digest, ['adds: expect(received).toBe(expected) // Object.is equality Expected: 2 Received: 1', 'group › throws: boom: the server said 500']);
  });

  it('says nothing for a passing report, and cuts a long list', () => {
    assert.deepEqual(failureDigest('✔ adds (1ms)\nℹ tests 1\nℹ pass 1\n'), []);
    const many = Array.from({ length: 20 }, (_, i) => `  ● case ${i}\n\n    broke ${i}\n`).join('\n');
    const digest = failureDigest(many, 5);
    assert.equal(digest.length, 6);
    assert.equal(digest[5], '… and 15 more');
  });
});
