import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { exceptApi, sequence, when } from './middleware-chain.js';

/** Runs a middleware on a fake request and says how it ended: next() / next(err) and what ran. */
function run(handler: RequestHandler, req: Partial<Request> = {}): Promise<{ nextWith: unknown; ran: string[] }> {
  const ran: string[] = [];
  (req as { ran?: string[] }).ran = ran;
  return new Promise((resolve) => {
    const next: NextFunction = (err?: unknown) => resolve({ nextWith: err, ran });
    handler(req as Request, {} as Response, next);
  });
}

const step =
  (name: string, outcome?: unknown): RequestHandler =>
  (req, _res, next) => {
    (req as unknown as { ran: string[] }).ran.push(name);
    next(outcome);
  };

describe('sequence', () => {
  it.each([
    ['runs every handler in order, then next()', [step('a'), step('b'), step('c')], ['a', 'b', 'c'], undefined],
    ['stops at next(err) and passes the error on', [step('a'), step('b', 'boom'), step('c')], ['a', 'b'], 'boom'],
    ['ends the chain on next("route")', [step('a', 'route'), step('b')], ['a'], undefined],
  ])('%s', async (_what, handlers, ran, nextWith) => {
    const result = await run(sequence(...(handlers as RequestHandler[])));
    expect(result).toEqual({ ran, nextWith });
  });

  it('passes a thrown error and a rejected promise to next', async () => {
    const error = new Error('thrown');
    expect((await run(sequence(step('a'), () => { throw error; }, step('c')))).nextWith).toBe(error);
    const rejection = new Error('rejected');
    expect((await run(sequence(step('a'), async () => { throw rejection; }, step('c')))).nextWith).toBe(rejection);
  });

  it('lets a handler answer without calling next (the rest does not run)', async () => {
    const answered: string[] = [];
    const handler = sequence(step('a'), () => void answered.push('answered'), step('c'));
    const ran: string[] = [];
    let nextCalled = false;
    handler({ ran } as unknown as Request, {} as Response, () => (nextCalled = true));
    expect({ ran, answered, nextCalled }).toEqual({ ran: ['a'], answered: ['answered'], nextCalled: false });
  });
});

describe('when and exceptApi', () => {
  it.each([
    ['GET', true],
    ['HEAD', true],
    ['POST', false],
  ])('when(test) runs the handler for %s: %s', async (method, runs) => {
    const reads = when((req) => req.method === 'GET' || req.method === 'HEAD', step('h'));
    expect((await run(reads, { method, path: '/x' })).ran).toEqual(runs ? ['h'] : []);
  });

  it.each([
    ['/api', false],
    ['/api/pricing/quote', false],
    ['/apiary', true],
    ['/', true],
    ['/booking', true],
  ])('exceptApi runs the handler for %s: %s', async (path, runs) => {
    expect((await run(exceptApi(step('h')), { method: 'GET', path })).ran).toEqual(runs ? ['h'] : []);
  });
});
