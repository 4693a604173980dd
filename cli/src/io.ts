/**
 * Where a command writes and how it ends. `rentals` (main.ts) writes to the process's stdout and
 * stderr and exits once they are flushed; the tests run commands in process (program.ts,
 * cli/test/support/run.ts) with an io of their own: buffers, an exit that throws `CliExit`, and
 * booted contexts kept between the commands of a test file.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { INestApplicationContext } from '@nestjs/common';
import { exitWhenFlushed } from '@rentals/backend/adapters/lifecycle/exit-when-flushed.js';

export type CliIo = {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The width help is wrapped to: a terminal's columns, else 80 (commander's own choice). */
  helpWidth(stream: 'out' | 'err'): number;
  /** Ends the command with `code`; never returns. */
  exit(code: number): Promise<never>;
  /** Set: booted PostgreSQL contexts are kept here (by environment) and reused instead of closed (core.ts). */
  contexts?: Map<string, Promise<INestApplicationContext>>;
};

/** Thrown by an in-process io's exit: the command ended with `code`. */
export class CliExit extends Error {
  constructor(readonly code: number) {
    super(`rentals exited with status ${code}`);
    this.name = 'CliExit';
  }
}

const processIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  helpWidth: (stream) => {
    const s = stream === 'out' ? process.stdout : process.stderr;
    return (s.isTTY && s.columns) || 80;
  },
  exit: (code) => exitWhenFlushed(code),
};

const current = new AsyncLocalStorage<CliIo>();

/** The io of the command running now (the process's own outside runWithIo). */
export function io(): CliIo {
  return current.getStore() ?? processIo;
}

/** Runs `work` (a whole command) with `cliIo`. */
export function runWithIo<T>(cliIo: CliIo, work: () => Promise<T>): Promise<T> {
  return current.run(cliIo, work);
}
