import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { loggedPath, redact, requestLogger } from './request-logger.js';

describe('redact', () => {
  it('removes e-mail addresses and phone numbers from logged paths', () => {
    expect(redact('/x/jane.doe@example.com/y')).toBe('/x/[redacted]/y');
    expect(redact('/call/+995555123456')).toBe('/call/[redacted]');
    expect(redact('/call/%2B995%20555%20123%20456')).not.toMatch(/555/);
  });

  it('keeps ordinary paths', () => {
    expect(redact('/assets/index-Cugl7LFG.js')).toBe('/assets/index-Cugl7LFG.js');
    expect(redact('/a1b2c3d4')).toBe('/a1b2c3d4');
    expect(redact('/api/pricing/quote')).toBe('/api/pricing/quote');
  });

  it.each([
    ['an e-mail address', '/x/jane@example.com', '/x/[redacted]'],
    ['a percent-encoded @', '/x/jane%40example.com', '/x/[redacted]'],
    ['a phone number with spaces', '/call/995 555 123 456', '/call/[redacted]'],
    ['a phone number with dashes', '/call/555-123-456', '/call/[redacted]'],
    ['nine digits', '/n/123456789', '/n/[redacted]'],
  ])('redacts %s (the quick pre-check lets it through to the full rules)', (_what, raw, expected) => {
    expect(redact(raw)).toBe(expected);
  });
});

describe('loggedPath', () => {
  it.each([
    ['/b/20Bbv6DExU-3aI7EM8aTWg', '/b/[token]'],
    ['/ar/b/20Bbv6DExU-3aI7EM8aTWg/keep', '/ar/b/[token]/keep'],
    ['/api/bookings/manage/20Bbv6DExU-3aI7EM8aTWg/verify', '/api/bookings/manage/[token]/verify'],
    ['/booking', '/booking'],
    ['/ru/booking', '/ru/booking'],
  ])('keeps the booking page token out of the log: %s', (raw, expected) => {
    expect(loggedPath(raw)).toBe(expected);
  });
});

describe('requestLogger', () => {
  it.each([
    ['GET', '/api/fleet?x=1', 200, 'info'],
    ['POST', '/api/bookings', 503, 'error'],
    ['GET', '/quote"\\odd', 404, 'info'],
    ['GET', '/call/+995555123456?email=a@b.c', 200, 'info'],
  ])('writes %s %s (%i) as one JSON line, exactly as JSON.stringify would', (method, url, status, level) => {
    const lines: string[] = [];
    const res = Object.assign(new EventEmitter(), { statusCode: status });
    let nextCalled = false;
    requestLogger((line) => lines.push(line))({ method, originalUrl: url, url } as Request, res as unknown as Response, () => (nextCalled = true));
    expect(nextCalled).toBe(true);
    expect(lines).toEqual([]);
    res.emit('finish');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(Object.keys(entry)).toEqual(['time', 'level', 'msg', 'method', 'path', 'status', 'ms']);
    expect(lines[0]).toBe(JSON.stringify(entry));
    expect(entry).toMatchObject({ level, msg: 'request', method, path: redact(url.split('?')[0]), status });
    expect(Number.isNaN(Date.parse(entry.time))).toBe(false);
    expect(typeof entry.ms).toBe('number');
  });
});
