import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { config as dotenv } from 'dotenv';
import { repositoryRoot } from './repository-root.js';

let loaded = false;

/**
 * Reads `.env` from the working directory, then from the repository root, into process.env once.
 * Variables already set in the environment win, and the first file wins over the second.
 */
export function loadEnvFiles(): void {
  if (loaded) return;
  loaded = true;
  const files = [resolve(process.cwd(), '.env'), join(repositoryRoot(), '.env')];
  for (const path of [...new Set(files)]) {
    if (existsSync(path)) dotenv({ path, quiet: true });
  }
}
