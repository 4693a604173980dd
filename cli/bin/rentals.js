#!/usr/bin/env node
// The `rentals` command. The code lives in ../dist (built by `npm install` or `npm run build`);
// this launcher only checks that the build exists, so a fresh checkout gets a hint, not a stack trace.
import { existsSync } from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('rentals: the CLI is not built yet; run npm run build (from the repository root)\n');
  process.exit(1);
}
try {
  await import(main.href);
} catch (err) {
  // Only start-up failures land here (each command reports its own errors): typically a missing
  // or stale backend build that the CLI imports.
  const missing = err?.code === 'ERR_MODULE_NOT_FOUND' || err instanceof SyntaxError;
  const reason = String(err?.message ?? err).split('\n')[0];
  process.stderr.write(`rentals: cannot start (${reason})${missing ? '; run npm run build (from the repository root)' : ''}\n`);
  process.exit(1);
}
