// The floor of `bench/api-floor.mjs`: for each measured API route, a plain Express 5 handler doing
// the same work as the real server's route (the same domain function or application class from
// backend/dist, the same SQL on the same database) and nothing else (no Nest, no validation pipe,
// no security headers, no compression, no request log). The real server's throughput divided by
// this one's is the route's ratio.
//
// Adding a route to the benchmark = one entry in ROUTES (bench/api-floor.mjs) and one handler
// here under the same name. A handler is `(deps) => (req, res) => ...`; deps = { pool } (a pg Pool
// on the server's database).
import { ListFleetService } from '../../backend/dist/application/fleet/list-fleet.service.js';
import { quotePrice } from '../../backend/dist/domain/pricing/quote.js';

/** An error of the domain (it carries a code) is the client's fault: 400, as the real server answers. */
function fail(res, err) {
  if (err && typeof err.code === 'string' && err.code !== 'ERR') {
    res.status(400).json({ statusCode: 400, message: err.message, errors: err.errors ?? [] });
  } else {
    res.status(500).json({ statusCode: 500, message: 'Internal server error' });
  }
}

export const FLOOR_HANDLERS = {
  // HealthService → DatabaseHealth.ping(): `SELECT 1` on the pool.
  health: ({ pool }) => async (_req, res) => {
    try {
      await pool.query('SELECT 1');
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'up' });
    } catch {
      res.status(503).json({ status: 'error', database: 'down' });
    }
  },

  // ListFleetService (a plain class; the server registers the same one).
  fleet: () => {
    const service = new ListFleetService({});
    return (_req, res) => res.json(service.execute());
  },

  // QuotePriceService.execute = the domain's quotePrice.
  quote: () => (req, res) => {
    try {
      res.json(quotePrice(req.body));
    } catch (err) {
      fail(res, err);
    }
  },
};
