import { memoryUsage } from 'node:process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor' | 'major' }) => void;

/**
 * V8's collector as a function, without starting node with --expose-gc: the flag set at run time
 * makes `gc` a global of contexts created afterwards. Undefined where the runtime refuses.
 */
function v8Collector(): Collect | undefined {
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as Collect) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the garbage of upload bodies small while they arrive. Every piece a socket reads is a new
 * 64 kB buffer that is garbage once written to disk; V8 frees them only when its young generation
 * is collected, which it does by the size of its own objects, not of these buffers: ten uploads at
 * 1 MB/s piled up about 30 MB of them between collections (bench/results/2026-11-28-uploads-memory.md).
 * While `start` has more callers than `stop`, it looks every `intervalMs` at the memory held by
 * buffers and, once it is `slackBytes` over what the last collection left, has the young
 * generation collected (about a millisecond: these buffers die young).
 */
export class UploadGarbage {
  private users = 0;
  private timer: NodeJS.Timeout | undefined;
  private floor = 0;
  private collections = 0;

  constructor(
    private readonly slackBytes = 8 * 1024 * 1024,
    private readonly intervalMs = 250,
    private readonly collect: Collect | undefined = v8Collector(),
  ) {}

  /** How many collections it has asked for (for tests and diagnostics). */
  get collected(): number {
    return this.collections;
  }

  start(): void {
    if (this.users++ > 0 || !this.collect || this.slackBytes <= 0) return;
    this.floor = memoryUsage().arrayBuffers;
    this.timer = setInterval(() => this.look(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.users === 0) return;
    if (--this.users > 0 || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private look(): void {
    const held = memoryUsage().arrayBuffers;
    this.floor = Math.min(this.floor, held);
    if (held - this.floor < this.slackBytes) return;
    this.collect?.({ type: 'minor' });
    this.collections++;
    this.floor = memoryUsage().arrayBuffers;
  }
}
