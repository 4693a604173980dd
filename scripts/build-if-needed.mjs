#!/usr/bin/env node
// Builds the backend, the CLI and the frontend when their output is missing or older than the sources.
// Used by `npm install` (postinstall) and `npm start`, so a fresh clone needs no separate build step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const quiet = process.argv.includes('--quiet');

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const parts = [
  { ws: 'backend', out: 'backend/dist/main.js', src: ['backend/src'] },
  { ws: 'cli', out: 'cli/dist/main.js', src: ['cli/src', 'backend/src'] },
  { ws: 'frontend', out: 'frontend/dist/server/entry-server.js', src: ['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/vite-plugin-i18n-catalogues.ts', 'backend/src/domain'] },
];

for (const part of parts) {
  const out = join(root, part.out);
  const srcTime = Math.max(...part.src.map((s) => (statSync(join(root, s), { throwIfNoEntry: false })?.isDirectory() ? newest(join(root, s)) : statSync(join(root, s), { throwIfNoEntry: false })?.mtimeMs ?? 0)));
  if (existsSync(out) && statSync(out).mtimeMs >= srcTime) continue;
  if (!quiet) console.log(`building ${part.ws}...`);
  execSync(`npm run build -w ${part.ws} --silent`, { cwd: root, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
}
