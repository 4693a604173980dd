import { jest } from '@jest/globals';
import { StartLogger } from './start-logger.js';
import type { BatchedSink } from './request-logger.js';

/** A batched sink that keeps its lines and counts its flushes. */
function fakeSink(): BatchedSink & { lines: string[]; flushes: number } {
  const lines: string[] = [];
  const sink = Object.assign((line: string) => void lines.push(line), { lines, flushes: 0, flush: () => void sink.flushes++ });
  return sink;
}

/** The stream's writes, kept from the terminal. */
function spyOnWrite(stream: NodeJS.WriteStream) {
  return jest.spyOn(stream, 'write').mockImplementation(() => true);
}

describe('StartLogger with a batched stdout (JSON lines)', () => {
  let stdout: ReturnType<typeof spyOnWrite>;
  let stderr: ReturnType<typeof spyOnWrite>;
  beforeEach(() => {
    stdout = spyOnWrite(process.stdout);
    stderr = spyOnWrite(process.stderr);
  });
  afterEach(() => jest.restoreAllMocks());

  it('hands log and warning lines to the sink, the same JSON Nest would write, and writes nothing itself', () => {
    const sink = fakeSink();
    const logger = new StartLogger({ json: true }, sink);
    logger.log('booking GR-ABC123 created', 'CreateBookingService');
    logger.warn('outbox not read', 'Outbox');
    expect(stdout).not.toHaveBeenCalled();
    expect(sink.lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 'log', pid: process.pid, message: 'booking GR-ABC123 created', context: 'CreateBookingService' }),
      expect.objectContaining({ level: 'warn', message: 'outbox not read', context: 'Outbox' }),
    ]);
    expect(sink.lines.every((l) => !l.includes('\n'))).toBe(true);
  });

  it('writes an error to stderr at once, after handing the waiting lines out', () => {
    const sink = fakeSink();
    const logger = new StartLogger({ json: true }, sink);
    logger.log('before', 'Main');
    logger.error('it broke', undefined, 'Main');
    expect(sink.flushes).toBe(1);
    expect(sink.lines).toHaveLength(1);
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(stderr.mock.calls[0][0]))).toMatchObject({ level: 'error', message: 'it broke', context: 'Main' });
  });

  it('without a sink writes each line itself, as Nest does', () => {
    new StartLogger({ json: true }).log('hello', 'Main');
    expect(stdout).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(stdout.mock.calls[0][0]))).toMatchObject({ level: 'log', message: 'hello', context: 'Main' });
  });
});
