import { execFile } from 'node:child_process';
import { mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Compiles the embedded-database host (and what it imports) to plain ES modules in a temporary
 * folder, so that tests can run it in child processes (the test runner's TypeScript is not
 * available there). Returns the folder; `embedded-database.js` is at
 * `<dir>/adapters/persistence/embedded/embedded-database.js`.
 */
export async function compileEmbeddedHost(): Promise<string> {
  const backend = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const repoRoot = resolve(backend, '..');
  const out = await mkdtemp(join(tmpdir(), 'rentals-embedded-build-'));
  const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  await run(process.execPath, [
    tsc,
    '--outDir', out,
    '--rootDir', join(backend, 'src'),
    '--module', 'nodenext',
    '--moduleResolution', 'nodenext',
    '--target', 'ES2022',
    '--experimentalDecorators',
    '--emitDecoratorMetadata',
    '--skipLibCheck',
    '--types', 'node',
    '--strict',
    '--ignoreConfig',
    join(backend, 'src', 'adapters', 'persistence', 'embedded', 'embedded-database.ts'),
  ], { cwd: backend });
  await writeFile(join(out, 'package.json'), JSON.stringify({ type: 'module' }));
  await symlink(join(repoRoot, 'node_modules'), join(out, 'node_modules'), 'dir');
  return out;
}
