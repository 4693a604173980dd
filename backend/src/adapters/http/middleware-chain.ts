import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs `handlers` in turn as one Express middleware, as consecutive `app.use()` entries would,
 * but as a single router layer: every layer of its own costs a router step (path matching,
 * parameter handling) on every request, which showed in the quote request's profile
 * (bench/results/2026-11-23-api-floor.md). An error passed to `next`, thrown, or rejected goes to Express.
 */
export function sequence(...handlers: RequestHandler[]): RequestHandler {
  if (handlers.length === 1) return handlers[0];
  return (req: Request, res: Response, next: NextFunction) => {
    let i = 0;
    const step = (err?: unknown): void => {
      // Express's `next('route')` and `next('router')` have no meaning inside a chain: end it.
      if (err === 'route' || err === 'router') return next();
      if (err !== undefined && err !== null && err !== false) return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(next);
      } catch (e) {
        next(e);
      }
    };
    step();
  };
}

/** Runs `handler` only for the requests that pass `test`; the others go straight on. */
export function when(test: (req: Request) => boolean, handler: RequestHandler): RequestHandler {
  return (req, res, next) => (test(req) ? handler(req, res, next) : next());
}

/** Runs `handler` for every path outside /api. */
export function exceptApi(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    return path === '/api' || path.startsWith('/api/') ? next() : handler(req, res, next);
  };
}
