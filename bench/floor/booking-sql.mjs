// The SQL statements of the floor's booking and availability handlers (handlers.mjs) that it does
// not run through the server's own classes: the idempotency look-up (typeorm-booking.repository.ts
// findByIdempotencyKey) and the availability counts (typeorm-unit.repository.ts availability),
// copied word for word. The booking row, the unit choice and the history and outbox writes are the
// server's classes themselves (createBooking). When the server's booking transaction gains
// statements, add them to createBooking so the floor keeps doing the same work.

import { BOOKING_WITH_UNIT } from '../../backend/dist/adapters/persistence/repositories/booking-columns.js';
import { range } from '../../backend/dist/adapters/persistence/repositories/hold-queries.js';

export const BOOKING_SQL = {
  /** An earlier booking with this Idempotency-Key (a replay), with its unit's label. */
  findByIdempotencyKey: `SELECT ${BOOKING_WITH_UNIT} FROM bookings b WHERE b.idempotency_key = $1`,

  /** Free and total units per car type for a period (GET /api/availability). */
  availability: `SELECT u.car_type,
                        count(*)::int AS total,
                        count(*) FILTER (WHERE NOT EXISTS (
                          SELECT 1 FROM holds h WHERE h.unit_id = u.id AND h.active AND h.period && ${range(1, 2)}
                        ))::int AS available
                   FROM units u
                  WHERE u.active
                  GROUP BY u.car_type`,
};
