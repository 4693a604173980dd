#!/usr/bin/env node
// `npm run bench`: runs every bench/*.mjs script (except this one) in turn and stops at the first failure.
// A script prints its own figures; pass a name to run only the matching ones (`npm run bench -- cli`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2];
const scripts = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .filter((f) => !filter || f.includes(filter))
  .sort();

if (scripts.length === 0) {
  console.error(`bench: no script matches "${filter}"`);
  process.exit(1);
}
for (const script of scripts) {
  console.log(`\n=== ${script}`);
  const { status } = spawnSync(process.execPath, [join(here, script)], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`bench: ${script} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}
