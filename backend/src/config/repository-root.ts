import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function isWorkspaceRoot(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    return Array.isArray((JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: unknown }).workspaces);
  } catch {
    return false;
  }
}

function findUp(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    if (isWorkspaceRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

let cached: string | undefined;

/**
 * The repository root: the nearest folder holding a package.json with `workspaces`, searched
 * upwards from this module's own location (so the server and the CLI agree whatever their working
 * directory), then from the working directory; the working directory when neither finds one
 * (an installed copy without the workspace root).
 */
export function repositoryRoot(): string {
  if (cached) return cached;
  let here: string | undefined;
  try {
    here = dirname(fileURLToPath(import.meta.url));
  } catch {
    here = undefined;
  }
  cached = (here && findUp(here)) ?? findUp(process.cwd()) ?? process.cwd();
  return cached;
}
