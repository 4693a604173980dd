/**
 * Ends the process only after what it wrote to stdout and stderr has reached the other end.
 *
 * `process.exit()` drops output still queued for a pipe: a pipe takes 64 KB, and a reader that is
 * slower than the writer (`rentals bookings list --json | jq`, a log collector) leaves the rest in
 * Node's queue. Writing an empty chunk with a callback waits for everything queued before it.
 * Used by the CLI for every command and by the server's last log lines.
 */
export async function exitWhenFlushed(code: number, timeoutMs = 30_000): Promise<never> {
  process.exitCode = code;
  flushPendingOutput();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([flushed(process.stdout), flushed(process.stderr)]),
    new Promise((resolve) => {
      // A reader that never reads must not keep the process forever.
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  process.exit(code);
}

const pendingOutput = new Set<() => void>();

/** Registers a writer's own buffer (the request log's batches), written out first by exitWhenFlushed. */
export function beforeExitFlush(flush: () => void): void {
  pendingOutput.add(flush);
}

/** Hands every registered buffer to its stream now (before a last log line, so the order holds). */
export function flushPendingOutput(): void {
  for (const flush of pendingOutput) flush();
}

/** Resolves when `stream` has handed everything written so far to the operating system (or failed). */
export function flushed(stream: NodeJS.WritableStream & { destroyed?: boolean; writableLength?: number }): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || stream.writableLength === 0) return resolve();
    try {
      stream.write('', () => resolve());
    } catch {
      resolve();
    }
  });
}
